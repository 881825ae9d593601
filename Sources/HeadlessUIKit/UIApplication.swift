public import CoordinatorTree
public import Foundation

/// UIKit's application object: the app's delegate, its connected scenes and their windows,
/// and the calls apps make on `UIApplication.shared`.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// let window = scene?.windows.first { $0.isKeyWindow }
/// UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// ```
///
/// Ownership is UIKit's: the application holds its connected scenes (and through them their
/// delegates) strongly, and its ``delegate`` weakly (UIKit's is `assign`: whoever starts the
/// app keeps the delegate, as `UIApplicationMain` does).
///
/// There is one application per run of the app. Under an audit (while
/// ``CoordinatorTree/FlowAudit/current`` is set: each step of an exploration's session),
/// `UIApplication.shared` is that audit's own application, made on first use, so that every
/// replay of an exploration starts the app afresh and explorations that run at once never
/// share it; elsewhere it is one application for the process. What the model does not
/// model: notifications are not posted, nothing is opened (``open(_:options:completionHandler:)``
/// records the URL), the state changes only when an explorer starts the app.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The state of the app, as UIKit's.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events (starting, or interrupted).
    case inactive
    /// In the background.
    case background
  }

  /// The app's delegate; weak (UIKit's is `assign`): whoever starts the app keeps it.
  open weak var delegate: (any UIApplicationDelegate)?
  /// The scenes connected to the app, owned strongly, with their delegates.
  public private(set) var connectedScenes: Set<UIScene> = []
  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
  /// The app's state: `.inactive` until an explorer starts the app and makes it active.
  public internal(set) var applicationState = State.inactive
  /// Whether the screen stays on; kept as set.
  open var isIdleTimerDisabled = false
  /// The number on the app's icon; kept as set.
  open var applicationIconBadgeNumber = 0
  /// Whether the app supports several scenes at once; `false`, as an app without that key in
  /// its `Info.plist`.
  public var supportsMultipleScenes: Bool { false }
  /// Whether ``registerForRemoteNotifications()`` was called.
  public private(set) var isRegisteredForRemoteNotifications = false
  /// The URLs passed to ``open(_:options:completionHandler:)``, in order: the model opens
  /// nothing, and a test reads what the app asked to open here.
  public private(set) var openedURLs: [URL] = []

  /// The windows of the connected scenes, as UIKit's `windows` (deprecated in iOS 15, still
  /// common): each scene's windows in the order they joined it.
  ///
  /// Under an audit, a window the audit watches that is in no scene (the window an
  /// explorer's `app:` closure is given) is listed too, once it is the key window.
  public var windows: [UIWindow] {
    var result = connectedScenes.sorted { $0.order < $1.order }
      .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
    if let audited = audit?.window, audited.isKeyWindow, audited.scene == nil,
      !result.contains(where: { $0 === audited })
    {
      result.append(audited)
    }
    return result
  }

  /// The key window among ``windows``, as UIKit's `keyWindow` (deprecated in iOS 13, still
  /// common).
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The audit this application belongs to, if any; weak.
  private weak var audit: FlowAudit?
  /// The delegate an explorer launched the app with, held as `UIApplicationMain` holds it.
  private var launchedDelegate: (any UIApplicationDelegate)?

  /// Creates an application; there is one per run of the app: use ``shared``.
  init(audit: FlowAudit?) {
    self.audit = audit
    super.init()
  }

  // MARK: The shared application

  /// The app's application object: under an audit, that audit's own (see the discussion
  /// above), else the process's.
  public class var shared: UIApplication {
    guard let audit = FlowAudit.current else { return ofTheProcess }
    return application(of: audit)
  }

  /// The application of code that runs under no audit.
  private static let ofTheProcess = UIApplication(audit: nil)
  /// An audit's application, held while the audit lives.
  private struct Audited {
    weak var audit: FlowAudit?
    let application: UIApplication
  }

  /// The applications of the audits alive.
  private static var audited: [Audited] = []

  /// The application of `audit`, made on first use; forgets those of audits that are gone.
  static func application(of audit: FlowAudit) -> UIApplication {
    audited.removeAll { $0.audit == nil }
    if let found = audited.first(where: { $0.audit === audit }) { return found.application }
    let made = UIApplication(audit: audit)
    audited.append(Audited(audit: audit, application: made))
    return made
  }

  /// Makes `delegate` the app's delegate and keeps it, as `UIApplicationMain` does.
  ///
  /// - Parameter delegate: The app's delegate.
  func launch(with delegate: any UIApplicationDelegate) {
    launchedDelegate = delegate
    self.delegate = delegate
  }

  // MARK: Scenes

  /// Connects `scene` to the app: the application holds it, and its delegate, until it
  /// disconnects.
  ///
  /// - Parameter scene: The scene.
  package func connect(_ scene: UIScene) {
    scene.order = nextSceneOrder
    nextSceneOrder += 1
    connectedScenes.insert(scene)
  }
  private var nextSceneOrder = 0

  /// Disconnects `scene`: its delegate hears `sceneDidDisconnect(_:)`, then the application
  /// lets go of it.
  ///
  /// - Parameter scene: A connected scene.
  package func disconnect(_ scene: UIScene) {
    guard connectedScenes.contains(scene) else { return }
    scene.activationState = .unattached
    scene.delegate?.sceneDidDisconnect(scene)
    connectedScenes.remove(scene)
  }

  // MARK: What apps ask of the application

  /// Asks the system to open a URL, as UIKit's: the model records it in ``openedURLs`` and
  /// opens nothing; the completion handler runs on a later turn of the main queue with
  /// `true`, as UIKit's runs once the URL was opened.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: Ignored.
  ///   - completion: Runs with `true` on the main queue.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion(true) } }
  }

  /// Whether an app can open the URL; `true` for any URL with a scheme: the model has every
  /// app.
  ///
  /// - Parameter url: The URL.
  /// - Returns: Whether it has a scheme.
  open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

  /// Registers for remote notifications, as UIKit's; the model only records it in
  /// ``isRegisteredForRemoteNotifications``.
  open func registerForRemoteNotifications() {
    isRegisteredForRemoteNotifications = true
  }

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
}
