/// UIKit's pan recognizer: its targets, its translation and velocity.
///
/// A pan's path is a continuum (how far, where to), so exploration offers none; its ownership is
/// every recognizer's.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers; kept as set.
  open var minimumNumberOfTouches = 1
  /// The most fingers; kept as set.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// How far the finger moved: what ``setTranslation(_:in:)`` set, else zero.
  ///
  /// - Parameter view: The view.
  /// - Returns: The translation.
  open func translation(in view: UIView?) -> CGPoint { translation }

  /// Sets the translation.
  ///
  /// - Parameters:
  ///   - translation: The translation.
  ///   - view: The view.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// How fast the finger moves: zero.
  ///
  /// - Parameter view: The view.
  /// - Returns: `.zero`.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}
