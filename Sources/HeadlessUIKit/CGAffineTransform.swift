#if !canImport(CoreGraphics)
  public import CoordinatorTree

  /// Core Graphics' affine transform, on Linux where Foundation has none: the model's
  /// ``CoordinatorTree/CGAffineTransform``, six values kept as set and never applied (the
  /// model lays nothing out and draws nothing).
  ///
  /// ```swift
  /// card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9).translatedBy(x: 0, y: 12)
  /// ```
  ///
  /// Where Core Graphics exists, UIKit's own type is used.
  public typealias CGAffineTransform = CoordinatorTree.CGAffineTransform
#endif
