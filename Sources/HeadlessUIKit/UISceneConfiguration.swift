public import Foundation

/// UIKit's scene configuration: the name of a scene's configuration in the `Info.plist`, and
/// the classes and storyboard UIKit makes the scene with.
///
/// ```swift
/// UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
/// ```
///
/// The model reads no `Info.plist`: the configuration is kept as the app delegate returns it,
/// and an explorer makes the scene delegate the test names.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name in the `Info.plist`.
  public let name: String?
  /// The kind of scene it configures.
  public let role: UISceneSession.Role
  /// The class of the scene delegate UIKit would make; kept as set.
  open var delegateClass: AnyClass?
  /// The class of the scene; kept as set.
  open var sceneClass: AnyClass?
  /// The storyboard whose initial view controller UIKit would show; kept as set.
  open var storyboard: UIStoryboard?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - name: Its name in the `Info.plist`.
  ///   - sessionRole: The kind of scene.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
