public import Foundation

/// UIKit's scene session: what persists of one instance of the app's interface, whether or
/// not its scene is connected.
///
/// ```swift
/// func application(
///   _ application: UIApplication, configurationForConnecting session: UISceneSession,
///   options: UIScene.ConnectionOptions
/// ) -> UISceneConfiguration {
///   UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
/// }
/// ```
///
/// The session names its scene weakly, as UIKit's: the application holds the scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// The kind of scene a session is for, as UIKit's `UISceneSession.Role`.
  public struct Role: Hashable, Sendable, RawRepresentable {
    /// The role's name, as UIKit's (`UIWindowSceneSessionRoleApplication`).
    public let rawValue: String

    /// Creates a role.
    ///
    /// - Parameter rawValue: The role's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The app's main interface on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Content on an external display the user cannot touch.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The scene this session is the current instance of, while it is connected; weak.
  public internal(set) weak var scene: UIScene?
  /// The kind of scene.
  public let role: Role
  /// The configuration the scene was made with: the one the app delegate returned.
  public internal(set) var configuration: UISceneConfiguration
  /// An identifier that stays the same for the session's life.
  public let persistentIdentifier: String
  /// What the app keeps with the session; kept as set.
  open var userInfo: [String: Any]?

  /// Creates a session, as UIKit does when the user opens an instance of the app's interface;
  /// apps do not call it.
  ///
  /// - Parameters:
  ///   - role: The kind of scene.
  ///   - configuration: The configuration its scene is made with.
  ///   - persistentIdentifier: Its identifier.
  public init(
    role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = "Session 1"
  ) {
    self.role = role
    self.configuration = configuration
    self.persistentIdentifier = persistentIdentifier
    super.init()
  }
}
