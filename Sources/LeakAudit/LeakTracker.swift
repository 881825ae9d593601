/// Tracks objects through weak probes and checks that they are released, or kept, when they
/// should be.
///
/// Track objects as they are made, name the step that follows, say what it must release and
/// what it must keep, then settle:
///
/// ```swift
/// let tracker = LeakTracker()
/// let detail = tracker.track(detailScreen, role: .view, label: "memo detail")
/// let report = await tracker.step("back to list", expectReleased: [detail]) {
///   navigation.popViewController(animated: true)
/// }
/// #expect(report.isClean, "\(report.text)")
/// ```
///
/// A tracker is safe to use from many threads and tasks at once. It holds no strong reference
/// to any tracked object.
public final class LeakTracker: Sendable {
  /// How long settling waits and how often it looks.
  public let configuration: Configuration
  let state = LockedBox(LedgerState())
  /// The runtime functions that retain-graph analysis calls.
  let runtime: RuntimeSymbols

  /// Creates a tracker.
  ///
  /// - Parameter configuration: Deadlines and poll intervals; the defaults suit most tests.
  public init(configuration: Configuration = .default) {
    self.configuration = configuration
    self.runtime = .process
  }

  /// Creates a tracker whose retain-graph analysis uses the given runtime functions; tests use
  /// it to see the reports of a runtime that lacks some.
  package init(configuration: Configuration = .default, runtime: RuntimeSymbols) {
    self.configuration = configuration
    self.runtime = runtime
  }

  /// The tracker of the current task, if a scope set one.
  ///
  /// The Swift Testing trait `.checksForLeaks` and `withLeakTracking` set it; code that wants
  /// its objects checked when a tracker is around can track them here:
  ///
  /// ```swift
  /// LeakTracker.current?.track(self, role: .coordinator, label: "search")
  /// ```
  @TaskLocal public static var current: LeakTracker?

  // MARK: Tracking

  /// Starts tracking an object through a weak probe.
  ///
  /// Tracking the same live object again returns its first probe and changes nothing. An
  /// object that conforms to ``DeinitSignalling`` wakes settling as it deinits; any other is
  /// polled.
  ///
  /// - Parameters:
  ///   - object: The object to track. The tracker keeps only a weak reference.
  ///   - role: The part the object plays, for reports.
  ///   - label: The flow or screen the object belongs to, for reports.
  ///   - group: A name under which to count live instances (see ``limitLiveCount(ofGroup:to:)``)
  ///     besides the object's type.
  ///   - fileID: The file that tracks the object; defaults to the caller's.
  ///   - filePath: The full path of that file; defaults to the caller's.
  ///   - line: The line; defaults to the caller's.
  ///   - column: The column; defaults to the caller's.
  /// - Returns: A handle to state expectations about the object.
  @discardableResult
  public func track(
    _ object: AnyObject, role: Role = .object, label: String? = nil, group: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Probe {
    // The site's parts go separately: a `CallSite` made here and copied into the ledger cost a
    // stall on every track (its static strings' flag bytes, stored one way, loaded another).
    let (probe, isNew, mightSignal, countsLimits) = insert(
      object, role: role, label: label, group: group, fileID: fileID, filePath: filePath,
      line: line, column: column)
    if isNew, mightSignal, let signalling = object as? any DeinitSignalling {
      observe(signalling.deinitSignal, index: probe.number - 1)
    }
    if countsLimits { checkDeclaredLimit(ofNew: probe.number - 1) }
    return probe
  }

  /// Subscribes to an object's deinit signal: it stamps the record and wakes every settle.
  private func observe(_ signal: DeinitSignal, index: Int) {
    state.withLock { $0.announcing.insert(index) }
    signal.observe { [weak state] release in
      guard let state else { return }
      var bag: [AnyObject] = []
      let waiters = state.withLock { ledger -> [Waiter] in
        // Each announced deinit is a checkpoint for the objects that announce nothing: those
        // found dead now died before it.
        if !ledger.unsignalled.isEmpty {
          ledger.sweepUnsignalled(before: release.sequence, keeping: &bag)
        }
        ledger.signalledReleases[index] = release
        ledger.signalledSinceCheck.append(index)
        ledger.signalEpoch &+= 1
        defer { ledger.waiters.removeAll() }
        return ledger.waiters
      }
      withExtendedLifetime(bag) {}
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Records a new object, or finds the record of one tracked already.
  ///
  /// - Returns: The probe; whether the object is new; whether it may signal its deinit; and
  ///   whether a class declared a limit (see ``checkDeclaredLimit(ofNew:)``), for a new object.
  private func insert(
    _ object: AnyObject, role: Role, label: String?, group: String?, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) -> (probe: Probe, isNew: Bool, mightSignal: Bool, countsLimits: Bool) {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    let objectType: any AnyObject.Type = type(of: object)
    // Looking at the weak reference here cannot end a life: the caller holds `object`, and a
    // different object at the same address is already dead.
    let (index, isNew, knownToSignal, countsLimits) = state.withLock {
      ledger -> (Int, Bool, Bool?, Bool) in
      // This tracker holds a weak reference to each object it tracks, formed under this lock:
      // an object that no weak reference points to now is new, without a look in the table.
      if mightBeTracked(object), let existing = ledger.index(of: object) {
        return (existing, false, false, false)
      }
      let index = ledger.count
      ledger.addresses.append(address)
      ledger.references.append(WeakReference(object: object))
      ledger.expectations.append(.none)
      let declaredGroup =
        ledger.declaredLimits.isEmpty
        ? nil : ledger.declaredLimits[ObjectIdentifier(objectType)]?.group
      ledger.appendMetadata(
        type: objectType, role: role, label: label, group: group ?? declaredGroup,
        fileID: fileID, filePath: filePath, line: line, column: column)
      let known = ledger.signals(objectType)
      if known == false, ledger.recordsReleaseOrder { ledger.unsignalled.insert(index) }
      return (index, true, known, !ledger.limitedInstances.isEmpty)
    }
    guard isNew else { return (probe(index), false, false, false) }
    if let knownToSignal { return (probe(index), true, knownToSignal, countsLimits) }
    // The first object of its class: ask the runtime once, remember the answer for the class.
    let signals = object is any DeinitSignalling
    let declared = (object as? any LiveCountLimited).map { type(of: $0).liveCountLimit }
    let countsDeclaredLimits = state.withLock { ledger -> Bool in
      ledger.signallingTypes[ObjectIdentifier(objectType)] = signals
      if !signals, ledger.recordsReleaseOrder { ledger.unsignalled.insert(index) }
      if let declared {
        ledger.declare(declared, for: objectType)
        // Tracked before its class's limit was known: it counts in the group too.
        if group == nil, let declaredGroup = declared.group {
          ledger.rename(
            index,
            to: Naming(
              role: role, label: label, group: declaredGroup,
              site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
        }
      }
      return !ledger.limitedInstances.isEmpty
    }
    return (probe(index), true, signals, countsDeclaredLimits)
  }

  /// Whether a weak reference points to `object`; `false` means that this tracker does not
  /// track it.
  ///
  /// The runtime counts one weak reference for the object itself once any was formed. Without
  /// the runtime's count, always `true`.
  private func mightBeTracked(_ object: AnyObject) -> Bool {
    guard let weakRetainCount = runtime.weakRetainCount else { return true }
    return weakRetainCount(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())) > 1
  }

  /// Runs `body` under the lock, with a bag for the strong references that looking at weak ones
  /// makes; the bag is emptied only after the lock is released.
  ///
  /// Reading a weak reference retains the object for a moment. If its last other owner lets go
  /// meanwhile, the release that ends the look is the last one, and the object's deinit runs
  /// right there. Under the lock that deinit could call back into the tracker (a deinit signal
  /// does, and so may app code) and deadlock; with the bag, every such deinit runs unlocked.
  func withLedger<Result>(
    _ body: (inout LedgerState, inout [AnyObject]) throws -> Result
  ) rethrows -> Result {
    var bag: [AnyObject] = []
    let result = try state.withLock { try body(&$0, &bag) }
    withExtendedLifetime(bag) {}
    return result
  }

  func probe(_ index: Int) -> Probe {
    Probe(number: index + 1, trackerID: ObjectIdentifier(self))
  }

  /// The description of a tracked object, as findings print it.
  ///
  /// - Parameter probe: The object's probe.
  /// - Returns: Its number, role, label, type and tracking site.
  public func describe(_ probe: Probe) -> TrackedObject {
    let index = checkedIndex(probe)
    return state.withLock { $0.describe(index) }
  }

  /// The label of a tracked object, as ``describe(_:)`` gives it, without building the rest
  /// (its type's name is a string made for each call).
  ///
  /// - Parameter probe: The object's probe.
  /// - Returns: Its label, if it has one.
  package func label(of probe: Probe) -> String? {
    let index = checkedIndex(probe)
    return state.withLock { $0.naming(of: index).label }
  }

  /// Whether a tracked object is still alive.
  ///
  /// - Parameter probe: The object's probe.
  /// - Returns: `true` while anything holds the object strongly.
  public func isAlive(_ probe: Probe) -> Bool {
    let index = checkedIndex(probe)
    return withLedger { $0.isLive(index, keeping: &$1) }
  }

  /// Records a broken invariant: a rule about the tracked objects that did not hold.
  ///
  /// The code under test states the rule; the finding goes into ``report`` in the current
  /// step.
  ///
  /// ```swift
  /// tracker.recordBrokenInvariant("'Search' finished twice", objects: [search])
  /// ```
  ///
  /// - Parameters:
  ///   - message: What did not hold, in a sentence without a final period.
  ///   - objects: The objects concerned.
  /// - Returns: The finding, as recorded.
  @discardableResult
  public func recordBrokenInvariant(_ message: String, objects: [Probe] = []) -> Finding {
    let indices = objects.map(checkedIndex)
    return state.withLock { ledger in
      let finding = Finding(
        kind: .brokenInvariant, step: ledger.step(ledger.currentStep),
        objects: indices.map(ledger.describe), message: message)
      ledger.findings.append(finding)
      return finding
    }
  }

  /// How many objects this tracker has tracked, alive or not.
  public var trackedCount: Int { state.withLock { $0.count } }

  func checkedIndex(_ probe: Probe) -> Int {
    precondition(
      probe.trackerID == ObjectIdentifier(self),
      "Probe #\(probe.number) belongs to another LeakTracker; use the tracker that made it.")
    return probe.number - 1
  }

  // MARK: Steps and expectations

  /// Names the step that follows; findings from now on say they belong to it.
  ///
  /// Steps are numbered from 1 in the order they begin.
  ///
  /// - Parameter name: What the step does, for example `"back to main"`.
  public func beginStep(_ name: String) {
    state.withLock { $0.stepNames.append(name) }
  }

  /// The step that findings belong to now, or `nil` before the first.
  public var currentStep: Finding.Step? {
    state.withLock { $0.step($0.currentStep) }
  }

  /// States that objects must be released: the next settle or check reports each survivor as
  /// a leak, and each release after the soft deadline as a late release.
  ///
  /// An object that was expected alive is no longer.
  ///
  /// - Parameter probes: The objects that must go.
  public func expectReleased(_ probes: [Probe]) {
    let indices = probes.map(checkedIndex)
    state.withLock { ledger in
      for index in indices {
        if case .released = ledger.expectations[index] { continue }
        ledger.setExpectation(.released(step: ledger.currentStep), at: index)
      }
    }
  }

  /// States that objects must stay alive until further notice: each settle or check from now
  /// on reports one that is gone as a premature release.
  ///
  /// End the expectation with ``endAliveExpectation(_:)`` or ``expectReleased(_:)``.
  ///
  /// - Parameter probes: The objects that must stay.
  public func expectAlive(_ probes: [Probe]) {
    let indices = probes.map(checkedIndex)
    state.withLock { ledger in
      for index in indices {
        if case .released = ledger.expectations[index] {
          ledger.pendingReleases.removeAll { $0 == index }
        }
        ledger.setExpectation(.alive(step: ledger.currentStep), at: index)
      }
    }
  }

  /// Ends the "must stay alive" expectation of objects, without asking for their release.
  ///
  /// - Parameter probes: The objects that may now go, or stay, as they like.
  public func endAliveExpectation(_ probes: [Probe]) {
    let indices = probes.map(checkedIndex)
    state.withLock { ledger in
      for index in indices {
        if case .alive = ledger.expectations[index] { ledger.setExpectation(.none, at: index) }
      }
    }
  }

  /// Every finding this tracker has made so far, in report order.
  public var report: Report {
    state.withLock { Report(findings: $0.findings, releasedCount: $0.releasedCount) }
  }
}

extension LeakTracker {
  /// Where object number `number` was tracked, with the path and column test frameworks need.
  package func callSite(ofObjectNumber number: Int) -> CallSite {
    state.withLock { $0.naming(of: number - 1).site }
  }
}

extension LeakTracker {
  /// Changes who a tracked object is said to be: its role, label and the site reports name, as
  /// when code that knows it better claims an object tracked on its own (a screen that
  /// registered itself, then shown by a coordinator).
  ///
  /// - Parameters:
  ///   - probe: The object's probe.
  ///   - role: Its role from now on.
  ///   - label: Its label from now on.
  ///   - site: Where reports say it was tracked from now on.
  package func rename(_ probe: Probe, role: Role, label: String?, site: CallSite) {
    let index = checkedIndex(probe)
    state.withLock { ledger in
      var naming = ledger.naming(of: index)
      naming.role = role
      naming.label = label
      naming.site = site
      naming.origin = nil
      ledger.rename(index, to: naming)
    }
  }

  /// Says how a tracked object became known, for reports to say instead of its site: for an
  /// object no line of the app's tracked (one an explorer found, a screen that registered
  /// itself as it was made).
  ///
  /// - Parameters:
  ///   - probe: The object's probe.
  ///   - origin: What reports say after its name: `first seen in step 2 "user taps 'Buy'"`.
  package func describeOrigin(of probe: Probe, as origin: String) {
    let index = checkedIndex(probe)
    state.withLock { ledger in
      var naming = ledger.naming(of: index)
      naming.origin = origin
      ledger.rename(index, to: naming)
    }
  }
}
