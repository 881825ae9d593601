import CoordinatorTree

/// Reads who holds whom among a scenario's live objects, from the objects themselves: the
/// window's root, containers' children and presentations, the kits' coordinator links, screens'
/// view models, view models' owners, and every extra reference.
@MainActor
extension OwnershipGraph {
  /// The graph of the live objects.
  ///
  /// - Parameters:
  ///   - window: The scenario's window.
  ///   - objects: The declared objects alive now, with their names, in the order they were made.
  ///   - survivors: The names of the objects that had to go and did not.
  ///   - step: The step the graph shows.
  /// - Returns: Nodes in a stable order (the window, then the objects in the order they were
  ///   made, then containers as they are met), and their edges.
  static func capture(
    window: Window, objects: [(name: String, object: AnyObject)], survivors: Set<String>,
    step: Int
  ) -> OwnershipGraph {
    var builder = Builder(survivors: survivors)
    builder.node(for: window, name: "window", role: "window")
    for (name, object) in objects { builder.node(for: object, name: name, role: role(of: object)) }
    if let root = window.rootViewController {
      builder.edge(from: window, to: root, "rootViewController", .strong)
    }
    var index = 0
    // Objects met as edges' targets are appended to `builder.order` and visited in turn.
    while index < builder.order.count {
      let object = builder.order[index]
      index += 1
      edges(of: object, into: &builder)
    }
    return OwnershipGraph(step: step, nodes: builder.nodes, edges: builder.edges)
  }

  private static func role(of object: AnyObject) -> String {
    switch object {
    case is ScenarioRouter: "router"
    case is ScenarioModel: "view model"
    case is NavigationController, is TabBarController: "container"
    case is ViewController: "view"
    default: "coordinator"
    }
  }

  private static func edges(of object: AnyObject, into builder: inout Builder) {
    if let navigation = object as? NavigationController {
      for (index, screen) in navigation.viewControllers.enumerated() {
        builder.edge(from: navigation, to: screen, "viewControllers[\(index)]", .strong)
      }
    }
    if let tabs = object as? TabBarController {
      for (index, tab) in (tabs.viewControllers ?? []).enumerated() {
        builder.edge(from: tabs, to: tab, "viewControllers[\(index)]", .strong)
      }
    }
    if let viewController = object as? ViewController, viewController.parent == nil,
      let presented = viewController.presentedViewController
    {
      builder.edge(from: viewController, to: presented, "presentedViewController", .strong)
    }
    if let screen = object as? ScenarioScreen {
      if let model = screen.viewModel {
        builder.edge(from: screen, to: model, "model", .strong)
      }
      if let router = screen.router { builder.edge(from: screen, to: router, "router", .strong) }
    }
    if let model = object as? ScenarioModel {
      if let owner = model.owner { builder.edge(from: model, to: owner, "owner", .strong) }
      if let owner = model.weakOwner { builder.edge(from: model, to: owner, "owner", .weak) }
    }
    if let flow = object as? FlowCoordinator {
      builder.edge(from: flow, to: flow.navigationController, "navigationController", .strong)
      for (index, child) in flow.childCoordinators.enumerated() {
        builder.edge(from: flow, to: child, "childCoordinators[\(index)]", .strong)
      }
      if let parent = flow.parentCoordinator {
        builder.edge(from: flow, to: parent, "parentCoordinator", .weak)
      }
    }
    if let flow = object as? SelfReleasingCoordinator {
      if let parent = flow.parent { builder.edge(from: flow, to: parent, "parent", .strong) }
      if let child = flow.child { builder.edge(from: flow, to: child, "child", .weak) }
      if let model = flow.viewModel {
        builder.edge(
          from: flow, to: model, "viewModel", flow.holdsViewModelStrongly ? .strong : .weak)
      }
      if let navigation = flow.navigationController {
        builder.edge(from: flow, to: navigation, "navigationController", .weak)
      }
    }
    if let router = object as? Router, let root = router.rootViewController {
      builder.edge(
        from: router, to: root, "rootViewController", router.holdsRootStrongly ? .strong : .weak)
    }
    if let coordinator = object as? HandWrittenCoordinator {
      handWrittenEdges(of: coordinator, into: &builder)
    }
    if let screen = object as? ScenarioScreen, let navigation = screen.navigationController,
      navigation.delegate === screen
    {
      builder.edge(from: navigation, to: screen, "delegate", .weak)
    }
    if let scene = object as? SceneCoordinator, let current = scene.currentViewController {
      builder.edge(from: scene, to: current, "currentViewController", .strong)
    }
    if let declared = object as? any ScenarioObject {
      let extras = declared.extras
      for name in extras.strong.keys.sorted() {
        builder.edge(from: object, to: extras.strong[name]!, "strong ref", .strong)
      }
      for name in extras.weak.keys.sorted() {
        if let target = extras.weak[name]!.object {
          builder.edge(from: object, to: target, "weak ref", .weak)
        }
      }
      for name in extras.unowned.keys.sorted() {
        if let target = extras.unowned[name]!.objectIfAlive {
          builder.edge(from: object, to: target, "unowned ref", .unowned)
        }
      }
      for name in extras.closures.keys.sorted() {
        // The closure keeps its capture alive, so the weak copy still names it.
        if let target = extras.closureTargets[name]?.object {
          builder.edge(from: object, to: target, "closure", .strong)
        }
      }
      for name in extras.delegates.keys.sorted() {
        builder.edge(from: object, to: extras.delegates[name]!, "delegate", .strong)
      }
    }
  }

  /// A hand-written coordinator's links: its navigation controller, its children in the
  /// registry its wiring says, a router's completion keys, its parent, and the navigation
  /// controller's delegate slot when it holds it.
  private static func handWrittenEdges(
    of coordinator: HandWrittenCoordinator, into builder: inout Builder
  ) {
    let navigation = coordinator.navigationController
    builder.edge(from: coordinator, to: navigation, "navigationController", .strong)
    if navigation.delegate === coordinator {
      builder.edge(from: navigation, to: coordinator, "delegate", .weak)
    }
    for (index, child) in coordinator.childCoordinators.enumerated() {
      builder.edge(from: coordinator, to: child, "childCoordinators[\(index)]", .strong)
    }
    for key in coordinator.childrenByIdentifier.keys.sorted() {
      let child = coordinator.childrenByIdentifier[key]!
      builder.edge(from: coordinator, to: child, "childrenByIdentifier[\(child.name)]", .strong)
    }
    // A dictionary's order changes from run to run (its hashing is seeded per process), and a
    // leaked screen and its successor share a name: keys go in the order their screens were
    // made, so that the graph, and exploration's state key, are the same in every run.
    let ranked = coordinator.completions.keys.map { (builder.rank(of: $0), $0.logName, $0) }
    for (_, _, screen) in ranked.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      builder.edge(from: coordinator, to: screen, "completions[\(screen.logName)]", .strong)
    }
    if let parent = coordinator.parent {
      builder.edge(from: coordinator, to: parent, "parent", .weak)
    }
  }

  /// Collects nodes and edges, each node once, in the order met.
  @MainActor
  private struct Builder {
    let survivors: Set<String>
    var nodes: [OwnershipGraph.Node] = []
    var edges: [OwnershipGraph.Edge] = []
    var order: [AnyObject] = []
    var ids: [ObjectIdentifier: String] = [:]

    init(survivors: Set<String>) {
      self.survivors = survivors
    }

    /// Where an object's node stands (declared objects in the order they were made), or
    /// `Int.max` when it has none yet.
    func rank(of object: AnyObject) -> Int {
      order.firstIndex { $0 === object } ?? Int.max
    }

    @discardableResult
    mutating func node(for object: AnyObject, name: String, role: String) -> String {
      if let id = ids[ObjectIdentifier(object)] { return id }
      let id = "n\(nodes.count + 1)"
      ids[ObjectIdentifier(object)] = id
      nodes.append(
        OwnershipGraph.Node(
          id: id, name: name, role: role,
          isSurvivor: role != "container" && role != "window" && survivors.contains(name)))
      order.append(object)
      return id
    }

    mutating func edge(
      from: AnyObject, to: AnyObject, _ label: String, _ strength: OwnershipGraph.Edge.Strength
    ) {
      let fromID =
        ids[ObjectIdentifier(from)] ?? node(for: from, name: describe(from), role: role(from))
      let toID = ids[ObjectIdentifier(to)] ?? node(for: to, name: describe(to), role: role(to))
      edges.append(OwnershipGraph.Edge(from: fromID, to: toID, label: label, strength: strength))
    }

    private func describe(_ object: AnyObject) -> String {
      (object as? ViewController)?.logName ?? String(describing: type(of: object))
    }

    private func role(_ object: AnyObject) -> String {
      OwnershipGraph.role(of: object)
    }
  }
}
