import CoordinatorTree
import LeakAudit

/// A coordinator written the way apps and blog posts write them, without the kits: a class
/// that keeps its children, pushes its screens on the navigation controller it was given, and
/// hears whatever its ``Scenario/Wiring`` says it hears: the navigation controller's
/// delegate callbacks, its first screen's disappearance, a sheet's swipe down.
///
/// Each choice of the wiring is a real stored property or closure, so that it owns (or fails
/// to own) exactly as the same code in an app:
///
/// ```swift
/// final class Coordinator: UINavigationControllerDelegate {
///   var childCoordinators: [Coordinator] = []          // keeps children in array
///   var finishFlow: (() -> Void)?                      // reports finish by closure
///   func navigationController(_ nav: …, didShow …) {   // ends on did-show
///     for child in childCoordinators where !nav.viewControllers.contains(child.firstScreen) { … }
///   }
/// }
/// ```
///
/// It registers itself, its screens and its view models with the audit, as a user's own
/// coordinator does (see ``FlowAudit``).
@MainActor
final class HandWrittenCoordinator: ScenarioObject, DeinitSignalling {
  nonisolated let deinitSignal = DeinitSignal()
  let name: String
  let wiring: Scenario.Wiring
  let navigationController: NavigationController
  /// Whether the flow has a navigation controller of its own (a root, tab or sheet flow)
  /// rather than its parent's.
  let ownsNavigation: Bool
  /// The identifier its parent keys it by (`keeps children in dictionary`): its name and the
  /// smallest number no other child of the parent has, given when the parent stores it.
  private(set) var identifier: String
  let extras = ExtraReferences()
  let audit: FlowAudit?
  /// Whether a view controller is in the window's hierarchy, as `view.window != nil` says.
  let isInWindow: @MainActor (ViewController) -> Bool

  // What a parent keeps, as its wiring says.
  /// `keeps children in array`.
  var childCoordinators: [HandWrittenCoordinator] = []
  /// `keeps children in dictionary`.
  var childrenByIdentifier: [String: HandWrittenCoordinator] = [:]
  /// `keeps children in completions`: a router's completion per pushed first screen.
  var completions: [ViewController: () -> Void] = [:]
  /// `keeps children in registry`: on the root, the app's one list of the flows started,
  /// whoever started them.
  var registry: [HandWrittenCoordinator] = []
  /// The subscriptions to its children's result streams (`reports finish by stream`).
  var disposeBag: [ResultSubscription] = []

  // What a child has.
  /// The parent that started it.
  weak var parent: HandWrittenCoordinator?
  /// Set by the parent: tells it that this flow finished (`reports finish by closure`).
  var finishFlow: (() -> Void)?
  /// Its parent's subscription to its result, which the parent disposes when it finishes
  /// (`reports finish by stream … disposed when it finishes`).
  weak var subscriptionInParent: ResultSubscription?
  /// Its result (`reports finish by stream`): one value when it finishes.
  let result = ResultStream()
  /// Its subscriptions to view models' output (`subscribes to MODEL`).
  var cancellables: [ResultSubscription] = []
  /// The app's notifications, which `observes the app` adds an observer to; weak, since an app
  /// reaches `NotificationCenter.default` through a global rather than a stored property: a
  /// leak through the center is held by the center, not by whichever coordinator a walk
  /// meets first.
  weak var notifications: ResultStream?
  /// The observer it added (`observes the app … until it finishes` removes it then).
  private var observer: ResultSubscription?
  /// The first screen it showed; weak, as the stack holds it.
  weak var firstScreen: ViewController?
  private(set) var isFinished = false
  /// The navigation controller's delegate before it took the slot.
  weak var previousDelegate: (any NavigationControllerDelegate)?

  init(
    name: String, wiring: Scenario.Wiring, navigationController: NavigationController,
    ownsNavigation: Bool, notifications: ResultStream, audit: FlowAudit?,
    isInWindow: @escaping @MainActor (ViewController) -> Bool
  ) {
    self.name = name
    self.wiring = wiring
    self.navigationController = navigationController
    self.ownsNavigation = ownsNavigation
    identifier = name
    self.notifications = notifications
    self.audit = audit
    self.isInWindow = isInWindow
  }

  /// Lets go of everything it holds that could hold it back.
  ///
  /// Its children, closures, subscriptions and `ref`s go, so that a flow still running when
  /// its session ends, or one that leaks through a cycle, is freed with the session rather
  /// than kept for the rest of the process. Exploration calls it on a session it will not
  /// play again; nothing is checked after.
  func discard() {
    childCoordinators = []
    childrenByIdentifier = [:]
    completions = [:]
    registry = []
    disposeBag = []
    finishFlow = nil
    result.complete()
    cancellables = []
    observer = nil
    extras.removeAll()
  }

  // MARK: Children

  /// The children it keeps, in the order they were stored.
  var children: [HandWrittenCoordinator] {
    switch wiring.registry {
    case .array, .completions: childCoordinators
    case .dictionary: childrenByIdentifier.values.sorted { $0.identifier < $1.identifier }
    case .registry: root.registry.filter { $0.parent === self }
    }
  }

  /// The root coordinator: the one with no parent, up the chain of parents.
  var root: HandWrittenCoordinator {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// Keeps `child` and listens for its finish, as the child's wiring says; the child's first
  /// screen must be set (a router's completion is keyed by it).
  func store(_ child: HandWrittenCoordinator) {
    child.parent = self
    audit?.registerCoordinator(child, label: child.name, parent: self)
    switch child.wiring.report {
    case .closure(capturing: .weakly):
      child.finishFlow = { [weak self, weak child] in
        guard let self, let child else { return }
        self.childDidFinish(child)
      }
    case .closure(capturing: .strongly):
      // The closure is stored on the child and captures it: child → finishFlow → child.
      child.finishFlow = { [weak self] in self?.childDidFinish(child) }
    case .stream:
      // As `coordinate(to:).do(onNext:)`: the handler captures the child until the stream
      // completes, and the dispose bag keeps the subscription (see ``finish()`` for one
      // disposed when the child finishes).
      let subscription = child.result.subscribe { [weak self] in self?.childDidFinish(child) }
      disposeBag.append(subscription)
      child.subscriptionInParent = subscription
    }
    switch wiring.registry {
    case .array: childCoordinators.append(child)
    case .dictionary where wiring.keysByType:
      // `childCoordinators[String(describing: type(of: child))] = child`: one flow, one type,
      // one key; a second instance replaces the first.
      child.identifier = child.name
      childrenByIdentifier[child.identifier] = child
    case .dictionary:
      // As an app keys children by an identifier of each: one no other child has. The
      // smallest free number, so that the same children get the same keys however they came.
      let taken = Set(childrenByIdentifier.keys)
      child.identifier =
        (1...).lazy.map { "\(child.name)-\($0)" }.first { !taken.contains($0) } ?? child.name
      childrenByIdentifier[child.identifier] = child
    case .registry:
      root.registry.append(child)
    case .completions:
      childCoordinators.append(child)
      guard let first = child.firstScreen else { return }
      // As a router's `completions[controller] = completion`: the map keeps the screen as
      // its key, and the closure keeps the child.
      completions[first] = { [weak self] in
        self?.childCoordinators.removeAll { $0 === child }
      }
    }
  }

  /// Called when a child reports that it finished: removes what the wiring says.
  func childDidFinish(_ child: HandWrittenCoordinator) {
    switch wiring.removal {
    case .child: remove(child)
    case .childAndDescendants:
      // Deepest first, as they went: every flow the child started, and so on.
      var lineage: [HandWrittenCoordinator] = [child]
      var index = 0
      while index < lineage.count {
        lineage += lineage[index].children
        index += 1
      }
      for coordinator in lineage.reversed() { remove(coordinator) }
    case .itself: remove(self)
    }
  }

  /// Lets go of `coordinator` if it is one of its children, by identity.
  func remove(_ coordinator: HandWrittenCoordinator) {
    switch wiring.registry {
    case .array: childCoordinators.removeAll { $0 === coordinator }
    case .dictionary:
      for (key, child) in childrenByIdentifier where child === coordinator {
        childrenByIdentifier[key] = nil
      }
    case .registry:
      root.registry.removeAll { $0 === coordinator }
    case .completions:
      // The router runs the completion of the child's first screen, once: taken out of the
      // map, then called.
      guard let first = coordinator.firstScreen,
        let completion = completions.removeValue(forKey: first)
      else { return }
      completion()
    }
  }

  // MARK: Screens

  /// Shows the flow's first screen: pushes it on the shared navigation controller, or (on a
  /// navigation controller of its own, where it is the root already) takes the delegate.
  func start(first screen: ScenarioScreen, model: ScenarioModel?, animated: Bool) throws {
    firstScreen = screen
    if let observation = wiring.observation {
      // `NotificationCenter.default.addObserver(forName:object:queue:) { … }`: the center
      // keeps the block, and what it captures, until the observer is removed.
      switch observation.capture {
      case .strongly: observer = notifications?.subscribe { self.handleNotification() }
      case .weakly:
        observer = notifications?.subscribe { [weak self] in self?.handleNotification() }
      }
    }
    if ownsNavigation {
      // The app's root coordinator of a navigation controller is its delegate, as in every
      // blog post, unless it takes the slot only when it is empty (it is, on a new one).
      if wiring.takesDelegate != .whenUnset || navigationController.delegate == nil {
        navigationController.delegate = self
      }
      register(screen, model: model)
      return
    }
    switch wiring.takesDelegate {
    case .restoring:
      previousDelegate = navigationController.delegate
      navigationController.delegate = self
    case .whenUnset:
      if navigationController.delegate == nil { navigationController.delegate = self }
    case nil:
      break
    }
    try show(screen, model: model, animated: animated)
  }

  /// Pushes one of its screens.
  func show(_ screen: ScenarioScreen, model: ScenarioModel?, animated: Bool) throws {
    register(screen, model: model)
    try navigationController.strict.pushViewController(screen, animated: animated)
  }

  /// Registers a screen and its view model, listens to the first screen's disappearance if the
  /// wiring says so, and subscribes to the view model's output.
  private func register(_ screen: ScenarioScreen, model: ScenarioModel?) {
    audit?.registerScreen(screen, label: "\(name)/\(screen.logName)", owner: self)
    if screen === firstScreen,
      wiring.events.contains(.viewWillDisappear) || wiring.events.contains(.viewDidDisappear)
    {
      screen.disappearanceDelegate = self
    }
    guard let model else { return }
    audit?.registerViewModel(model, label: "\(name)/\(model.name)", screens: [screen], owner: self)
    for subscription in wiring.subscriptions where subscription.model == model.name {
      switch subscription.capture {
      case .strongly:
        // `sink { self.handle() }.store(in: &cancellables)`: self → cancellables → self.
        cancellables.append(model.output.subscribe { self.handleOutput() })
      case .weakly:
        cancellables.append(model.output.subscribe { [weak self] in self?.handleOutput() })
      }
    }
  }

  private func handleOutput() {}

  private func handleNotification() {}

  // MARK: Finishing

  /// Its own code finishes the flow (a Done button): closes its screens, then reports.
  func finish(animated: Bool) throws {
    if ownsNavigation {
      if let presenter = navigationController.presentingViewController {
        try presenter.strict.dismiss(animated: animated)
      }
    } else if let first = firstScreen,
      let index = navigationController.stackIndex(of: first),
      index > 0
    {
      try navigationController.strict.popToViewController(
        navigationController.viewControllers[index - 1], animated: animated)
    }
    didFinish()
  }

  /// The flow is over: hands back the delegate, then tells its parent once, as the wiring
  /// says.
  func didFinish() {
    guard !isFinished else { return }
    isFinished = true
    if wiring.observation?.removesWhenFinished == true, let observer {
      notifications?.unsubscribe(observer)
      self.observer = nil
    }
    audit?.flowFinished(self)
    if case .restoring(let restore) = wiring.takesDelegate,
      navigationController.delegate === self
    {
      navigationController.delegate = restore == .previous ? previousDelegate : nil
    }
    switch wiring.report {
    case .closure: finishFlow?()
    case .stream(let completes, let disposed):
      result.emit()
      if completes { result.complete() }
      // As `disposable.dispose()` and a bag of its own per child, instead of the parent's bag
      // for as long as the parent lives.
      if disposed, let subscription = subscriptionInParent {
        result.unsubscribe(subscription)
        parent?.disposeBag.removeAll { $0 === subscription }
      }
    }
  }
}
