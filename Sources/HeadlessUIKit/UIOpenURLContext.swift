public import Foundation

/// A URL a scene is asked to open, with its options, as UIKit's: what
/// `scene(_:openURLContexts:)` and ``UIScene/ConnectionOptions/urlContexts`` hold.
///
/// ```swift
/// func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
///   guard let url = URLContexts.first?.url else { return }
///   coordinator?.handleDeepLink(url)
/// }
/// ```
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  /// Who asked, and how.
  public let options: UIScene.OpenURLOptions

  /// Creates a context, as a test that plays a deep link does.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: Who asked, and how.
  public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
    super.init()
  }
}
