public import CoordinatorTree
import Foundation

extension UIWindow {
  /// Creates a window in a scene, as a scene delegate does in
  /// `scene(_:willConnectTo:options:)`; its frame is the scene's screen's bounds.
  ///
  /// ```swift
  /// guard let windowScene = scene as? UIWindowScene else { return }
  /// window = UIWindow(windowScene: windowScene)
  /// ```
  ///
  /// Keep it (in the scene delegate's `window`): the scene holds its windows weakly.
  ///
  /// - Parameter windowScene: The scene, which then lists the window (weakly).
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// The scene the window is in; weak, as UIKit's.
  ///
  /// Setting it moves the window to that scene's ``UIWindowScene/windows``.
  public var windowScene: UIWindowScene? {
    get { scene as? UIWindowScene }
    set {
      guard newValue !== scene else { return }
      (scene as? UIWindowScene)?.remove(self)
      scene = newValue
      newValue?.add(self)
    }
  }

  /// The screen the window is on.
  public var screen: UIScreen { windowScene?.screen ?? UIScreen.main }
}
