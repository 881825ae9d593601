public import CoordinatorTree
public import Foundation

/// UIKit's view animations: the animations block runs at once (its changes are kept, nothing
/// moves on screen), and the completion on a later turn of the main loop with `true`, as
/// UIKit runs it after the animation; the blocks are held until then, and no longer.
///
/// ```swift
/// UIView.animate(withDuration: 0.3) {
///   self.banner.alpha = 0
/// } completion: { _ in
///   self.banner.removeFromSuperview()
/// }
/// ```
///
/// An audit's step runs the main loop before it judges, so a completion that lets go of
/// something runs inside the step that animated.
extension UIView {
  /// How an animation runs, as `UIView.AnimationOptions`; kept, never applied.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews during the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user touch the views during the animation.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs back and forth.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Eases in and out: the default.
    public static let curveEaseInOut = AnimationOptions([])
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Runs at one speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition that flips from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition that flips from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition that dissolves.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Animates changes, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: Ignored: the model has no clock.
  ///   - delay: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes; run now.
  ///   - completion: Run on a later turn of the main loop, with `true`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(animations, then: completion)
  }

  /// Animates changes, as `UIView.animate(withDuration:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: Ignored: the model has no clock.
  ///   - animations: The changes; run now.
  ///   - completion: Run on a later turn of the main loop, with `true`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(animations, then: completion)
  }

  /// Animates changes with a spring, as UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - delay: Ignored.
  ///   - dampingRatio: Ignored.
  ///   - velocity: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes; run now.
  ///   - completion: Run on a later turn of the main loop, with `true`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(animations, then: completion)
  }

  /// Animates changes to a view's content, as `UIView.transition(with:duration:options:
  /// animations:completion:)`.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - duration: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes; run now.
  ///   - completion: Run on a later turn of the main loop, with `true`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(animations ?? {}, then: completion)
  }

  /// Replaces a view with another in its superview, as UIKit's
  /// `UIView.transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s
  /// place at once, `fromView` leaves its superview, and the completion runs later.
  ///
  /// - Parameters:
  ///   - fromView: The view to replace.
  ///   - toView: The view that takes its place.
  ///   - duration: Ignored.
  ///   - options: Ignored.
  ///   - completion: Run on a later turn of the main loop, with `true`.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(
      {
        if let superview = fromView.superview {
          superview.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, then: completion)
  }

  /// Runs changes without animation, as `UIView.performWithoutAnimation(_:)`: at once.
  ///
  /// - Parameter actionsWithoutAnimation: The changes.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Whether animations are on; the model keeps the value and animates nothing.
  public static var areAnimationsEnabled: Bool { animationsEnabled }

  /// Turns animations on or off, as `UIView.setAnimationsEnabled(_:)`; kept, never applied.
  ///
  /// - Parameter enabled: Whether animations are on.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled = enabled
  }

  private static var animationsEnabled = true

  /// Runs `animations` now and `completion` on a later turn of the main loop.
  private static func run(
    _ animations: @MainActor () -> Void, then completion: (@MainActor (Bool) -> Void)?
  ) {
    animations()
    guard let completion else { return }
    MainLoop.runOnLaterTurn { completion(true) }
  }
}
