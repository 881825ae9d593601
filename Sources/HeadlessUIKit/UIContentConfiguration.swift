/// UIKit's description of a cell's content (iOS 14), which makes the view that shows it.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = item.name
/// cell.contentConfiguration = content
/// ```
///
/// Setting a cell's `contentConfiguration` puts the view that ``makeContentView()`` makes in
/// the cell's content view, or hands the configuration to the view there when it
/// ``UIContentView/supports(_:)`` it, as UIKit does. Exploration names a row or an item by a
/// list configuration's `text`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes the view that shows this configuration.
  ///
  /// - Returns: The view, which the cell's content view then holds.
  func makeContentView() -> any UIView & UIContentView

  /// This configuration for a state; the model never asks.
  ///
  /// - Parameter state: The state.
  /// - Returns: The configuration for it.
  func updated(for state: any UIConfigurationState) -> Self
}
