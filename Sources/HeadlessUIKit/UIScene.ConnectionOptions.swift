public import Foundation

extension UIScene {
  /// Why a scene connects, as UIKit's `UIScene.ConnectionOptions`: the URLs it was opened
  /// with, among what UIKit says; an explorer connects scenes with none.
  ///
  /// ```swift
  /// if let url = connectionOptions.urlContexts.first?.url { coordinator.open(url) }
  /// ```
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs the scene was opened with.
    public let urlContexts: Set<UIOpenURLContext>
    /// The bundle identifier of the app that opened the scene, if one did.
    public let sourceApplication: String?

    /// Creates connection options; an explorer connects scenes with none.
    ///
    /// - Parameters:
    ///   - urlContexts: The URLs the scene was opened with.
    ///   - sourceApplication: The app that opened it.
    public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
      self.urlContexts = urlContexts
      self.sourceApplication = sourceApplication
      super.init()
    }
  }

  /// The options of a URL a scene is asked to open, as UIKit's `UIScene.OpenURLOptions`.
  @preconcurrency @MainActor
  open class OpenURLOptions: NSObject {
    /// The bundle identifier of the app that asked.
    public let sourceApplication: String?
    /// Whether the file should be opened in place.
    public let openInPlace: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - sourceApplication: The app that asked.
    ///   - openInPlace: Whether the file should be opened in place.
    public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.openInPlace = openInPlace
      super.init()
    }
  }
}
