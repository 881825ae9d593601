/// A screen a ``SceneCoordinator`` can show, as the notes' `Scene` enum: it makes its view
/// controller, binds the view model to it, and may embed it in a container.
///
/// ```swift
/// let list = Scene("List", viewModel: MemoListViewModel(), inNavigationController: true) {
///   MemoListViewController()
/// }
/// try coordinator.transition(to: list, using: .root, animated: false)
/// ```
///
/// A scene holds its view model until it is shown; the shown screen holds it from then on.
/// Make a new scene for every transition.
@MainActor
public struct Scene {
  /// The scene's name; reports print `coordinator/name`.
  public let name: String
  let instantiate: @MainActor () -> Instance

  /// What a scene made: the view controller to show (the screen, or the container around it)
  /// and every screen in it with its view model and name, for the audit.
  struct Instance {
    struct Part {
      let screen: ViewController
      let name: String
      let viewModel: AnyObject?
    }

    let target: ViewController
    let parts: [Part]
  }

  /// A screen bound to its view model: `make` builds the screen, then `bind(viewModel:)` loads
  /// its view and binds, in that order, as in the notes.
  ///
  /// - Parameters:
  ///   - name: The scene's name, for reports.
  ///   - viewModel: The view model the screen holds.
  ///   - inNavigationController: Whether to embed the screen in a navigation controller of
  ///     its own (titled `nameNav`), as the notes' list scene is.
  ///   - make: Builds the screen.
  public init<Screen: ViewModelBindable>(
    _ name: String, viewModel: Screen.ViewModel, inNavigationController: Bool = false,
    make: @escaping @MainActor () -> Screen
  ) {
    self.name = name
    instantiate = {
      let screen = make()
      screen.bind(viewModel: viewModel)
      return Self.instance(
        of: screen, name: name, viewModel: viewModel, inNavigationController: inNavigationController
      )
    }
  }

  /// A screen with no view model, optionally embedded in a navigation controller of its own.
  ///
  /// - Parameters:
  ///   - name: The scene's name, for reports.
  ///   - inNavigationController: Whether to embed the screen in a navigation controller of
  ///     its own (titled `nameNav`).
  ///   - make: Builds the screen.
  public init(
    _ name: String, inNavigationController: Bool = false,
    make: @escaping @MainActor () -> ViewController
  ) {
    self.name = name
    instantiate = {
      Self.instance(
        of: make(), name: name, viewModel: nil, inNavigationController: inNavigationController)
    }
  }

  /// A tab bar controller whose tabs are other scenes, the first one selected.
  ///
  /// - Parameters:
  ///   - name: The scene's name, for reports.
  ///   - tabs: The scenes of the tabs, in order.
  /// - Returns: The scene.
  public static func tabs(_ name: String, _ tabs: [Scene]) -> Scene {
    Scene(name: name) {
      let instances = tabs.map { $0.instantiate() }
      let controller = TabBarController(viewControllers: instances.map(\.target), title: name)
      return Instance(
        target: controller,
        parts: [Instance.Part(screen: controller, name: name, viewModel: nil)]
          + instances.flatMap(\.parts))
    }
  }

  /// A screen, embedded in a navigation controller of its own (titled `nameNav`) or not.
  private static func instance(
    of screen: ViewController, name: String, viewModel: AnyObject?, inNavigationController: Bool
  ) -> Instance {
    let part = Instance.Part(screen: screen, name: name, viewModel: viewModel)
    guard inNavigationController else { return Instance(target: screen, parts: [part]) }
    let navigation = NavigationController(rootViewController: screen, title: "\(name)Nav")
    return Instance(
      target: navigation,
      parts: [Instance.Part(screen: navigation, name: "\(name)Nav", viewModel: nil), part])
  }

  private init(name: String, instantiate: @escaping @MainActor () -> Instance) {
    self.name = name
    self.instantiate = instantiate
  }
}
