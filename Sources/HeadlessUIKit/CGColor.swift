#if !canImport(CoreGraphics)
  public import CoordinatorTree

  /// Core Graphics' colour, on Linux where there is no Core Graphics: the model's
  /// ``CoordinatorTree/CGColor``, a name for `UIColor`, so that code that names the type
  /// compiles and a layer holds the colour.
  ///
  /// ```swift
  /// let border: CGColor = UIColor.separator.cgColor
  /// layer.borderColor = border
  /// ```
  ///
  /// Where Core Graphics exists, UIKit's own type is used.
  public typealias CGColor = CoordinatorTree.CGColor
#endif
