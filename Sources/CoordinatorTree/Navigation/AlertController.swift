public import Foundation

/// An alert or an action sheet, as `UIAlertController`: presented like any view controller,
/// with buttons that the user taps (``userTapsAction(titled:)``).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete memo?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
///   self?.coordinator?.memoDeleted()
/// })
/// present(alert, animated: true)
/// ```
///
/// As UIKit's, it covers its presenter without making it disappear, and the user cannot swipe
/// it down: it goes when the user taps a button (UIKit dismisses it, then runs the button's
/// handler) or when code dismisses it.
@preconcurrency @MainActor
open class AlertController: ViewController {
  /// The styles of an alert, as `UIAlertController.Style`.
  public enum Style: Hashable, Sendable {
    /// An action sheet, from the bottom of the screen.
    case actionSheet
    /// An alert, in the middle of the screen.
    case alert
  }

  /// The text under the title.
  open var message: String?
  /// The style it was made with.
  public let preferredStyle: Style
  /// The buttons, in the order they were added; held strongly, with their handlers.
  public private(set) var actions: [AlertAction] = []
  /// The button drawn as the default one, if any.
  public var preferredAction: AlertAction?

  /// Creates an alert, as `UIAlertController(title:message:preferredStyle:)`.
  ///
  /// - Parameters:
  ///   - title: The title, which the event log prints too.
  ///   - message: The text under the title.
  ///   - preferredStyle: An alert or an action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(title: title)
    modalPresentationStyle = .overFullScreen
  }

  /// Creates an alert from an archive, as UIKit's initializer for one a storyboard makes:
  /// no title, no message, the alert style; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    self.message = nil
    self.preferredStyle = .alert
    super.init(coder: coder)
    modalPresentationStyle = .overFullScreen
  }

  /// Adds a button, as UIKit's `addAction(_:)`.
  ///
  /// - Parameter action: The button.
  open func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  /// The user taps the button with this title: UIKit dismisses the alert, then runs the
  /// button's handler.
  ///
  /// - Parameter title: The button's title.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when the alert is not presented in a
  ///   window, something is presented over it, or it has no enabled button with that title;
  ///   nothing runs then.
  public func userTapsAction(titled title: String) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    let cannot = "The user cannot tap '\(title)' in '\(logName)':"
    guard let presenter = presentingViewController, hostWindow != nil else {
      throw NavigationError(.notOnScreen, "\(cannot) the alert is not shown.")
    }
    if let covering = presented {
      throw NavigationError(.notOnScreen, "\(cannot) '\(covering.logName)' is presented over it.")
    }
    guard let action = actions.first(where: { $0.title == title }) else {
      throw NavigationError(
        .notOnScreen,
        "\(cannot) it has no such button (it has "
          + actions.map { "'\($0.title ?? "")'" }.joined(separator: ", ") + ").")
    }
    guard action.isEnabled else {
      throw NavigationError(.notOnScreen, "\(cannot) the button is disabled.")
    }
    hostWindow?.log.append(Event("userTapsAlertAction", [logName, title]))
    presenter.dismiss(animated: true) {
      action.handler?(action)
    }
  }
}
