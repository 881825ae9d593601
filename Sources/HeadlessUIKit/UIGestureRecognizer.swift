public import CoordinatorTree

/// UIKit's gesture recognizer: its targets and actions, its state, the weak delegate, and the
/// view it belongs to.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped)
/// avatar.isUserInteractionEnabled = true
/// avatar.addGestureRecognizer(tap)
/// ```
///
/// Ownership is UIKit's: a recognizer holds its targets **weakly** (there is no `#selector` on
/// Linux: the action is the method itself, unapplied, as for `UIBarButtonItem`), its
/// ``delegate`` weakly and its ``view`` weakly; the view holds its recognizers strongly. A
/// subclass that keeps a closure (a common helper, `TapGesture { self.open() }`) holds that
/// closure, and what it captures, strongly: through the view, a closure that captures its view
/// controller keeps it alive.
///
/// When the user makes the gesture (exploration finds it on a view the user can reach, or a
/// test calls `userTaps()`), the delegate's `gestureRecognizerShouldBegin(_:)` is asked, then
/// each target's action runs for each state the gesture goes through (a tap: `.ended`; a long
/// press: `.began`, then `.ended`), and the recognizer goes back to `.possible`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, OffersUserInteractions {
  /// A recognizer's state, as `UIGestureRecognizer.State`.
  public enum State: Int, Hashable, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture was recognized: the same as ``ended``.
    public static var recognized: State { .ended }
  }

  private var targets: [WeakTargetAction] = []
  /// The view the recognizer is attached to; weak, as UIKit's.
  public internal(set) weak var view: UIView?
  /// The delegate; weak, as UIKit's.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer takes gestures.
  open var isEnabled = true
  /// The state; `.possible` outside a gesture.
  open internal(set) var state = State.possible
  /// Whether touches stop reaching the view once recognized; kept as set.
  open var cancelsTouchesInView = true
  /// Whether touches wait for the recognizer; kept as set.
  open var delaysTouchesBegan = false
  /// Whether the end of touches waits for the recognizer; kept as set.
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?

  /// Creates a recognizer with no target, as `UITapGestureRecognizer()`.
  public override init() {
    super.init()
  }

  /// Creates a recognizer that calls a method of `target`, as
  /// `init(target:action:)`; the target is held weakly.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; `nil` sends it up the responder chain.
  ///   - action: The method, unapplied: `ProfileViewController.avatarTapped`.
  public init<Target: AnyObject>(
    target: Target?, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    super.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer that calls a method of `target` taking the recognizer, as
  /// `init(target:action:)`; the target is held weakly.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; `nil` sends it up the responder chain.
  ///   - action: The method, unapplied: `ProfileViewController.avatarTapped(_:)`.
  public init<Target: AnyObject, Sender>(
    target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    super.init()
    addTarget(target, action: action)
  }

  /// Adds a target and its action; the target is held weakly.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs.
  ///   - action: The method, unapplied.
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    targets.append(WeakTargetAction(target: target, action: MethodAction(action)))
  }

  /// Adds a target and its action taking the recognizer; the target is held weakly.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs.
  ///   - action: The method, unapplied.
  public final func addTarget<Target: AnyObject, Sender>(
    _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    targets.append(WeakTargetAction(target: target, action: MethodAction(action)))
  }

  /// Removes a target's actions, as `removeTarget(_:action:)` with `action: nil`.
  ///
  /// - Parameters:
  ///   - target: The target; `nil` removes every target.
  ///   - action: `nil`.
  open func removeTarget(_ target: AnyObject?, action: Never?) {
    targets.removeAll { target == nil || $0.target === target }
  }

  /// Makes this recognizer wait for another to fail, as UIKit's (which holds the other
  /// weakly): nothing here, as the model delivers each gesture to its own recognizer and no
  /// two compete for a touch.
  ///
  /// - Parameter otherGestureRecognizer: The other recognizer.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// Where the gesture is in a view: the origin, as the model has no touches.
  ///
  /// - Parameter view: The view.
  /// - Returns: `.zero`.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The number of touches: 1 during a gesture, else 0.
  open var numberOfTouches: Int { state == .possible ? 0 : 1 }

  /// Whether the recognizer has a target to call.
  var hasTargets: Bool { !targets.isEmpty }

  /// What the user makes happen: unless disabled or refused by the delegate, each state in
  /// turn with the targets' actions, then back to `.possible`.
  ///
  /// - Parameter states: The states the gesture goes through.
  func recognize(through states: [State]) {
    guard isEnabled, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
      state = .possible
      return
    }
    let responders = view?.responderChain ?? []
    for next in states {
      state = next
      for target in targets { target.send(from: self, responders: responders) }
    }
    state = .possible
  }

  /// What the user can do with this recognizer on `view`: nothing for a plain recognizer;
  /// subclasses offer theirs while enabled and with a target.
  ///
  /// - Parameter view: The view it is attached to.
  /// - Returns: The gestures.
  package func userInteractions(on view: View) -> [ViewInteraction] { [] }
}
