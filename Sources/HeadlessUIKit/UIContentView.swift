/// UIKit's view that shows a content configuration (iOS 14).
///
/// ```swift
/// final class BadgeContentView: UIView, UIContentView {
///   var configuration: UIContentConfiguration
///   init(configuration: BadgeConfiguration) {
///     self.configuration = configuration
///     super.init(frame: .zero)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; a cell sets it when a new configuration of the same kind comes.
  var configuration: any UIContentConfiguration { get set }

  /// Whether this view can show a configuration (iOS 16); by default, when it is of the same
  /// type as the one shown.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: Whether to set it here rather than make a new view.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the same type as the one shown.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: Whether the types match.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
