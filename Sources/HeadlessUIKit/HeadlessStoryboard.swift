public import CoordinatorTree
import Foundation

/// The scenes of the app's storyboards, as a test registers them: Linux has no storyboard
/// files to load, so ``UIStoryboard`` makes what is registered here.
///
/// Register each scene the app asks for by its storyboard's name and its Storyboard ID, with
/// its class (made with `init(coder:)`, as UIKit makes a storyboard's view controllers) or
/// with a closure that makes it:
///
/// ```swift
/// HeadlessStoryboard.register("Main", "Detail", DetailViewController.self)
/// HeadlessStoryboard.register("Main", "Detail") { DetailViewController() }
/// HeadlessStoryboard.registerInitial("Main") { UINavigationController() }
/// // Screens whose Storyboard ID is their class name (the `Storyboarded` protocol's way):
/// HeadlessStoryboard.register("Main", byClassName: [HomeViewController.self, BuyViewController.self])
/// ```
///
/// A scene nobody registered whose identifier names a view controller class of the app (the
/// `Storyboarded` convention: the Storyboard ID is the class name) is made from that class
/// with `init(coder:)`; the app's modules are those of the delegates an explorer starts the app
/// through (`FlowExplorer(sceneDelegate:)`, `FlowExplorer(appDelegate:)`).
///
/// What the storyboard hands back is made as UIKit makes it: `awakeFromNib()` runs on it, it
/// is autoreleased (it lives until the current turn of the main loop ends, even when only weak
/// references hold it; see `MainLoop.autorelease(_:)`), and its `storyboard` names the
/// storyboard. Outlets are not connected: a view controller made with `init(coder:)` makes
/// its views in code (see docs/uikit-surface.md, "Interface Builder").
///
/// Registrations are process-wide and last for the process; registering a scene again
/// replaces it. A scene nobody registered stops the app with a sentence that names the
/// storyboard and the identifier and says how to register it, where UIKit raises.
@preconcurrency @MainActor
public enum HeadlessStoryboard {
  /// How a scene is made.
  typealias Maker = @MainActor (NSCoder) -> UIViewController?

  /// One storyboard's scenes.
  struct Storyboard {
    /// The scenes by Storyboard ID, with the order they were registered in.
    var scenes: [String: (order: Int, make: Maker)] = [:]
    /// The initial scene, if registered.
    var initial: Maker?
  }

  /// The storyboards by name.
  static var storyboards: [String: Storyboard] = [:]
  private static var order = 0

  /// Registers a scene made by its class, with `init(coder:)`, as UIKit makes it.
  ///
  /// ```swift
  /// HeadlessStoryboard.register("Main", "Detail", DetailViewController.self)
  /// ```
  ///
  /// - Parameters:
  ///   - storyboard: The storyboard's name, as `UIStoryboard(name:bundle:)` is given it.
  ///   - identifier: The scene's Storyboard ID.
  ///   - type: The scene's class; its `init?(coder:)` makes it.
  public static func register(
    _ storyboard: String, _ identifier: String, _ type: UIViewController.Type
  ) {
    add(storyboard, identifier) { coder in type.init(coder: coder) }
  }

  /// Registers a scene made by a closure.
  ///
  /// ```swift
  /// HeadlessStoryboard.register("Main", "Detail") { DetailViewController(viewModel: .preview) }
  /// ```
  ///
  /// - Parameters:
  ///   - storyboard: The storyboard's name, as `UIStoryboard(name:bundle:)` is given it.
  ///   - identifier: The scene's Storyboard ID.
  ///   - make: Makes the scene's view controller, each time the app asks for one.
  public static func register(
    _ storyboard: String, _ identifier: String,
    make: @escaping @MainActor () -> UIViewController
  ) {
    add(storyboard, identifier) { _ in make() }
  }

  /// Registers scenes whose Storyboard ID is their class name, as the `Storyboarded`
  /// protocol of the coordinator tutorials expects, each made with `init(coder:)`.
  ///
  /// ```swift
  /// HeadlessStoryboard.register("Main", byClassName: [ViewController.self, BuyViewController.self])
  /// ```
  ///
  /// - Parameters:
  ///   - storyboard: The storyboard's name.
  ///   - types: The scenes' classes; each one's identifier is its name without its module.
  public static func register(_ storyboard: String, byClassName types: [UIViewController.Type]) {
    for type in types { register(storyboard, String(describing: type), type) }
  }

  /// Registers the storyboard's initial scene, which `instantiateInitialViewController()`
  /// makes, and which a scene delegate's storyboard shows at launch.
  ///
  /// ```swift
  /// HeadlessStoryboard.registerInitial("Main") { UINavigationController(rootViewController: HomeViewController()) }
  /// ```
  ///
  /// - Parameters:
  ///   - storyboard: The storyboard's name.
  ///   - identifier: The scene's Storyboard ID too, if it has one.
  ///   - make: Makes the initial view controller.
  public static func registerInitial(
    _ storyboard: String, _ identifier: String? = nil,
    make: @escaping @MainActor () -> UIViewController
  ) {
    storyboards[storyboard, default: Storyboard()].initial = { _ in make() }
    if let identifier { register(storyboard, identifier, make: make) }
  }

  private static func add(_ storyboard: String, _ identifier: String, make: @escaping Maker) {
    order += 1
    storyboards[storyboard, default: Storyboard()].scenes[identifier] = (order, make)
  }

  // MARK: Making scenes

  /// Makes the scene `identifier` of `storyboard` as UIKit does: `awakeFromNib()`, then
  /// autoreleased, with its storyboard noted.
  ///
  /// - Returns: The view controller, or `nil` when nobody registered the scene.
  static func make(_ identifier: String, of storyboard: UIStoryboard) -> UIViewController? {
    let make: Maker
    if let scene = storyboards[storyboard.name]?.scenes[identifier] {
      make = scene.make
    } else if let type = AppModules.type(named: identifier, as: UIViewController.Type.self) {
      make = { coder in type.init(coder: coder) }
    } else {
      return nil
    }
    guard let made = make(StoryboardCoder(storyboard.name, identifier)) else {
      fatalError(
        "The view controller of the scene '\(identifier)' of the storyboard "
          + "'\(storyboard.name)' could not be made: its 'init?(coder:)' returned nil.")
    }
    return finish(made, storyboard)
  }

  /// Makes the initial scene of `storyboard` as UIKit does, or `nil` when none is registered.
  static func makeInitial(of storyboard: UIStoryboard) -> UIViewController? {
    guard let make = storyboards[storyboard.name]?.initial else { return nil }
    guard let made = make(StoryboardCoder(storyboard.name, nil)) else {
      fatalError(
        "The initial view controller of the storyboard '\(storyboard.name)' could not be made.")
    }
    return finish(made, storyboard)
  }

  /// What UIKit does to a view controller a storyboard made: `awakeFromNib()`, its
  /// storyboard noted, autoreleased.
  static func finish<ViewController: UIViewController>(
    _ made: ViewController, _ storyboard: UIStoryboard
  ) -> ViewController {
    UIViewController.origins[made] = storyboard.name
    made.awakeFromNib()
    return MainLoop.autorelease(made)
  }

  /// Whether anything of `storyboard` is registered.
  static func knows(_ storyboard: String) -> Bool { storyboards[storyboard] != nil }

  /// The sentence for a scene nobody registered: it names the storyboard and the identifier,
  /// lists what the storyboard has, and says how to register it.
  ///
  /// - Parameters:
  ///   - identifier: The Storyboard ID the app asked for.
  ///   - storyboard: The storyboard's name.
  /// - Returns: The sentence.
  package static func missingSceneMessage(_ identifier: String, in storyboard: String) -> String {
    let registered =
      storyboards[storyboard]?.scenes.sorted { $0.value.order < $1.value.order }
      .map { "'\($0.key)'" } ?? []
    let known =
      registered.isEmpty
      ? "Nothing is registered for the storyboard '\(storyboard)'."
      : "The storyboard '\(storyboard)' has \(registered.joined(separator: ", "))."
    // A Storyboard ID is often the class name; when it cannot be one, the example says so.
    let type = AppModules.canBeClassName(identifier) ? identifier : "ItsViewController"
    return "The storyboard '\(storyboard)' has no view controller with the identifier "
      + "'\(identifier)': nobody registered it, and \(AppModules.searched). \(known) Register "
      + "it before the app asks for it, with its class (made with init(coder:)): "
      + "HeadlessStoryboard.register(\"\(storyboard)\", \"\(identifier)\", \(type).self), or "
      + "with a closure that makes it: "
      + "HeadlessStoryboard.register(\"\(storyboard)\", \"\(identifier)\") { … }."
  }

  /// The sentence for a storyboard with no initial scene registered and nothing else either.
  ///
  /// - Parameter storyboard: The storyboard's name.
  /// - Returns: The sentence.
  package static func missingStoryboardMessage(_ storyboard: String) -> String {
    "Nothing is registered for the storyboard '\(storyboard)', so it has no initial view "
      + "controller. Register one before the app asks for it: "
      + "HeadlessStoryboard.registerInitial(\"\(storyboard)\") { … }."
  }
}

/// The coder a storyboard's view controller is made with: it carries which scene it makes,
/// and decodes nothing (the model has no archive).
final class StoryboardCoder: NSCoder {
  /// The storyboard's name.
  let storyboard: String
  /// The scene's identifier, `nil` for the initial scene.
  let identifier: String?

  init(_ storyboard: String, _ identifier: String?) {
    self.storyboard = storyboard
    self.identifier = identifier
    super.init()
  }
}
