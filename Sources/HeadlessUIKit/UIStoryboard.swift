public import CoordinatorTree
public import Foundation

/// UIKit's storyboard: makes the view controllers of its scenes, here those a test registered
/// with ``HeadlessStoryboard``.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
/// let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
/// ```
///
/// Each view controller is made as UIKit makes it: `awakeFromNib()` runs on it, it is
/// autoreleased (alive until the current turn of the main loop ends, even when only weak
/// references hold it), and its `storyboard` is this one. A scene nobody registered stops the
/// app with a sentence that says how to register it, where UIKit raises.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name.
  let name: String

  /// A storyboard by name, as UIKit's; the bundle is ignored (scenes are registered, not
  /// loaded).
  ///
  /// - Parameters:
  ///   - name: The storyboard's name, without its extension.
  ///   - storyboardBundleOrNil: Ignored.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// Makes the storyboard's initial view controller, as UIKit's.
  ///
  /// - Returns: It, or `nil` when the storyboard has scenes registered but no initial one (a
  ///   storyboard without an initial view controller). A storyboard with nothing registered
  ///   at all stops the app with a sentence that says how to register its initial scene.
  open func instantiateInitialViewController() -> UIViewController? {
    if let made = HeadlessStoryboard.makeInitial(of: self) { return made }
    guard HeadlessStoryboard.knows(name) else {
      fatalError(HeadlessStoryboard.missingStoryboardMessage(name))
    }
    return nil
  }

  /// Makes the storyboard's initial view controller with your code, as UIKit's (iOS 13).
  ///
  /// - Parameter creator: Makes it from the coder (`init?(coder:)` and what you add); when it
  ///   returns `nil`, or is `nil`, the registered initial scene is made.
  /// - Returns: It, or `nil` as ``instantiateInitialViewController()``.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    if let creator, let made = creator(StoryboardCoder(name, nil)) {
      return HeadlessStoryboard.finish(made, self)
    }
    guard let made = instantiateInitialViewController() else { return nil }
    return Self.cast(made, "the initial view controller", of: name)
  }

  /// Makes the view controller of the scene with this Storyboard ID, as UIKit's.
  ///
  /// - Parameter identifier: The scene's Storyboard ID.
  /// - Returns: A new view controller; a scene nobody registered stops the app with a
  ///   sentence that says how to register it (UIKit raises).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let made = HeadlessStoryboard.make(identifier, of: self) else {
      fatalError(HeadlessStoryboard.missingSceneMessage(identifier, in: name))
    }
    return made
  }

  /// Makes the view controller of a scene with your code, as UIKit's (iOS 13), so that it
  /// can take what it needs in its initializer.
  ///
  /// ```swift
  /// storyboard.instantiateViewController(identifier: "Detail") { coder in
  ///   DetailViewController(coder: coder, item: item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The scene's Storyboard ID.
  ///   - creator: Makes it from the coder; when it returns `nil`, or is `nil`, the registered
  ///     scene is made (and must be of the type asked for).
  /// - Returns: A new view controller.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    if let creator, let made = creator(StoryboardCoder(name, identifier)) {
      return HeadlessStoryboard.finish(made, self)
    }
    let made = instantiateViewController(withIdentifier: identifier)
    return Self.cast(made, "the scene '\(identifier)'", of: name)
  }

  /// `made` as the type asked for, or a sentence that says what was registered instead.
  private static func cast<ViewController: UIViewController>(
    _ made: UIViewController, _ what: String, of storyboard: String
  ) -> ViewController {
    guard let typed = made as? ViewController else {
      fatalError(
        "The storyboard '\(storyboard)' made a '\(type(of: made))' for \(what), where a "
          + "'\(ViewController.self)' was asked for: register that class for it.")
    }
    return typed
  }
}
