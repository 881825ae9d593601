/// Presents a screen over the screen it is opened from, and dismisses it to close; the user
/// may swipe it down.
///
/// ```swift
/// let router = Router(name: "Agreement", unwindTransition: ModalTransition())
/// ```
@MainActor
public final class ModalTransition: Transition, AdaptivePresentationControllerDelegate {
  private var opened: OpenedScreen?
  /// How the screen is presented.
  public let style: ModalPresentationStyle

  /// Creates a modal transition.
  ///
  /// - Parameter style: How the screen is presented; a sheet by default.
  public init(style: ModalPresentationStyle = .pageSheet) {
    self.style = style
  }

  /// Presents `viewController` from `source`, and listens for the user's swipe down.
  ///
  /// - Parameters:
  ///   - viewController: The screen (or container) to present.
  ///   - source: The screen it is presented from.
  ///   - animated: Whether the presentation is animated.
  ///   - onDismissed: Called once when it is dismissed or swiped down.
  /// - Throws: The presentation's errors.
  public func open(
    _ viewController: ViewController, from source: ViewController, animated: Bool,
    onDismissed: (@MainActor () -> Void)?
  ) throws(NavigationError) {
    viewController.modalPresentationStyle = style
    try source.present(viewController, animated: animated)
    opened = OpenedScreen(viewController, onDismissed: onDismissed)
    viewController.presentationController?.delegate = self
  }

  /// Dismisses `viewController` (a screen inside the presented container will do).
  ///
  /// - Parameters:
  ///   - viewController: The presented screen.
  ///   - animated: Whether the dismissal is animated.
  /// - Throws: ``NavigationError/Code/nothingToDismiss`` when it is no longer presented.
  public func close(_ viewController: ViewController, animated: Bool) throws(NavigationError) {
    guard viewController.presentingViewController != nil else {
      throw NavigationError(
        .nothingToDismiss, "Cannot close '\(viewController.title)': it is not presented any more.")
    }
    try viewController.dismiss(animated: animated)
    opened?.dismissed()
  }

  /// The user swiped the sheet down.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    opened?.dismissed()
  }
}
