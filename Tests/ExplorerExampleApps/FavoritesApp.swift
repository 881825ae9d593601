import Dispatch

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A recipe screen whose "Save" button stores the recipe in the user's favourites, as tutorials
// write a store that keeps the main thread free: the write goes to the store's own serial
// queue or its actor, now or a moment later (a debounced save). The explorer waits in the step
// for a block queued on another queue now, as for one on the main queue, and for a task to its
// end; it does not wait for work due later (a block after a delay, a task's sleep), so what
// such work would change in the window shows at whichever step it lands: its exploration says
// so in a note. Written for this project; no code copied.

/// Where the favourites store does its writes.
public enum FavoritesWrites: Sendable, CaseIterable {
  /// `DispatchQueue.main.async`: run by the step that saved.
  case onTheMainQueue
  /// The store's own serial `DispatchQueue`, now: run by the step that saved.
  case onItsOwnQueue
  /// The store's own queue, 50 ms later (`asyncAfter`): not waited for.
  case afterADelay
  /// A `Task` that hands the name to the store's actor: followed to its end in the step.
  case inATask
  /// A `Task` that sleeps 50 ms first (a debounce), then hands the name to the store's actor:
  /// the sleep is not waited for.
  case inATaskAfterASleep
}

/// The app's coordinator: one recipe screen in a navigation stack.
public final class FavoritesAppCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let store: FavoritesStore

  /// Builds the app on its window and shows the recipe.
  public init(window: UIWindow, writes: FavoritesWrites) {
    store = FavoritesStore(writes: writes)
    let recipe = RecipeCardViewController(name: "Shakshuka", store: store)
    navigationController.viewControllers = [recipe]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }
}

/// The user's favourite recipes, written off the caller's code.
final class FavoritesStore: @unchecked Sendable {
  private let writes: FavoritesWrites
  private let queue = DispatchQueue(label: "favorites.store")
  private var names: Set<String> = []
  private let shelf = FavoritesShelf()

  init(writes: FavoritesWrites) {
    self.writes = writes
  }

  func add(_ name: String) {
    switch writes {
    case .onTheMainQueue:
      DispatchQueue.main.async { self.names.insert(name) }
    case .onItsOwnQueue:
      queue.async { self.names.insert(name) }
    case .afterADelay:
      queue.asyncAfter(deadline: .now() + .milliseconds(50)) { self.names.insert(name) }
    case .inATask:
      Task { await shelf.insert(name) }
    case .inATaskAfterASleep:
      Task {
        try await Task.sleep(for: .milliseconds(50))
        await shelf.insert(name)
      }
    }
  }
}

/// Where the task forms keep the names: an actor of the store's.
actor FavoritesShelf {
  private var names: Set<String> = []

  func insert(_ name: String) {
    names.insert(name)
  }
}

/// A recipe, with a button that saves it.
final class RecipeCardViewController: UIViewController {
  let name: String
  let store: FavoritesStore

  init(name: String, store: FavoritesStore) {
    self.name = name
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = name
    let save = UIButton(
      primaryAction: UIAction(title: "Save") { [weak self] _ in
        guard let self else { return }
        self.store.add(self.name)
      })
    view.addSubview(save)
  }
}
