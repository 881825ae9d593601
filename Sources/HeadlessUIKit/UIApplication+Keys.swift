import Foundation

extension UIApplication {
  /// The keys of the launch options an app delegate is given, as UIKit's: an explorer
  /// starts the app with none.
  ///
  /// ```swift
  /// if let url = launchOptions?[.url] as? URL { coordinator.handle(url) }
  /// ```
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name, as UIKit's (`UIApplicationLaunchOptionsURLKey`).
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that opened it.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification that launched it.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The Home screen quick action that launched it.
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The user activity that launched it.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// The keys of the options an app delegate's `application(_:open:options:)` is given.
  public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name, as UIKit's (`UIApplicationOpenURLOptionsSourceApplicationKey`).
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The bundle identifier of the app that opened the URL.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// Whether the file should be opened in place.
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// The keys of the options of ``UIApplication/open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name, as UIKit's (`UIApplicationOpenURLOptionUniversalLinksOnly`).
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only if an app handles it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}
