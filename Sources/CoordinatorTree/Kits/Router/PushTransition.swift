/// Pushes a screen on the navigation controller of the screen it is opened from, and pops it
/// to close; the notes' `ShowTransition`.
///
/// Like the notes' transition it listens to the navigation controller's transitions, to learn
/// of pops it did not make. It does not take the navigation controller's one delegate slot for
/// itself, as the notes' did (the next push transition, or a coordinator of another kit on the
/// same stack, would then stop hearing the user's back taps): it joins the delegate that every
/// kit shares. It compares the stack after each transition; it does not rely on a transition
/// coordinator, which a non-animated pop does not have.
///
/// ```swift
/// let router = Router(name: "Terms", unwindTransition: PushTransition())
/// ```
@MainActor
public final class PushTransition: Transition, NavigationControllerDelegate {
  private var opened: OpenedScreen?
  private weak var navigationController: NavigationController?
  /// The navigation controller's shared delegate; held so that it lives as long as a pushed
  /// screen does.
  private var hub: NavigationDelegateHub?
  /// The faulty form: the notes' transition makes itself the navigation controller's delegate,
  /// and every other listener on that stack goes deaf.
  package var takesDelegate = false

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
        "Cannot push '\(viewController.logName)' from '\(source.logName)': it is in no "
          + "navigation controller. Present it with a modal transition instead.")
    }
    if takesDelegate {
      navigation.delegate = self
    } else {
      let hub = NavigationDelegateHub.of(navigation)
      hub.join(self)
      self.hub = hub
    }
    try navigation.strict.pushViewController(viewController, animated: animated)
    opened = OpenedScreen(viewController, onDismissed: onDismissed)
    navigationController = navigation
  }

  /// Pops `viewController` and everything above it.
  ///
  /// - Parameters:
  ///   - viewController: The screen this transition pushed.
  ///   - animated: Whether the pop is animated.
  /// - Throws: ``NavigationError/Code/notOnStack`` when it is no longer on the stack.
  public func close(_ viewController: ViewController, animated: Bool) throws(NavigationError) {
    guard let navigation = navigationController ?? viewController.navigationController,
      let index = navigation.stackIndex(of: viewController),
      index > 0
    else {
      throw NavigationError(
        .notOnStack,
        "Cannot close '\(viewController.logName)': it is not on a navigation stack any more.")
    }
    try navigation.strict.popToViewController(
      navigation.viewControllers[index - 1], animated: animated)
    stackChanged()
  }

  /// Hears every transition of the navigation controller, to learn that the screen left.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller now on top.
  ///   - animated: Whether the transition was animated.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    stackChanged()
  }

  /// After a transition of the navigation controller: the pushed screen has left when it is
  /// no longer on the stack; the transition then stops listening.
  func stackChanged() {
    guard var screen = opened, !screen.isDismissed else { return }
    if let viewController = screen.viewController, let navigation = navigationController,
      navigation.hasOnStack(viewController)
    {
      return
    }
    hub?.leave(self)
    hub = nil
    screen.dismissed()
    opened = screen
  }
}
