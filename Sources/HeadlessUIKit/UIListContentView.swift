public import Foundation

/// UIKit's view for a `UIListContentConfiguration` (iOS 14): it holds the configuration and
/// draws nothing.
///
/// ```swift
/// let header = UIListContentView(configuration: .groupedHeader())
/// ```
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown.
  open var configuration: any UIContentConfiguration

  /// The configuration, as the list configuration it is.
  public var listContentConfiguration: UIListContentConfiguration? {
    configuration as? UIListContentConfiguration
  }

  /// Creates a view showing a configuration.
  ///
  /// - Parameter configuration: The configuration.
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// Not supported: a list content view is made in code.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }
}
