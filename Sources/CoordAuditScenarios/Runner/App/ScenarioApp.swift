import CoordinatorTree

/// The app a scenario describes, built on the headless navigation model through the coordinator
/// kits: the window, the objects every declared name stands for, the extra references the
/// scenario's `ref` lines add, and the app's own references (the root flows it holds).
///
/// It performs one action at a time (``run(_:line:)``) and knows every object it made by
/// its declared name; ``Execution`` runs a scenario's script on it, and exploration plays
/// actions on it.
///
/// This file holds its state and is the only one that reads or changes it: what it made, in
/// its ``ScenarioRegistry``; the `ref`s it installed; the references it holds as an app
/// delegate does. Each coordinator system's flows are made by that system's ``FlowBuilder``,
/// and exploration asks what it needs (``encodeState(into:)``, ``discard()``, the queries),
/// both through the methods below.
@MainActor
final class ScenarioApp {
  let scenario: Scenario
  let audit: FlowAudit?
  let window: Window

  // The app's own references, as an app delegate's.
  /// The coordinators of the root and tab flows on screen, which the app holds.
  private var appRoots: [(flow: String, object: AnyObject)] = []
  /// Old root coordinators the app keeps by mistake (`kept-after-logout`).
  private var keptSessions: [AnyObject] = []
  /// The one scene coordinator of the scene flows, once one started (see ``scene()``).
  private var sceneCoordinator: ScenarioSceneCoordinator?
  /// The app-wide notifications (as `NotificationCenter.default`), which hand-written
  /// coordinators observe (`coordinator observes the app …`).
  let notifications = ResultStream()

  // What exists.
  /// Every object the app made, by declared name.
  private var registry = ScenarioRegistry()
  /// The extra references installed so far, by reference index.
  private var installed: [(index: Int, from: WeakBox, to: WeakBox)] = []
  /// The indices of the `ref`s installed at least once, the ones let go of since included: a
  /// `ref` never installed did nothing (see ``Execution``).
  private(set) var everInstalled: Set<Int> = []
  /// The window's answers while exploration asks which actions apply (``askingOnce(_:)``);
  /// `nil` otherwise.
  var queryMemo: QueryMemo?

  /// Creates the app, with nothing shown yet.
  ///
  /// - Parameters:
  ///   - scenario: The scenario whose declarations it builds.
  ///   - window: The window to show it in (the audit's, when audited).
  ///   - audit: The audit that probes what the kits make, if any.
  init(_ scenario: Scenario, window: Window, audit: FlowAudit?) {
    self.scenario = scenario
    self.window = window
    self.audit = audit
    // What the app holds (its root flows, kept sessions, the scene coordinator) explains a
    // survivor as much as the window does: paths from it start with `app`.
    audit?.tracker.addRetainRoot(self)
  }

  /// Performs one action, then names in the audit what it made and installs the `ref`s whose
  /// two ends now exist, whether or not the action threw.
  func run(_ action: Scenario.Action, line: Int) throws {
    defer {
      registry.nameUnnamed(in: audit)
      installReferences()
    }
    try perform(action, line: line)
  }

  /// The live objects an action names: a step block holds them until it ends.
  func objects(namedIn action: Scenario.Action) -> [AnyObject] {
    names(in: action).compactMap(object(named:))
  }

  // MARK: What exists

  /// Remembers an object the scenario declares: it counts under its name from now on, and is
  /// named in the audit's findings once the kit has registered it.
  ///
  /// A flow's instance is made after its first screen: remembering it links the screen to it
  /// (``ScenarioScreen/flowInstance``). The `ref`s from it, and to it, whose other end exists
  /// now are installed at once (see ``installReferences(of:named:)``).
  func remember(_ object: AnyObject, as name: String, line: Int) {
    registry.remember(object, as: name, line: line)
    if let flow = scenario.flow(named: name), flow.system != .scene,
      let first = scenario.screens(of: flow.name).first,
      let screen = registry.latest(named: first.name) as? ScenarioScreen,
      screen.flowInstance == nil
    {
      screen.flowInstance = object
    }
    installReferences(of: object, named: name)
  }

  /// The newest live instance remembered under a declared name.
  func latest(named name: String) -> AnyObject? {
    registry.latest(named: name)
  }

  /// The live instance of a declared name with this number (the Nth made, from 1).
  func instance(named name: String, number: Int) -> AnyObject? {
    registry.instance(named: name, number: number)
  }

  /// The number of a live instance of a declared name.
  func number(of object: AnyObject, named name: String) -> Int? {
    registry.number(of: object, named: name)
  }

  /// How many instances of a declared name the app made, the released ones included.
  func madeCount(named name: String) -> Int {
    registry.madeCount(named: name)
  }

  /// The newest live instance of a declared name; a scene flow is the scene coordinator.
  func object(named name: String) -> AnyObject? {
    if let flow = scenario.flow(named: name), flow.system == .scene { return sceneCoordinator }
    return registry.latest(named: name)
  }

  /// Every instance made, oldest first; the dead ones too, until ``forgetReleased(force:)``
  /// looks.
  var made: [(name: String, box: WeakBox)] { registry.instances }

  /// Live instances per declared name.
  var liveCounts: [String: Int] { registry.liveCounts }

  /// The live instances of a declared name, oldest first.
  func liveObjects(named name: String) -> [AnyObject] {
    registry.liveObjects(named: name)
  }

  /// Forgets the instances that are gone (see ``ScenarioRegistry/forgetReleased(force:)``).
  func forgetReleased(force: Bool = false) {
    registry.forgetReleased(force: force)
  }

  // MARK: Findings

  /// Findings in the scenario's words: declared names, lines of the scenario file, kit types,
  /// and retain paths through declared objects (see ``ScenarioNames``).
  func relabel(_ findings: [Finding]) -> [Finding] {
    registry.relabel(findings, file: scenario.file)
  }

  /// Tracked objects in the scenario's words: kit types, declared names, lines.
  func relabel(_ objects: [TrackedObject]) -> [TrackedObject] {
    registry.relabel(objects, file: scenario.file)
  }

  /// The labels of tracked objects in the scenario's words, as `relabel(_:)` gives them to
  /// released objects, without describing the objects.
  func labels(of probes: [Probe], in tracker: LeakTracker) -> [String] {
    probes.compactMap { registry.label(ofNumber: $0.number, tracked: tracker.label(of: $0)) }
  }

  /// The ownership graph after a step: the window's hierarchy and every live object the app
  /// made, with the step's leaked ones marked.
  func snapshot(after step: StepResult) -> OwnershipGraph {
    let survivors = Set(
      step.findings.filter { $0.kind == .leak }.flatMap(\.objects).compactMap(\.label))
    return OwnershipGraph.capture(
      window: window,
      objects: registry.instances.compactMap { entry in
        entry.box.object.map { (entry.name, $0) }
      },
      survivors: survivors, step: step.number)
  }

  // MARK: The app's own references

  /// Holds a root or tab flow's coordinator (or router), as an app delegate holds its root
  /// flows.
  func holdRoot(_ object: AnyObject, of flow: String) {
    appRoots.append((flow, object))
  }

  /// Holds the coordinators of tab flows, in tab order.
  func holdRoots(_ roots: [(flow: String, object: AnyObject)]) {
    appRoots += roots
  }

  /// The app drops the root flows it held (a logout), or keeps them by mistake.
  ///
  /// - Parameter new: The new root flow's object, which it goes on holding.
  func logOut(keeping new: AnyObject?) {
    let leaving = appRoots.filter { $0.object !== new }
    appRoots.removeAll { $0.object !== new }
    for (name, object) in leaving
    where scenario.flow(named: name)?.faults.contains(.keptAfterLogout) == true {
      keptSessions.append(object)
    }
  }

  /// The scene coordinator, made (and held by the app) on first use.
  func scene() -> ScenarioSceneCoordinator {
    if let sceneCoordinator { return sceneCoordinator }
    let coordinator = SceneBuilder(app: self).makeCoordinator()
    sceneCoordinator = coordinator
    remember(coordinator, as: "Scene", line: 0)
    return coordinator
  }

  // MARK: References

  /// Installs every `ref` whose two ends exist, between the newest instances of its ends,
  /// when they do not have it yet.
  private func installReferences() {
    dropGoneReferences()
    installed.removeAll { $0.from.object == nil || $0.to.object == nil }
    for (index, reference) in scenario.references.enumerated() {
      guard let from = object(named: reference.from), let to = object(named: reference.to)
      else { continue }
      install(index, from: from, to: to)
    }
  }

  /// Installs the `ref`s of an object just made whose other end lives now: from it to the
  /// newest instance of each target, and to it from the newest instance of each source.
  ///
  /// Two objects that exist at once get their `ref` then, as an initializer's argument or a
  /// property set as the object is made would: a target that the same action lets go of right
  /// after (the login screen's flow, when `replace root with Home` makes Home with a delegate to
  /// it) is held all the same, as in the app the scenario describes.
  private func installReferences(of made: AnyObject, named name: String) {
    for (index, reference) in scenario.references.enumerated() {
      if reference.from == name, let to = object(named: reference.to) {
        install(index, from: made, to: to)
      }
      if reference.to == name, let from = object(named: reference.from) {
        install(index, from: from, to: made)
      }
    }
  }

  /// Installs `ref` number `index` from one instance to another, in place of the one that
  /// instance had to another target.
  private func install(_ index: Int, from: AnyObject, to: AnyObject) {
    guard let source = from as? any ScenarioObject else { return }
    if let known = installed.firstIndex(where: { $0.index == index && $0.from.object === from }) {
      guard installed[known].to.object !== to else { return }
      installed.remove(at: known)
    }
    let reference = scenario.references[index]
    source.extras.add(reference.kind, to: to, named: reference.to)
    installed.append((index, WeakBox(from), WeakBox(to)))
    everInstalled.insert(index)
  }

  /// Forgets the weak `ref`s whose target has gone, as a weak property that reads `nil` does.
  ///
  /// Nothing reads an entry of a gone target otherwise than no entry, and an exploration's
  /// state key would keep it (and with it how the state was reached). Looks only at the
  /// references installed: after each action, before those whose target went are forgotten,
  /// and after each step.
  func dropGoneReferences() {
    for (index, from, to) in installed where to.object == nil {
      let reference = scenario.references[index]
      guard reference.kind == .weak, let from = from.object as? any ScenarioObject,
        from.extras.weak[reference.to].map({ $0.object == nil }) == true
      else { continue }
      from.extras.weak[reference.to] = nil
    }
  }

  /// The names an action mentions.
  func names(in action: Scenario.Action) -> [String] {
    switch action {
    case .start(let name, _), .push(let name, _), .finish(let name, _), .present(let name, _),
      .replaceRoot(let name), .popTo(let name, _), .userJumpsBack(let name),
      .dismissFlow(let name, _), .startAnother(let name, _):
      [name.text]
    case .setStack(let names, _): names.map(\.text)
    case .startTabs, .pop, .popToRoot, .dismiss, .selectTab, .userTapsBack, .userSwipesBack,
      .userSwipesBackAndCancels, .userSwipesDown, .userTapsTab:
      []
    }
  }

  // MARK: State

  /// Writes what the app holds and knows into a state's encoding: its roots (``roots``: the
  /// window, the flows it holds, the sessions it keeps by mistake, the scene coordinator, the
  /// notifications), the latest instance of
  /// every declared name, the live instances of each, and the `ref`s it installed.
  ///
  /// The app itself is bookkeeping (``ExcludedFromStateKey``): its instance counts and probe
  /// numbers depend on the way a state was reached, and enter the key by the encoder's
  /// numbers instead.
  ///
  /// - Parameter encoder: The search's encoder, between `begin()` and `finish()`.
  func encodeState(into encoder: StateEncoder) {
    for (name, object) in roots { encoder.root(name, object) }
    registry.encodeState(into: encoder)
    for reference in installed {
      guard let from = reference.from.object, let to = reference.to.object else { continue }
      encoder.note("installed ref \(reference.index):")
      encoder.reference(from)
      encoder.reference(to)
    }
  }

  /// What holds the app's state, each under its name: the window, the flows the app holds,
  /// the sessions it keeps by mistake, the scene coordinator, the app's notifications (see
  /// ``growthCensus()``).
  var roots: [(name: String, object: AnyObject)] {
    var roots: [(name: String, object: AnyObject)] = [("window", window)]
    roots += appRoots.map { ("app root \($0.flow)", $0.object) }
    roots += keptSessions.map { ("kept session", $0) }
    if let sceneCoordinator { roots.append(("scene coordinator", sceneCoordinator)) }
    roots.append(("notifications", notifications))
    return roots
  }

  /// A census of what the app's roots strongly reach (see ``GrowthCensus``), in the
  /// scenario's words: paths start at `window`, `notifications` or a declared name, and the
  /// runner's classes are called by the kit types they stand for (see ``ScenarioNames``).
  ///
  /// - Returns: The census; `nil` when the runtime cannot walk fields.
  func growthCensus() -> GrowthCensus? {
    var labels: [ObjectIdentifier: String] = [
      ObjectIdentifier(window): "window", ObjectIdentifier(notifications): "notifications",
    ]
    for (name, box) in registry.instances {
      if let object = box.object { labels[ObjectIdentifier(object)] = name }
    }
    return GrowthCensus(roots: roots.map(\.object), labels: labels)?.renamingTypes(
      ScenarioNames.typeName)
  }

  /// Lets go of everything the app made, once its session is over: the window's hierarchy
  /// (see ``Window/discardHierarchy()``), the app's own references, and what each object it
  /// made still holds that could hold it back (children, closures, subscriptions, `ref`s).
  ///
  /// Exploration plays tens of thousands of sessions, and many end with a flow still running
  /// (a stream's subscription holds its coordinator until the flow finishes) or with a leak
  /// the search found (a closure that captures its coordinator): without this, each of those
  /// stays in the process for the rest of the search. Nothing is checked after it.
  func discard() {
    window.discardHierarchy()
    for (_, box) in registry.instances {
      switch box.object {
      case let coordinator as HandWrittenCoordinator: coordinator.discard()
      case let object as any ScenarioObject: object.extras.removeAll()
      default: break
      }
    }
    notifications.complete()
    appRoots = []
    keptSessions = []
    sceneCoordinator = nil
  }
}

extension ScenarioApp: ExcludedFromStateKey {}
