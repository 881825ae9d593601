/// UIKit's state a configuration is updated for (iOS 14): selected, highlighted, and so on.
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration {
///   func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
///   …
/// }
/// ```
///
/// The model never updates a configuration for a state: the protocol is here, empty, so that
/// an app's configurations compile.
public protocol UIConfigurationState {}
