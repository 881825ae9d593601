/// How a ``Router`` opens a screen and takes it away again, as the notes' `TransitionType`.
///
/// A transition also tells when the screen it opened leaves, whoever made it leave: the
/// router's ``Router/close(animated:)`` or the user (a back tap, a swipe, a back-menu jump, a
/// sheet swiped down). It calls `onDismissed` once, at most.
///
/// The kit has two: ``PushTransition`` (the notes' `ShowTransition`) and ``ModalTransition``.
@MainActor
public protocol Transition: AnyObject {
  /// Shows `viewController` from `source`.
  ///
  /// - Parameters:
  ///   - viewController: The screen to show.
  ///   - source: The screen it is shown from.
  ///   - animated: Whether the transition is animated.
  ///   - onDismissed: Called once when `viewController` leaves, by code or by the user.
  /// - Throws: A ``NavigationError``; nothing is shown then.
  func open(
    _ viewController: ViewController, from source: ViewController, animated: Bool,
    onDismissed: (@MainActor () -> Void)?
  ) throws(NavigationError)

  /// Takes `viewController` away again, as it was opened.
  ///
  /// - Parameters:
  ///   - viewController: A screen this transition opened.
  ///   - animated: Whether the transition is animated.
  /// - Throws: A ``NavigationError`` when it is no longer shown.
  func close(_ viewController: ViewController, animated: Bool) throws(NavigationError)
}

/// The part every transition shares: the screen it opened, held weakly, and the completion
/// that must run once when that screen leaves.
@MainActor
struct OpenedScreen {
  weak var viewController: ViewController?
  private var onDismissed: (@MainActor () -> Void)?
  private(set) var isDismissed = false

  init(_ viewController: ViewController, onDismissed: (@MainActor () -> Void)?) {
    self.viewController = viewController
    self.onDismissed = onDismissed
  }

  /// Runs the completion, the first time only.
  mutating func dismissed() {
    guard !isDismissed else { return }
    isDismissed = true
    let completion = onDismissed
    onDismissed = nil
    completion?()
  }
}
