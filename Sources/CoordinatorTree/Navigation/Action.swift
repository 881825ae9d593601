/// An action with a closure, as `UIAction`: what a bar button runs when the user taps it
/// (its `primaryAction`), or what an item of a menu runs.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   systemItem: .done,
///   primaryAction: UIAction { [weak self] _ in self?.coordinator?.finish() })
/// ```
///
/// The button holds its action strongly and the action its closure: a closure that captures
/// the view controller strongly keeps the view controller alive through its own navigation
/// item, exactly as on a device. Capture `self` weakly.
@preconcurrency @MainActor
public final class Action: MenuElement {
  /// What runs when the action is performed; it receives the action.
  let handler: @MainActor (Action) -> Void

  /// Creates an action, as `UIAction(title:image:handler:)`.
  ///
  /// - Parameters:
  ///   - title: The title shown in a menu; none by default.
  ///   - image: The image shown, if any.
  ///   - handler: What runs when the action is performed.
  public init(
    title: String = "", image: Image? = nil, handler: @escaping @MainActor (Action) -> Void
  ) {
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler, as the user's tap does: a bar button's, a control's (HeadlessUIKit's
  /// `UIControl`), a menu's.
  package func perform() {
    handler(self)
  }
}
