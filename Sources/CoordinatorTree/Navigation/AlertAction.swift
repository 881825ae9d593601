/// A button of an alert, as `UIAlertAction`: a title, a style and what runs when the user taps
/// it.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
///   self?.viewModel.delete()
/// })
/// ```
@preconcurrency @MainActor
public final class AlertAction {
  /// The styles of an alert's button, as `UIAlertAction.Style`.
  public enum Style: Hashable, Sendable {
    /// An ordinary button.
    case `default`
    /// The button that cancels; an alert has at most one.
    case cancel
    /// A button that destroys data.
    case destructive
  }

  /// The title shown.
  public let title: String?
  /// The style.
  public let style: Style
  /// Whether the user can tap it.
  public var isEnabled = true
  /// What runs after the alert is dismissed, when the user taps this button.
  let handler: (@MainActor (AlertAction) -> Void)?

  /// Creates a button, as `UIAlertAction(title:style:handler:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - handler: What runs after the alert is dismissed, when the user taps it; the alert
  ///     holds it, so a handler that captures the alert strongly keeps it alive.
  public init(
    title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
