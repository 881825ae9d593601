/// Runs navigation step by step and checks, after each settled step, that everything that
/// belonged to what left the screen was released, and everything still on screen kept.
///
/// The coordinator kits register what they create: coordinators (with their parent, or as a
/// root), screens (with the coordinator that owns them) and view models (with the screens
/// they back, one or several). After each step the audit works out what departed and what
/// remains from the window itself:
///
/// - a screen remains while it is in the window's hierarchy (a stack, a tab, a presentation);
/// - a view model remains while one of its screens does;
/// - a coordinator remains while it owns a remaining screen or has a remaining child; a root
///   also remains before it has shown any screen (a root whose screens all left, after the
///   window's root was replaced, departs); an app-wide coordinator (the notes' one scene
///   coordinator) always remains.
///
/// The audit looks only at what a step changed: the screens registered, and those the window
/// says left its hierarchy; it counts, for each view model and coordinator, what of its own
/// remains; a step costs what it changes, not everything on screen. Debug builds
/// also work the answer out from the whole window after every step, and stop on a difference.
///
/// What departed must be released (else a leak); what remains must stay alive (else a
/// premature release). Invariants the kits state (a current-screen pointer is not stale, a
/// flow finishes at most once) are checked too.
///
/// ```swift
/// let audit = FlowAudit(window: window)
/// let app = MainCoordinator(window: window, audit: audit)
/// try await audit.step("start") { try app.start() }
/// try await audit.step("open search") { try app.showSearch() }
/// let report = try await audit.step("back to main") { try navigation.userTapsBack() }
/// #expect(report.isClean, "\(report.text)")
/// ```
///
/// A call the model's UIKit-named API rejects, as UIKit would (pushing a view controller that is
/// already on the stack, popping to one that is not on it), did nothing; the audit reports it
/// as a broken invariant of the step, at the line of the call (see ``NavigationMisuse``).
///
/// The window's event log gets a `released(label)` event for each departed object, in the
/// order the objects died (``lastReleases``), objects of your own that do not signal their
/// deinit included: each signal of the model's view controllers (and of any
/// ``DeinitSignalling`` object) is a checkpoint at which the audit looks at the others, and
/// objects that die between two checkpoints are ordered by who held whom before the step.
@MainActor
public final class FlowAudit {
  /// The window whose hierarchy decides what is on screen.
  ///
  /// An explorer that starts the app through its own delegates moves the audit to the window
  /// the app makes (see `FlowAudit+AppWindow.swift`).
  public internal(set) var window: Window
  /// Whether the audit moves to the windows the app makes, and whether it has moved yet.
  var appWindows = AppWindowFollowing.off
  /// The tracker that probes every registered object.
  public let tracker: LeakTracker

  var entries = AuditRegistry()
  /// Finds the app's own objects that belonged to departed screens, when an explorer asks
  /// (see `FlowAudit+Ownership.swift`).
  var ownership: OwnershipInference?
  private var invariants: [(name: String, check: @MainActor () -> Violation?)] = []
  /// What left the window in the step under way and was declared before its end (see
  /// ``beginUserActionStep(_:)``), for its release log.
  private var departedInStep: [AuditEntry] = []
  /// The broken rules recorded since the last step ended.
  var brokenRules: [Finding] = []
  /// Whether the app queued work for later, which its settles must wait for.
  var queuedWork = QueuedWorkWatch()

  /// Creates an audit of the view controllers shown in `window`.
  ///
  /// - Parameters:
  ///   - window: The window whose hierarchy decides what is on screen.
  ///   - configuration: Deadlines of each step's settle; a leak is reported at the hard one.
  public init(window: Window, configuration: LeakTracker.Configuration = .default) {
    self.window = window
    self.tracker = LeakTracker(configuration: configuration)
    // Retain paths start from what is on screen: the window and all it holds.
    tracker.addRetainRoot(window)
    // The window's event log grows with every callback, by design: no growth of the app's.
    tracker.excludeFromGrowth([.field("log", of: Window.self)])
    tracker.recordReleaseOrder()
    observe(window)
  }

  /// Hears `window`'s misuses and what leaves its hierarchy.
  ///
  /// - Parameter window: The window the audit watches.
  func observe(_ window: Window) {
    window.observeMisuse { [weak self] misuse, involved in
      self?.recordMisuse(misuse, involving: involved)
    }
    // What left the window, and what was registered, is all the audit looks at after a step.
    window.observeHierarchy { [weak self] viewController in
      guard let self, let key = entries.key(of: viewController) else { return }
      entries.touchedScreens.append(key)
    }
  }

  // MARK: Registration

  /// Registers a coordinator.
  ///
  /// - Parameters:
  ///   - coordinator: The coordinator; the audit keeps no strong reference.
  ///   - label: The flow's name, for reports.
  ///   - parent: The coordinator that started it, or `nil` for a root.
  ///   - isRoot: Whether it may live before it shows a screen (a root departs only when every
  ///     screen it showed has gone).
  ///   - isAppWide: Whether the app holds it for its whole life, whatever is on screen (as the
  ///     notes' scene coordinator): it never departs, and must stay alive.
  ///   - role: The role reports print; a router registers as `router`.
  ///   - fileID: The caller's file ID.
  ///   - line: The caller's line.
  /// - Returns: Its probe.
  @discardableResult
  public func registerCoordinator(
    _ coordinator: AnyObject, label: String, parent: AnyObject? = nil, isRoot: Bool = false,
    isAppWide: Bool = false, role: Role = .coordinator, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Probe {
    let kind = AuditEntry.Kind.coordinator(
      parent: relation(to: parent), isRoot: isRoot || isAppWide, isAppWide: isAppWide)
    if let key = entries.key(of: coordinator) {
      // Registered again (a flow made as a root, then started as someone's child): the
      // latest relation counts.
      entries.rewire(key) { $0.kind = kind }
      notePendingRelations(of: key)
      return entries[key]!.probe
    }
    return register(coordinator, role: role, label: label, kind: kind, fileID: fileID, line: line)
  }

  /// Registers a screen owned by a coordinator.
  ///
  /// A navigation or tab bar controller registers the same way, as a screen that contains
  /// others, and reports name it a `container`.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - label: `flow/screen`, for reports.
  ///   - owner: The coordinator that made it.
  ///   - fileID: The caller's file ID.
  ///   - line: The caller's line.
  /// - Returns: Its probe.
  @discardableResult
  public func registerScreen(
    _ screen: ViewController, label: String, owner: AnyObject?,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Probe {
    let owner = relation(to: owner)
    if let key = owner?.key { entries.recount(key) { $0.hasShownAScreen = true } }
    let role: Role =
      screen is NavigationController || screen is TabBarController ? .container : .view
    // A screen that registered itself when it was made (see `current`) is claimed by the
    // first code that names its owner: its owner, label and site become that code's.
    if let key = entries.key(of: screen), let entry = entries[key], owner != nil,
      case .screen(nil) = entry.kind
    {
      entries.rewire(key) { $0.kind = .screen(owner: owner) }
      notePendingRelations(of: key)
      tracker.rename(
        entry.probe, role: role, label: label,
        site: CallSite(fileID: fileID, filePath: fileID, line: line, column: 0))
      return entry.probe
    }
    return register(
      screen, role: role, label: label, kind: .screen(owner: owner), fileID: fileID, line: line)
  }

  /// The audit of the code running now, if an explorer or a test set one: every view
  /// controller of the model registers itself with it when it is made, as a screen with no
  /// owner yet.
  ///
  /// ```swift
  /// FlowAudit.current?.registerCoordinator(self, label: "Search", parent: parent)
  /// ```
  @TaskLocal public static var current: FlowAudit?

  /// Registers a view controller that was just made, with no owner; called by the model.
  func adopt(_ screen: ViewController) {
    guard entries.key(of: screen) == nil else { return }
    let probe = register(
      screen, role: .view, label: screen.logName, kind: .screen(owner: nil),
      fileID: #fileID, line: #line)
    // No line of the app's registered it: say when it was made, not the audit's own line.
    tracker.describeOrigin(
      of: probe,
      as: "made in \(tracker.currentStep.map(String.init(describing:)) ?? "the start")")
  }

  /// Registers a view model and the screens it backs; call again to add a screen (1:N).
  ///
  /// - Parameters:
  ///   - viewModel: The view model.
  ///   - label: `flow/name`, for reports.
  ///   - screens: The screens it backs.
  ///   - owner: The coordinator that made it.
  ///   - fileID: The caller's file ID.
  ///   - line: The caller's line.
  /// - Returns: Its probe.
  @discardableResult
  public func registerViewModel(
    _ viewModel: AnyObject, label: String, screens: [ViewController], owner: AnyObject?,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Probe {
    let added = screens.compactMap { relation(to: $0) }
    if let key = entries.key(of: viewModel), let existing = entries[key],
      case .viewModel(let known, let knownOwner) = existing.kind
    {
      entries.rewire(key) { $0.kind = .viewModel(screens: known + added, owner: knownOwner) }
      backViewModel(key, with: added)
      notePendingRelations(of: key)
      return existing.probe
    }
    let isNew = entries.key(of: viewModel) == nil
    let probe = register(
      viewModel, role: .viewModel, label: label,
      kind: .viewModel(screens: added, owner: relation(to: owner)), fileID: fileID, line: line)
    if isNew { backViewModel(probe.number, with: added) }
    return probe
  }

  /// Tells each screen a view model was registered with that it backs it: the view model
  /// remains while one of them does.
  private func backViewModel(_ viewModel: Int, with screens: [Relation]) {
    for screen in screens {
      guard let key = screen.key else { continue }
      entries.rewire(key) { $0.viewModels.append(viewModel) }
    }
  }

  /// Adds a rule to check after every step: `check` returns what is wrong, or `nil`.
  ///
  /// - Parameters:
  ///   - name: The rule, for example `"the current screen is the top-most content"`.
  ///   - check: Returns a sentence saying how the rule is broken, or `nil` when it holds.
  public func addInvariant(_ name: String, _ check: @escaping @MainActor () -> String?) {
    invariants.append((name, { check().map { Violation($0) } }))
  }

  /// Adds a rule to check after every step, whose violation names the objects concerned.
  ///
  /// ```swift
  /// audit.addInvariant("the current screen is the top-most content") {
  ///   current === window.topViewController ? nil : Violation("it points at '\(current.title)'", objects: [current])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The rule.
  ///   - check: Returns how the rule is broken, or `nil` when it holds.
  public func addInvariant(_ name: String, _ check: @escaping @MainActor () -> Violation?) {
    invariants.append((name, check))
  }

  /// How a rule is broken: a sentence, and the registered objects it concerns.
  public struct Violation {
    /// How the rule is broken, without a final period.
    public var message: String
    /// The objects concerned; those registered with the audit are named in the finding.
    public var objects: [AnyObject]

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - message: How the rule is broken.
    ///   - objects: The objects concerned.
    public init(_ message: String, objects: [AnyObject] = []) {
      self.message = message
      self.objects = objects
    }
  }

  /// Records that a flow finished; a second finish of the same flow is a broken invariant.
  ///
  /// - Parameter coordinator: The coordinator whose flow finished.
  public func flowFinished(_ coordinator: AnyObject) {
    guard let key = entries.key(of: coordinator) else { return }
    entries.updateInPlace(key) { $0.finishCount += 1 }
    let entry = entries[key]!
    if entry.finishCount > 1 {
      brokenRules.append(
        tracker.recordBrokenInvariant(
          "'\(entry.label)' finished \(entry.finishCount) times; a flow finishes at most once",
          objects: [entry.probe]))
    }
  }

  /// Records a misuse made through a UIKit-named call in the window as a broken invariant of
  /// the step under way, naming the call's site and the registered view controllers involved.
  private func recordMisuse(_ misuse: NavigationMisuse, involving involved: [ViewController]) {
    brokenRules.append(
      tracker.recordBrokenInvariant(
        misuse.description, objects: involved.compactMap { probe(of: $0) }))
  }

  private func register(
    _ object: AnyObject, role: Role, label: String, kind: AuditEntry.Kind,
    fileID: StaticString, line: UInt
  ) -> Probe {
    if let key = entries.key(of: object) { return entries[key]!.probe }
    let probe = tracker.track(object, role: role, label: label, fileID: fileID, line: line)
    entries.register(
      AuditEntry(probe: probe, kind: kind, label: label, address: ObjectIdentifier(object)),
      for: object)
    notePendingRelations(of: probe.number)
    return probe
  }

  /// A relation to a registered object, or one that waits for it to be registered.
  private func relation(to object: AnyObject?) -> Relation? {
    object.map { entries.relation(to: $0) }
  }

  /// Remembers an entry whose relations wait for an object to be registered: each step
  /// looks again at those entries alone.
  private func notePendingRelations(of key: Int) {
    guard let entry = entries[key] else { return }
    let pending: Bool
    switch entry.kind {
    case .coordinator(let parent, _, _): pending = parent?.isPending(in: entries) == true
    case .screen(let owner): pending = owner?.isPending(in: entries) == true
    case .viewModel(let screens, let owner):
      pending =
        owner?.isPending(in: entries) == true || screens.contains { $0.isPending(in: entries) }
    }
    if pending { entries.entriesWithPendingRelations.insert(key) }
  }

  /// Resolves the relations to objects registered after the entries that name them.
  private func resolvePendingRelations() {
    guard !entries.entriesWithPendingRelations.isEmpty else { return }
    for key in entries.entriesWithPendingRelations.sorted() {
      entries.entriesWithPendingRelations.remove(key)
      guard let entry = entries[key] else { continue }
      var kind = entry.kind
      var shown: [Int] = []
      var backed: [Relation] = []
      switch kind {
      case .coordinator(var parent, let isRoot, let isAppWide):
        _ = parent?.resolve(in: entries)
        kind = .coordinator(parent: parent, isRoot: isRoot, isAppWide: isAppWide)
      case .screen(var owner):
        if let owner = owner?.resolve(in: entries) { shown.append(owner) }
        kind = .screen(owner: owner)
      case .viewModel(var screens, var owner):
        for index in screens.indices {
          if screens[index].resolve(in: entries) != nil { backed.append(screens[index]) }
        }
        _ = owner?.resolve(in: entries)
        kind = .viewModel(screens: screens, owner: owner)
      }
      entries.rewire(key) { $0.kind = kind }
      backViewModel(key, with: backed)
      for owner in shown { entries.recount(owner) { $0.hasShownAScreen = true } }
      notePendingRelations(of: key)
    }
  }

  // MARK: Steps

  /// Runs one step, settles, and checks what departed, what remains and every invariant.
  ///
  /// - Parameters:
  ///   - name: What the step does; findings name it.
  ///   - action: The step: programmatic calls or user actions. The ``MainLoop`` runs until it
  ///     is idle before the step and after `action`, so that animated transitions end and
  ///     autoreleased objects go before anything is judged; before the step and after
  ///     `action`, the main queue runs what the app queued on it, as between two user events
  ///     (``letMainQueueRun()``).
  /// - Returns: The findings of this step.
  /// - Throws: What `action` throws; then nothing is checked.
  @discardableResult
  public func step(_ name: String, _ action: () throws -> Void) async throws -> Report {
    // What the app queued since the last step runs before the user acts.
    _ = await letMainQueueRun()
    // The app's code runs in `runningAppCode`, which notes whether it queued work for later.
    let (stepNumber, departedInAction) = try runningAppCode {
      // What started before the step ends before it: its releases are not this step's.
      MainLoop.runUntilIdle()
      tracker.beginStep(name)
      let stepNumber = tracker.currentStep?.number
      tracker.recordHoldings()
      do {
        try action()
      } catch {
        MainLoop.runUntilIdle()
        throw error
      }
      // The step's animated transitions end, and its autoreleased objects go, before anything
      // is judged (see ``MainLoop``).
      MainLoop.runUntilIdle()
      let departed = departedInStep + declareExpectations()
      departedInStep = []
      return (stepNumber, departed)
    }
    // What the app queued on the main queue runs before anything is judged, as it would
    // before the user's next action (see `FlowAudit+QueuedWork.swift`).
    var departed = departedInAction
    if await letMainQueueRun() { departed += runningAppCode { declareExpectations() } }
    // Nothing the app queued, and no transition that waits: nothing can release an object
    // later, and the settle judges at once.
    var report = await tracker.settle(judgingAtOnce: judgesAtOnceNow())
    for (rule, check) in invariants {
      guard let broken = check() else { continue }
      brokenRules.append(
        tracker.recordBrokenInvariant(
          "\(rule): \(broken.message)", objects: broken.objects.compactMap(probe(of:))))
    }
    // The step's own, and those of the user actions it named as steps of their own.
    report = report.merging(
      Report(findings: brokenRules.filter { ($0.step?.number ?? 0) >= (stepNumber ?? 0) }))
    brokenRules.removeAll()
    logReleases(departed)
    return report
  }

  /// Names what follows after the user action that just ended, inside a step that plays
  /// several (a test's body).
  ///
  /// A step named `name` begins, and what left the window during the action is expected
  /// released in it: a finding then says after which user action an object should have gone,
  /// not only the whole body's name. The body's step settles all of them.
  ///
  /// - Parameter name: The user action, as a sequence says it: `user taps back`.
  package func beginUserActionStep(_ name: String) {
    tracker.beginStep(name)
    departedInStep += declareExpectations()
  }

  /// Inside a step that plays several user actions, expects released what left the window
  /// since the last look, in the step under way (see ``beginUserActionStep(_:)``).
  package func declareDeparturesSoFar() {
    departedInStep += declareExpectations()
  }

  /// Every finding of every step so far.
  public var report: Report { tracker.report }

  /// The probe of a registered object that is still alive, to name it in findings.
  ///
  /// - Parameter object: The object.
  /// - Returns: Its probe, or `nil` if it was never registered or was released since.
  public func probe(of object: AnyObject) -> Probe? {
    entries.key(of: object).flatMap { entries[$0]?.probe }
  }

  /// The labels of the registered objects that are alive now, in registration order.
  public var liveLabels: [String] {
    entries.keysInOrder.compactMap { entries[$0] }.filter { tracker.isAlive($0.probe) }.map(
      \.label)
  }

  /// Marks what departed since the last step as expected released, what remains as expected
  /// alive; returns the newly departed.
  ///
  /// Looks only at what the step changed: the entries registered or rewired, the screens that
  /// left the window's hierarchy, and, through the counts of what remains
  /// (`AuditRegistry+Remaining.swift`), the view models and coordinators whose last remaining
  /// screen or child went. Debug builds work the answer out from the whole window too, and
  /// stop on any difference.
  func declareExpectations() -> [AuditEntry] {
    resolvePendingRelations()
    for key in AuditRegistry.take(&entries.touchedScreens) {
      guard let entry = entries[key], !entry.departed, case .screen = entry.kind else { continue }
      let shown = (entries.object(ofKey: key) as? ViewController)?.isShown(in: window) ?? false
      if shown != entry.isInHierarchy { entries.recount(key) { $0.isInHierarchy = shown } }
    }
    var candidates = AuditRegistry.take(&entries.changed)
    var wholeWindow: Set<Int>?
    #if DEBUG
      wholeWindow = remainingInWholeWindow()
    #endif
    if entries.hasParentCycle {
      let remaining = wholeWindow ?? remainingInWholeWindow()
      candidates = entries.keysInOrder
      return declare(candidates) { remaining.contains($0.key) }
    }
    #if DEBUG
      if let wholeWindow { crossCheck(candidates, against: wholeWindow) }
    #endif
    return declare(candidates) { $0.remains }
  }

  /// Expects alive the candidates that remain and are not yet expected alive, released those
  /// that do not remain; in registration order, which is probe order.
  private func declare(_ candidates: [Int], remains: (AuditEntry) -> Bool) -> [AuditEntry] {
    var departed: [AuditEntry] = []
    var newlyAlive: [Probe] = []
    for key in candidates {
      entries.withEntry(key) { entry in
        guard !entry.departed else { return }
        if remains(entry) {
          guard !entry.isExpectedAlive else { return }
          newlyAlive.append(entry.probe)
          entry.isExpectedAlive = true
        } else {
          entry.departed = true
          departed.append(entry)
        }
      }
    }
    tracker.expectAlive(newlyAlive)
    tracker.expectReleased(departed.map(\.probe))
    return departed
  }

  /// The departed objects that the last step released, in the order they died.
  public private(set) var lastReleases: [Probe] = []

  /// Appends `released(label)` to the window's log for each departed object that went, in
  /// the order they died.
  private func logReleases(_ departed: [AuditEntry]) {
    let gone = departed.filter { !tracker.isAlive($0.probe) }
    let ordered = tracker.releaseOrder(of: gone.map(\.probe))
    // Every object is stamped when it dies; anything unstamped would come last, in order.
    let stamped = Set(ordered)
    let unordered = gone.map(\.probe).filter { !stamped.contains($0) }
    lastReleases = ordered + unordered
    let labels = Dictionary(uniqueKeysWithValues: gone.map { ($0.probe, $0.label) })
    for probe in lastReleases { window.log.append(.released(labels[probe] ?? "?")) }
    dropGoneReferences(around: gone)
    entries.remove(gone.map(\.key))
  }
}
