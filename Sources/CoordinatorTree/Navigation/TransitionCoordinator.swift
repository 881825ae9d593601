/// Which view controller of a transition a look-up asks for, as
/// `UITransitionContextViewControllerKey`.
public struct TransitionContextViewControllerKey: Hashable, Sendable, CustomStringConvertible {
  private let name: String

  /// The view controller that was on top when the transition began.
  public static let from = TransitionContextViewControllerKey(name: "from")
  /// The view controller that is on top when the transition completes (unless it is
  /// cancelled).
  public static let to = TransitionContextViewControllerKey(name: "to")

  /// `from` or `to`.
  public var description: String { name }
}

/// A running transition, as `UIViewControllerTransitionCoordinator`: what its participants and
/// the navigation delegate can ask while it runs, and blocks to run when it ends.
///
/// A navigation controller has one from the call of an animated push, pop, popTo, popToRoot or
/// `setViewControllers` (or the start of an interactive swipe) until the transition has
/// completed: it is still there inside the delegate's
/// `navigationController(_:didShow:animated:)`, where the back-button fix that coordinator
/// apps copy reads it. A transition that is not animated has none, as in UIKit, so that fix
/// misses non-animated pops:
///
/// ```swift
/// func navigationController(
///   _ navigationController: NavigationController, didShow viewController: ViewController,
///   animated: Bool
/// ) {
///   guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
///     !navigationController.viewControllers.contains(from)
///   else { return }
///   finishFlow(showing: from)
/// }
/// ```
///
/// The order within one animated transition:
///
/// ```text
/// viewWillDisappear(From) · viewWillAppear(To) · willShow(To)
/// alongside animations                   those registered so far; later ones run at once
/// viewDidDisappear(From) · viewDidAppear(To) · didMove(…) · didShow(To)
/// alongside completions                  every one, cancelled or not
/// the coordinator goes; popped view controllers are released
/// ```
///
/// An interactive swipe runs the first line when it begins, then its interaction-change
/// handlers when the user lets go (``isCancelled`` says how), then either the rest (finished)
/// or, cancelled, the appearance callbacks that undo the first line, and the completions, with
/// no `didShow`.
@preconcurrency @MainActor
public final class TransitionCoordinator {
  /// The view controller that was on top; held while the transition runs, as UIKit's context
  /// holds it.
  public let from: ViewController
  /// The view controller that comes on top (unless the transition is cancelled).
  public let to: ViewController
  /// Whether the transition is animated: always, for a transition that has a coordinator.
  public let isAnimated = true
  /// Whether the user drives the transition (an interactive swipe back), until they let go.
  public private(set) var isInteractive: Bool
  /// Whether the transition began as an interactive one.
  public let initiallyInteractive: Bool
  /// Whether the user let go early and the transition was cancelled.
  public private(set) var isCancelled = false

  private var animations: [(TransitionCoordinator) -> Void] = []
  private var completions: [(TransitionCoordinator) -> Void] = []
  private var interactionHandlers: [(TransitionCoordinator) -> Void] = []
  private var animationsStarted = false

  init(from: ViewController, to: ViewController, isInteractive: Bool) {
    self.from = from
    self.to = to
    self.isInteractive = isInteractive
    initiallyInteractive = isInteractive
  }

  /// The view controller the transition moves from or to.
  ///
  /// - Parameter key: ``TransitionContextViewControllerKey/from`` or
  ///   ``TransitionContextViewControllerKey/to``.
  /// - Returns: The view controller.
  public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    key == .from ? from : to
  }

  /// Runs `animation` with the transition's animations and `completion` when the transition
  /// ends, cancelled or not; either may be `nil`.
  ///
  /// An animation registered before the transition's animations begin (in `viewWillAppear`,
  /// say) runs when they begin; one registered later runs at once.
  ///
  /// - Parameters:
  ///   - animation: Runs with the transition's animations.
  ///   - completion: Runs when the transition has ended; ``isCancelled`` says how.
  /// - Returns: `true`: the model accepts every animation.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
    completion: ((TransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    if let completion { completions.append(completion) }
    if let animation {
      if animationsStarted { animation(self) } else { animations.append(animation) }
    }
    return true
  }

  /// Runs `handler` when the user lets go of an interactive transition, before it finishes or
  /// is cancelled; never for a transition that is not interactive.
  ///
  /// - Parameter handler: Runs once; ``isCancelled`` says whether the transition will be
  ///   cancelled.
  public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
    interactionHandlers.append(handler)
  }

  // MARK: Driven by the navigation controller

  /// The transition's animations begin.
  func beginAnimations() {
    animationsStarted = true
    let pending = animations
    animations.removeAll()
    for animation in pending { animation(self) }
  }

  /// The user lets go: the transition is no longer interactive, and will complete or cancel.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers.removeAll()
    for handler in handlers { handler(self) }
  }

  /// The transition has ended: every completion runs, once.
  func complete() {
    let pending = completions
    completions.removeAll()
    for completion in pending { completion(self) }
  }
}
