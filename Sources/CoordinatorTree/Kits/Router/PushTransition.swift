/// Pushes a screen on the navigation controller of the screen it is opened from, and pops it
/// to close; the notes' `ShowTransition`.
///
/// Like the notes' transition it listens to the navigation controller's delegate calls, to
/// learn of pops it did not make. A navigation controller has one delegate, so every push
/// transition on it shares one listener (each one replacing the other, as the notes' did,
/// would leave every screen but the last deaf to the user's back taps). The listener compares
/// the stack after each transition; it does not rely on a transition coordinator, which a
/// non-animated pop does not have.
///
/// ```swift
/// let router = Router(name: "Terms", unwindTransition: PushTransition())
/// ```
@MainActor
public final class PushTransition: Transition {
  private var opened: OpenedScreen?
  private weak var navigationController: NavigationController?
  /// The shared listener of the navigation controller; held so that it lives as long as a
  /// pushed screen does.
  private var hub: NavigationHub?

  /// Creates a push transition.
  public init() {}

  /// Pushes `viewController` on `source`'s navigation controller.
  ///
  /// - Parameters:
  ///   - viewController: The screen to push.
  ///   - source: A screen in a navigation controller.
  ///   - animated: Whether the push is animated.
  ///   - onDismissed: Called once when the screen leaves the stack.
  /// - Throws: ``NavigationError/Code/navigationControllerMissing`` when `source` is in no
  ///   navigation controller, or the push's own errors.
  public func open(
    _ viewController: ViewController, from source: ViewController, animated: Bool,
    onDismissed: (@MainActor () -> Void)?
  ) throws(NavigationError) {
    guard let navigation = source.navigationController else {
      throw NavigationError(
        .navigationControllerMissing,
        "Cannot push '\(viewController.title)' from '\(source.title)': it is in no "
          + "navigation controller. Present it with a modal transition instead.")
    }
    let hub = NavigationHub.listening(to: navigation)
    try navigation.pushViewController(viewController, animated: animated)
    opened = OpenedScreen(viewController, onDismissed: onDismissed)
    navigationController = navigation
    self.hub = hub
    hub.add(self)
  }

  /// Pops `viewController` and everything above it.
  ///
  /// - Parameters:
  ///   - viewController: The screen this transition pushed.
  ///   - animated: Whether the pop is animated.
  /// - Throws: ``NavigationError/Code/notOnStack`` when it is no longer on the stack.
  public func close(_ viewController: ViewController, animated: Bool) throws(NavigationError) {
    guard let navigation = navigationController ?? viewController.navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === viewController }),
      index > 0
    else {
      throw NavigationError(
        .notOnStack,
        "Cannot close '\(viewController.title)': it is not on a navigation stack any more.")
    }
    try navigation.popToViewController(navigation.viewControllers[index - 1], animated: animated)
    stackChanged()
  }

  /// After a transition of the navigation controller: the pushed screen has left when it is
  /// no longer on the stack.
  func stackChanged() {
    guard var screen = opened, !screen.isDismissed else { return }
    if let viewController = screen.viewController, let navigation = navigationController,
      navigation.viewControllers.contains(where: { $0 === viewController })
    {
      return
    }
    screen.dismissed()
    opened = screen
  }
}

/// The one delegate of a navigation controller that push transitions share: it tells each of
/// them, most recent first, that the stack changed.
///
/// Owned by the transitions that use it; the navigation controller holds it weakly. It goes
/// when the last of them goes.
@MainActor
final class NavigationHub: NavigationControllerDelegate {
  private var listeners: [WeakPushTransition] = []

  /// The hub that is already `navigation`'s delegate, or a new one that becomes it.
  static func listening(to navigation: NavigationController) -> NavigationHub {
    if let hub = navigation.delegate as? NavigationHub { return hub }
    let hub = NavigationHub()
    navigation.delegate = hub
    return hub
  }

  func add(_ transition: PushTransition) {
    listeners.removeAll { $0.transition == nil }
    listeners.append(WeakPushTransition(transition: transition))
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    for listener in listeners.reversed() { listener.transition?.stackChanged() }
  }
}

struct WeakPushTransition {
  weak var transition: PushTransition?
}
