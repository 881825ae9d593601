#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Child coordinators wired to their parent by a closure made in generic code, as apps write
// the helper that starts a child: in a protocol extension (`extension Coordinator { func
// startChild(_:) }`), in a generic coordinator, in a generic function, in nested generic
// types, as an `async` closure, capturing a generic value beside the coordinators, or
// capturing the child as `any Coordinator`. Each closure's context holds generic metadata: the
// walk must read it, or it cannot tell what belongs to which screen. The leaking form of each
// keeps the finished child in `children`. Written for this project; no code copied.

/// What every coordinator of the app is.
public protocol FinishingCoordinator: AnyObject {
  /// The flows it started and keeps.
  var children: [FinishingCoordinator] { get set }
  /// What it calls when its flow ends, set by whoever started it.
  var onFinish: (() -> Void)? { get set }
  /// What it calls, awaiting it, when its flow ends: the `async` form.
  var onFinishAsync: (@MainActor () async -> Void)? { get set }
  /// Shows its first screen.
  func start()
}

/// Where a child flow was opened from: a value the finishing closure captures.
public struct OpeningContext {
  var source: String
  var position: Int
}

/// How the app wires a child's end to its parent.
public enum FinishWiring: CaseIterable, Sendable {
  /// `extension FinishingCoordinator { func startChild(_:) }`: `[weak self, weak child]`.
  case protocolExtension
  /// A method of a generic coordinator, `RoutedCoordinator<Route>`: `[weak self]`.
  case genericClass
  /// `func attach<Parent, Child>(_:to:)`: `[weak parent, weak child]`.
  case genericFunction
  /// `Wiring<Parent>.Finish<Child>`: parameters at two depths.
  case nestedGenerics
  /// An `async` closure made in a protocol extension (awaited from a task), beside the
  /// finishing one.
  case asyncClosure
  /// A protocol extension's closure that also captures a generic value (and an optional one).
  case genericValue
  /// A closure that captures the child as `any FinishingCoordinator`, weakly.
  case existential
}

extension FinishingCoordinator {
  /// Starts a child, as tutorials' helpers do: kept, then told how to end.
  func startChild(_ child: FinishingCoordinator, keepsFinished: Bool) {
    children.append(child)
    child.onFinish = { [weak self, weak child] in
      guard let self, let child, !keepsFinished else { return }
      self.children.removeAll { $0 === child }
    }
    child.start()
  }

  /// Starts a child that also reports its end asynchronously (the parent saves what the child
  /// did), and lets it go when it finishes.
  func startChildAsync(_ child: FinishingCoordinator, keepsFinished: Bool) {
    children.append(child)
    child.onFinishAsync = { [weak self, weak child] in
      await Task.yield()
      guard let self, let child else { return }
      _ = self.children.contains { $0 === child }
    }
    child.onFinish = { [weak self, weak child] in
      guard let self, let child, !keepsFinished else { return }
      self.children.removeAll { $0 === child }
    }
    child.start()
  }

  /// Starts a child, and remembers where it was opened from.
  func startChild<Context>(
    _ child: FinishingCoordinator, context: Context, keepsFinished: Bool
  ) {
    children.append(child)
    let previous: Context? = context
    child.onFinish = { [weak self, weak child] in
      _ = (context, previous)
      guard let self, let child, !keepsFinished else { return }
      self.children.removeAll { $0 === child }
    }
    child.start()
  }
}

/// Wires a child's end to its parent, in a generic function.
func attach<Parent: FinishingCoordinator, Child: FinishingCoordinator>(
  _ child: Child, to parent: Parent, keepsFinished: Bool
) {
  parent.children.append(child)
  child.onFinish = { [weak parent, weak child] in
    guard let parent, let child, !keepsFinished else { return }
    parent.children.removeAll { $0 === child }
  }
  child.start()
}

/// A wiring with generic parameters at two depths.
struct Wiring<Parent: FinishingCoordinator> {
  let parent: Parent

  struct Finish<Child: FinishingCoordinator> {
    func closure(_ parent: Parent, _ child: Child, keepsFinished: Bool) -> () -> Void {
      { [weak parent, weak child] in
        guard let parent, let child, !keepsFinished else { return }
        parent.children.removeAll { $0 === child }
      }
    }
  }

  func start<Child: FinishingCoordinator>(_ child: Child, keepsFinished: Bool) {
    parent.children.append(child)
    child.onFinish = Finish<Child>().closure(parent, child, keepsFinished: keepsFinished)
    child.start()
  }
}

/// The app: a notes screen whose "Open" button starts a note flow, wired as `wiring` says.
public final class GenericFinishApp {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// The coordinator that starts the flows.
  let home: NotesCoordinator
  /// The one that starts them for ``FinishWiring/genericClass``.
  let router: RoutedCoordinator<NotesRoute>
  let wiring: FinishWiring
  let keepsFinished: Bool

  /// Builds the app on its window and shows the notes screen.
  public init(window: UIWindow, wiring: FinishWiring, keepsFinishedChild: Bool) {
    self.wiring = wiring
    keepsFinished = keepsFinishedChild
    home = NotesCoordinator(navigationController: navigationController)
    router = RoutedCoordinator(navigationController: navigationController)
    let screen = NotesViewController()
    screen.onOpen = { [weak self] in self?.open() }
    navigationController.viewControllers = [screen]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func open() {
    let child = NoteCoordinator(navigationController: navigationController)
    switch wiring {
    case .protocolExtension: home.startChild(child, keepsFinished: keepsFinished)
    case .genericClass:
      router.route(to: .detail(child), keepsFinished: keepsFinished)
    case .genericFunction: attach(child, to: home, keepsFinished: keepsFinished)
    case .nestedGenerics:
      Wiring(parent: home).start(child, keepsFinished: keepsFinished)
    case .asyncClosure: home.startChildAsync(child, keepsFinished: keepsFinished)
    case .genericValue:
      home.startChild(
        child, context: OpeningContext(source: "home", position: 1),
        keepsFinished: keepsFinished)
    case .existential:
      let existential: any FinishingCoordinator = child
      home.children.append(existential)
      let keepsFinished = keepsFinished
      existential.onFinish = { [weak home, weak existential] in
        guard let home, let existential, !keepsFinished else { return }
        home.children.removeAll { $0 === existential }
      }
      existential.start()
    }
  }
}

/// The home flow's coordinator.
final class NotesCoordinator: FinishingCoordinator {
  var children: [FinishingCoordinator] = []
  var onFinish: (() -> Void)?
  var onFinishAsync: (@MainActor () async -> Void)?
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {}
}

/// Where the home flow goes.
enum NotesRoute {
  case detail(FinishingCoordinator)
}

/// A coordinator generic over its routes, as router-style apps write one.
final class RoutedCoordinator<Route>: FinishingCoordinator {
  var children: [FinishingCoordinator] = []
  var onFinish: (() -> Void)?
  var onFinishAsync: (@MainActor () async -> Void)?
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {}

  func route(to route: Route, keepsFinished: Bool) {
    guard case .detail(let child)? = route as? NotesRoute else { return }
    children.append(child)
    child.onFinish = { [weak self, weak child] in
      guard let self, let child, !keepsFinished else { return }
      self.children.removeAll { $0 === child }
    }
    child.start()
  }
}

/// The note flow: it finishes when its screen is popped, however the user leaves it.
final class NoteCoordinator: FinishingCoordinator {
  var children: [FinishingCoordinator] = []
  var onFinish: (() -> Void)?
  var onFinishAsync: (@MainActor () async -> Void)?
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let screen = NoteViewController()
    screen.onClose = { [weak self] in self?.finish() }
    navigationController.pushViewController(screen, animated: true)
  }

  func finish() {
    onFinish?()
    if let onFinishAsync {
      Task { @MainActor in await onFinishAsync() }
    }
  }
}

final class NotesViewController: UIViewController {
  var onOpen: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open", primaryAction: UIAction { [weak self] _ in self?.onOpen?() })
  }
}

final class NoteViewController: UIViewController {
  var onClose: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Note"
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { onClose?() }
  }
}
