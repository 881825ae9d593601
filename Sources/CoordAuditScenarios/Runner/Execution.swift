import CoordinatorTree
import LeakAudit

/// One run of a scenario's script on the app it describes (a ``ScenarioApp``): the steps it
/// performs, and, when audited, what each step's audit found and whether the scenario's
/// expectations held.
///
/// A scenario runs twice when it has loops: once audited, and once without the audit (whose own
/// records grow with every object) to measure heap bytes around each repetition.
@MainActor
final class Execution: StatementPlayer {
  let scenario: Scenario
  let audit: FlowAudit?
  let measuresHeap: Bool
  /// The app the scenario builds.
  let app: ScenarioApp

  // What happened.
  var steps: [StepResult] = []
  /// How many steps ran, audited or not.
  private(set) var stepCount = 0
  var loops: [(result: LoopResult, stepIndex: Int?)] = []
  var mismatches: [Mismatch] = []
  var graph: OwnershipGraph?
  /// Heap growth expectations, to check once heap is measured: the loop's index, the line.
  var heapExpectations: [(loop: Int, line: Int)] = []
  var consumed: Set<FindingIndex> = []
  var consumedErrors: Set<Int> = []

  /// Whether an expectation matched a finding or an error: the scenario caught something.
  var expectedSomething: Bool { !consumed.isEmpty || !consumedErrors.isEmpty }
  private var stopped = false

  struct FindingIndex: Hashable {
    var step: Int
    var finding: Int
  }

  /// Deadlines for each step's settle: the model releases synchronously, so whatever is alive
  /// when the step's action returns stays alive; the deadlines only bound the wait.
  static let configuration = LeakTracker.Configuration(
    softDeadline: .milliseconds(5), hardDeadline: .milliseconds(20))

  init(
    _ scenario: Scenario, audited: Bool, measuresHeap: Bool, allowList: AllowList? = nil
  ) {
    self.scenario = scenario
    self.measuresHeap = measuresHeap
    var configuration = Self.configuration
    configuration.allowList = allowList
    let window = Window()
    let audit = audited ? FlowAudit(window: window, configuration: configuration) : nil
    // A scenario's app is the model's code, played in steps: a step that queued nothing is
    // judged at once.
    audit?.judgesAtOnceWhenAppQueuesNothing()
    self.audit = audit
    app = ScenarioApp(scenario, window: window, audit: audit)
  }

  /// Runs the scenario's body, then (audited) turns what nothing expected into mismatches.
  func run() async {
    _ = await play(scenario.body)
    guard audit != nil else { return }
    for (stepIndex, step) in steps.enumerated() {
      // A known leak (an allow-list entry names it) is a note: nothing needs to expect it.
      let unexpected = step.findings.indices.filter {
        step.findings[$0].severity != .note
          && !consumed.contains(FindingIndex(step: stepIndex, finding: $0))
      }
      steps[stepIndex].unexpectedFindings = unexpected
      // One line per bug: the findings one cause explains (see Report.entries).
      for entry in Report(findings: unexpected.map { step.findings[$0] }).entries {
        mismatches.append(
          Mismatch(
            line: step.line,
            message: "unexpected \(Self.describe(entry.findings, withArticle: false)) after step "
              + "\(step.number) \"\(step.name)\""))
      }
      if let error = step.error, !consumedErrors.contains(stepIndex) {
        mismatches.append(
          Mismatch(
            line: step.line,
            message: "step \(step.number) \"\(step.name)\" failed: \(error.message) "
              + "(\(error.code))"))
      }
    }
    if graph == nil, let last = steps.last { graph = app.snapshot(after: last) }
    if !stopped { reportReferencesNeverInstalled() }
  }

  /// A `ref` whose two ends never lived at once was never installed: the line did nothing, and
  /// the run says so rather than pass as if the reference had held (or not held) anything.
  private func reportReferencesNeverInstalled() {
    for (index, reference) in scenario.references.enumerated()
    where !app.everInstalled.contains(index) {
      mismatches.append(
        Mismatch(
          line: reference.position.line,
          message: "\(Self.quoted(reference)) did nothing: no '\(reference.from)' lived while a "
            + "'\(reference.to)' did, so it was never installed; make both before the step that "
            + "needs it, or drop the line"))
    }
  }

  /// A `ref` line as the file says it: `'ref Home -> SignIn delegate'`.
  nonisolated static func quoted(_ reference: Scenario.Reference) -> String {
    "'ref \(reference.from) -> \(reference.to) \(reference.kind.rawValue)'"
  }

  // MARK: Statements

  func playStep(
    _ name: String, line: Int, _ actions: [(Scenario.Action, Scenario.Position)],
    expectsError: Bool
  ) async -> Bool {
    stepCount += 1
    let result = await app.step(name, number: steps.count + 1, line: line, actions)
    if audit != nil {
      steps.append(result)
      if graph == nil, !result.findings.isEmpty || result.error != nil {
        graph = app.snapshot(after: result)
      }
    }
    if result.error != nil, !expectsError { stopped = true }
    return !stopped
  }

  func meet(_ expectation: Scenario.Expectation, line: Int) {
    if audit != nil { evaluate(expectation, line: line) }
  }

  /// Plays a loop's body `count` times; the live counts (or heap bytes) after each repetition
  /// are its result, and growth on every repetition a finding of its last step.
  func playLoop(
    _ count: Int, _ body: [Scenario.Statement], line: Int, name: String
  ) async -> Bool {
    // The loop's own records are allocated before the first measure, and each repetition is
    // measured before it is recorded: only what the scenario's objects hold counts.
    var samples: [[String: Int]] = []
    var heap: [Int] = []
    var censuses: [GrowthCensus] = []
    // Growth must show in every census: once two show none, the rest are not taken.
    var takesCensuses = audit != nil
    samples.reserveCapacity(count)
    heap.reserveCapacity(count)
    if measuresHeap { app.forgetReleased(force: true) }
    let before = measuresHeap ? HeapStatistics.bytesInUse() : nil
    for repetition in 1..<count + 1 {
      guard await play(body) else { break }
      if let before {
        app.window.log.removeAll()
        app.forgetReleased(force: true)
        heap.append((HeapStatistics.bytesInUse() ?? before) - before)
      } else {
        samples.append(app.liveCounts)
        if takesCensuses, repetition <= Self.censusedRepetitions || repetition == count,
          let census = app.growthCensus()
        {
          censuses.append(census)
          takesCensuses = censuses.count < 2 || !GrowthCensus.growth(in: censuses).isEmpty
        }
      }
    }
    let result = LoopResult(
      line: line, name: name, repetitions: samples.count, liveCounts: samples,
      heapBytes: before == nil ? nil : heap)
    guard audit != nil, !steps.isEmpty else {
      loops.append((result, nil))
      return !stopped
    }
    // A declared name's growth says what piles up, and what it keeps grows with it: a census
    // speaks only when no name grew.
    let named = growthFindings(samples)
    let growth = named.isEmpty ? censusGrowthFindings(censuses) : named
    steps[steps.count - 1].findings += growth
    loops.append((result, steps.count - 1))
    return !stopped
  }

  /// A growth finding for every name whose live count rose on every repetition.
  private func growthFindings(_ samples: [[String: Int]]) -> [Finding] {
    guard samples.count >= 2, let audit else { return [] }
    var findings: [Finding] = []
    var seen: Set<String> = []
    for entry in app.made where !seen.contains(entry.name) {
      seen.insert(entry.name)
      let counts = samples.map { $0[entry.name] ?? 0 }
      guard zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
      let objects = app.liveObjects(named: entry.name).compactMap { audit.probe(of: $0) }
        .map { audit.tracker.describe($0) }
      findings.append(
        Finding(
          kind: .growth, step: audit.tracker.currentStep, objects: app.relabel(objects),
          group: entry.name, counts: counts))
    }
    return findings
  }

  /// How many repetitions of a loop, from the first, a census of what the app's roots reach
  /// follows (the last one too): enough to see growth, and a walk of the whole app after each
  /// of a loop's thousands of repetitions would cost what is alive every time.
  static let censusedRepetitions = 5

  /// A growth finding for every collection or class that grew in every census of a loop.
  ///
  /// A census (see ``GrowthCensus``) counts what the app's roots reach: a pile-up that no name
  /// counts, an observer added on every repetition and never removed. It needs three censuses
  /// (a cache fills once: in the first repetition only). `expect growth heap` expects it.
  private func censusGrowthFindings(_ censuses: [GrowthCensus]) -> [Finding] {
    guard censuses.count >= 3, let audit else { return [] }
    return GrowthCensus.growth(in: censuses).map { $0.finding(after: audit.tracker.currentStep) }
  }

  /// Whether a finding is growth that a census found (``censusGrowthFindings(_:)``), not
  /// growth of a declared name.
  nonisolated static func isCensusGrowth(_ finding: Finding) -> Bool {
    finding.kind == .growth && finding.objects.isEmpty
  }

  // MARK: Describing

  nonisolated static func describe(_ finding: Finding, withArticle: Bool = true) -> String {
    describe([finding], withArticle: withArticle)
  }

  /// The findings of one entry, of one kind: `a leak of 'Register', 'RegisterModel'`.
  nonisolated static func describe(_ findings: [Finding], withArticle: Bool = true) -> String {
    guard let finding = findings.first else { return "" }
    let names = findings.flatMap(\.objects).compactMap(\.label).map { "'\($0)'" }
      .joined(separator: ", ")
    switch finding.kind {
    case .brokenInvariant: return "broken invariant: \(finding.message ?? "")"
    case .growth: return "growth of '\(finding.group ?? "")'"
    case .overLimit: return "over limit of '\(finding.group ?? "")'"
    default:
      let kind = article(finding.kind)
      return "\(withArticle ? kind : String(kind.drop { $0 != " " }.dropFirst())) of \(names)"
    }
  }

  nonisolated static func article(_ kind: Finding.Kind) -> String {
    switch kind {
    case .leak: "a leak"
    case .prematureRelease: "a premature release"
    case .lateRelease: "a late release"
    case .overLimit: "an over-limit count"
    case .growth: "growth"
    case .brokenInvariant: "a broken invariant"
    }
  }

  nonisolated static func instances(_ count: Int) -> String {
    count == 1 ? "1 instance is" : "\(count) instances are"
  }
}
