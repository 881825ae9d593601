import CoordinatorTree

/// Every object the app made, by the name the scenario declares it by, and the words the audit's
/// findings use for them.
///
/// The app remembers each object it makes (``remember(_:as:line:)``); once an action is over it
/// names them in the audit (``nameUnnamed(in:)``), so that findings say `Register` at line 9,
/// not `SelfReleasingFlow #12`:
///
/// ```swift
/// registry.remember(coordinator, as: "Register", line: 9)
/// registry.nameUnnamed(in: audit)
/// registry.latest(named: "Register")  // the newest live instance
/// registry.instance(named: "Register", number: 1)  // the first one made, while it lives
/// ```
///
/// Instances of a name are numbered from 1 in the order they were made, as scenario files
/// write them (`dismiss Compose 2`); the numbers are the run's own bookkeeping, never part of a
/// state's key.
///
/// Its storage is its own, changed only through these methods. The app holds it privately
/// (only ScenarioApp.swift reads or changes it); the runner, the builders and exploration ask
/// the app. It is a value stored in the app, not an object: the app's retain walk sees what it
/// holds (its objects waiting to be named read as `madeInThisStep`, see ``ScenarioNames``), and
/// a step allocates nothing more for it.
@MainActor
struct ScenarioRegistry {
  /// The instances of every declared name, oldest first, each with its number; the dead ones
  /// too, until ``forgetReleased(force:)`` looks.
  private var byName: [String: [(box: WeakBox, number: Int)]] = [:]
  /// The names ``byName`` holds, in order, as a state's key last sorted them.
  ///
  /// Every key writes them in this order, and most steps make no new name, so they are sorted
  /// again only after one came or went (``namesChanged``), never by a step that makes an
  /// object. With each, what a key writes before its newest instance and its live ones, made
  /// once per name, not once per key.
  private var sortedNames: [(name: String, current: String, live: String)] = []
  /// Whether a name came or went since ``sortedNames`` was sorted.
  private var namesChanged = false
  /// How many instances of each name were made.
  private var madeCounts: [String: Int] = [:]
  /// Every instance made, in order, for live counts and the ownership graph.
  private var made: [(name: String, box: WeakBox)] = []
  /// How many instances ``made`` kept after ``forgetReleased(force:)`` last looked.
  private var madeAfterLastLook = 0
  /// Objects made during the current action, held until they are named in the audit.
  private var unnamed: [(object: AnyObject, name: String, line: Int)] = []
  /// Declared name and line of every object the audit probes, by probe number.
  private var names: [Int: (name: String, line: Int)] = [:]

  // MARK: Remembering

  /// Remembers an object the scenario declares: it counts under its name from now on, and is
  /// named in the audit's findings once the kit has registered it.
  ///
  /// - Parameters:
  ///   - object: The object made.
  ///   - name: The name the scenario declares it by.
  ///   - line: The line of the statement that made it.
  mutating func remember(_ object: AnyObject, as name: String, line: Int) {
    let number = madeCounts[name, default: 0] + 1
    madeCounts[name] = number
    if byName[name]?.append((WeakBox(object), number)) == nil {
      byName[name] = [(WeakBox(object), number)]
      namesChanged = true
    }
    made.append((name, WeakBox(object)))
    unnamed.append((object, name, line))
  }

  /// Names, in the audit, the objects remembered since the last call, and lets go of them.
  ///
  /// - Parameter audit: The audit whose probes to name; without one, it only lets go.
  mutating func nameUnnamed(in audit: FlowAudit?) {
    defer { unnamed.removeAll() }
    guard let audit else { return }
    for entry in unnamed {
      if let probe = audit.probe(of: entry.object) {
        names[probe.number] = (entry.name, entry.line)
      }
    }
  }

  /// Forgets the instances that are gone.
  ///
  /// A look at every instance costs a visit to each one's side table: it is made only as
  /// often as the list doubles, so that a step costs what it makes, not what is alive, and
  /// whoever reads ``instances`` skips the dead. `force` looks now: before heap bytes are
  /// measured, so that the list (and the side tables of the dead it still refers to) adds
  /// nothing to what is measured.
  ///
  /// - Parameter force: Whether to look now, however little the list grew.
  mutating func forgetReleased(force: Bool = false) {
    if !force, made.count < 2 * madeAfterLastLook + 16 { return }
    made.removeAll { $0.box.object == nil }
    madeAfterLastLook = made.count
    for name in Array(byName.keys) {
      byName[name]!.removeAll { $0.box.object == nil }
      if byName[name]!.isEmpty {
        byName[name] = nil
        namesChanged = true
      }
    }
  }

  // MARK: Queries

  /// The newest live instance of a declared name: when the latest one died, the one made
  /// before it that lives.
  func latest(named name: String) -> AnyObject? {
    // Read in place, as a state's key reads every name (see ``encodeState(into:)``).
    byName[name]?.withUnsafeBufferPointer { instances in
      for index in instances.indices.reversed() {
        if let object = instances[index].box.object { return object }
      }
      return nil
    }
  }

  /// The live instance of a declared name with this number, if it lives.
  func instance(named name: String, number: Int) -> AnyObject? {
    byName[name]?.last { $0.number == number }?.box.object
  }

  /// The number of a live instance of a declared name.
  func number(of object: AnyObject, named name: String) -> Int? {
    byName[name]?.last { $0.box.object === object }?.number
  }

  /// How many instances of a declared name were made, the released ones included.
  func madeCount(named name: String) -> Int {
    madeCounts[name] ?? 0
  }

  /// Every instance made, oldest first; the dead ones too, until ``forgetReleased(force:)``
  /// looks.
  var instances: [(name: String, box: WeakBox)] { made }

  /// Live instances per declared name.
  var liveCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in made where entry.box.object != nil { counts[entry.name, default: 0] += 1 }
    return counts
  }

  /// The live instances of a declared name, oldest first.
  func liveObjects(named name: String) -> [AnyObject] {
    (byName[name] ?? []).compactMap(\.box.object)
  }

  // MARK: Findings

  /// Findings in the scenario's words: declared names, lines of the scenario file, kit types,
  /// and retain paths through declared objects (see ``ScenarioNames``).
  ///
  /// - Parameters:
  ///   - findings: The audit's findings.
  ///   - file: The scenario file, for the objects' sites.
  /// - Returns: The findings, with their objects and paths renamed.
  func relabel(_ findings: [Finding], file: String) -> [Finding] {
    // Most steps find nothing: the names of every object ever probed are copied only for a
    // step that does.
    guard !findings.isEmpty else { return [] }
    let declared = names.mapValues(\.name)
    return findings.map { finding in
      var finding = finding
      finding.objects = relabel(finding.objects, file: file)
      finding.retainPath = finding.retainPath.map { ScenarioNames.name($0, names: declared) }
      finding.retainCycle = finding.retainCycle.map { ScenarioNames.name($0, names: declared) }
      finding.unrootedPath = finding.unrootedPath.map { ScenarioNames.name($0, names: declared) }
      return finding
    }
  }

  /// Tracked objects in the scenario's words: the kit type, the declared name and the line
  /// that made each; an object the scenario did not declare keeps the last part of its label,
  /// at line 0.
  ///
  /// - Parameters:
  ///   - objects: The objects as the audit describes them.
  ///   - file: The scenario file, for the objects' sites.
  /// - Returns: The objects, renamed.
  func relabel(_ objects: [TrackedObject], file: String) -> [TrackedObject] {
    objects.map { object in
      var object = object
      object.typeName = ScenarioNames.typeName(object.typeName)
      object.label = label(ofNumber: object.number, tracked: object.label)
      object.site = SourceSite(fileID: file, line: names[object.number]?.line ?? 0)
      return object
    }
  }

  /// The label ``relabel(_:file:)`` gives a tracked object, from its probe number and the
  /// label it was tracked with: its declared name, or the last part of its label.
  func label(ofNumber number: Int, tracked label: String?) -> String? {
    if let named = names[number] { return named.name }
    return label.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
  }

  // MARK: State

  /// Writes what it knows into a state's encoding: the newest live instance of every declared
  /// name, in name order, then the live instances of each.
  ///
  /// It changes nothing but the order it keeps of the names, sorted again when they changed.
  ///
  /// - Parameter encoder: The search's encoder, between `begin()` and `finish()`.
  mutating func encodeState(into encoder: StateEncoder) {
    // The numbers are left out: they count what was made before, which a state reached two
    // ways differs in. An app action never names a number (the validator refuses it), and the
    // actions exploration offers per instance are told apart by the instances' order on screen,
    // which the window's part of the key holds; their numbers only name them in reports.
    if namesChanged {
      sortedNames = byName.keys.sorted().map { ($0, "current \($0)", "live \($0):") }
      namesChanged = false
    }
    assert(sortedNames.map(\.name) == byName.keys.sorted(), "the sorted names are byName's")
    for (name, current, _) in sortedNames {
      guard let object = latest(named: name) else { continue }
      encoder.root(current, object)
    }
    // Each name's instances read in place, with no array of them: the plain loops (an array
    // per name, every instance copied) were 8.3% of `coordaudit explore`'s samples on the
    // benchmark's generated app at depth 5, 5.6% in place (`perf record`).
    for (name, _, live) in sortedNames {
      byName[name]?.withUnsafeBufferPointer { instances in
        var isFirst = true
        for index in instances.indices {
          guard let object = instances[index].box.object else { continue }
          if isFirst { encoder.note(live) }
          isFirst = false
          encoder.reference(object)
        }
      }
    }
  }
}
