/// Presents a screen over the screen it is opened from, and dismisses it to close; the user
/// may swipe it down.
///
/// It learns that its screen left however the screen went: its own ``close(_:animated:)``,
/// the user's swipe, or a dismissal lower in a chain of presentations (which takes every screen
/// above it away at once), as a custom presentation controller's `dismissalTransitionDidEnd`
/// would tell it.
///
/// ```swift
/// let router = Router(name: "Agreement", unwindTransition: ModalTransition())
/// ```
@MainActor
public final class ModalTransition: Transition {
  private var opened: OpenedScreen?
  /// How the screen is presented.
  public let style: ModalPresentationStyle

  /// Creates a modal transition.
  ///
  /// - Parameter style: How the screen is presented; a sheet by default.
  public init(style: ModalPresentationStyle = .pageSheet) {
    self.style = style
  }

  /// Presents `viewController` from `source`, and listens for its dismissal.
  ///
  /// - Parameters:
  ///   - viewController: The screen (or container) to present.
  ///   - source: The screen it is presented from.
  ///   - animated: Whether the presentation is animated.
  ///   - onDismissed: Called once when it is dismissed, by anyone.
  /// - Throws: The presentation's errors.
  public func open(
    _ viewController: ViewController, from source: ViewController, animated: Bool,
    onDismissed: (@MainActor () -> Void)?
  ) throws(NavigationError) {
    viewController.modalPresentationStyle = style
    try source.strict.present(viewController, animated: animated)
    opened = OpenedScreen(viewController, onDismissed: onDismissed)
    viewController.presentationController?.observeDismissal { [weak self] in
      self?.opened?.dismissed()
    }
  }

  /// Dismisses `viewController` (a screen inside the presented container will do) and every
  /// screen presented above it, from its presenter.
  ///
  /// - Parameters:
  ///   - viewController: The presented screen.
  ///   - animated: Whether the dismissal is animated.
  /// - Throws: ``NavigationError/Code/nothingToDismiss`` when it is no longer presented.
  public func close(_ viewController: ViewController, animated: Bool) throws(NavigationError) {
    guard let presenter = viewController.presentingViewController else {
      throw NavigationError(
        .nothingToDismiss, "Cannot close '\(viewController.logName)': it is not presented any more."
      )
    }
    // From the presenter: a dismiss on the screen itself would take away only what it
    // presents, when it presents another screen.
    try presenter.strict.dismiss(animated: animated)
  }
}
