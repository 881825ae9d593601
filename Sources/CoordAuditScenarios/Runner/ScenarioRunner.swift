import LeakAudit

/// The scenario language and its runner: parses and checks scenario files, and runs them on
/// the headless navigation model through the coordinator kits, with the audit on.
package struct ScenarioRunner: ScenarioEngine {
  /// Creates the runner.
  package init() {}

  /// The built-in scenarios, in catalog order.
  package var catalog: [CatalogEntry] { BuiltInCatalog.entries }

  /// Parses and validates a scenario file's text, in one pass over a file with problems too:
  /// the validator checks what parsed and keeps quiet about what the dropped lines could
  /// explain, so that one run reports every phase's problems.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in diagnostics and results.
  /// - Returns: The scenario and its problems (the first ``DiagnosticList/maximumCount``, and
  ///   how many more); none when the file can run.
  package func load(_ source: String, file: String) -> LoadedScenario {
    var (scenario, diagnostics, dropped) = Parser.parseNotingDroppedLines(source, file: file)
    // With no flow, every name would be unknown: the parser has said what is missing.
    if !scenario.flows.isEmpty {
      diagnostics.append(
        contentsOf: Validator.validate(scenario, source: source, dropped: dropped))
    }
    return LoadedScenario(
      file: file, source: source, diagnostics: diagnostics, scenario: scenario)
  }

  /// The parsed form of a loaded scenario and its problems; parsed again when another engine
  /// loaded it.
  func parsed(_ loaded: LoadedScenario) -> (Scenario, DiagnosticList) {
    let loaded = loaded.scenario == nil ? load(loaded.source, file: loaded.file) : loaded
    return (loaded.scenario!, loaded.diagnostics)
  }

  /// The parsed form of a scenario file's text and its problems (see ``load(_:file:)``).
  func parse(_ source: String, file: String) -> (Scenario, DiagnosticList) {
    parsed(load(source, file: file))
  }

  /// Runs a scenario: once audited, and, when it has loops and heap is measured, once more
  /// without the audit to measure heap bytes around each repetition.
  ///
  /// - Parameters:
  ///   - loaded: The scenario, as ``load(_:file:)`` made it.
  ///   - options: How to run it.
  /// - Returns: What the run found.
  @MainActor
  package func run(_ loaded: LoadedScenario, options: RunOptions) async -> ScenarioResult {
    let file = loaded.file
    let (scenario, diagnostics) = parsed(loaded)
    guard diagnostics.isEmpty else {
      return ScenarioResult(
        name: scenario.name, file: file, systems: Self.systems(of: scenario), expected: .clean,
        outcome: .failed,
        mismatches: diagnostics.map { Mismatch(line: $0.line, message: $0.message) }
          + (diagnostics.omittedCount > 0
            ? [Mismatch(line: 0, message: "… and \(diagnostics.omittedCount) more problems")] : []))
    }
    let audited = Execution(
      scenario, audited: true, measuresHeap: false, allowList: options.allowList)
    await audited.run()
    var loops = audited.loops.map(\.result)
    var memoryFindings: [MemoryFinding] = []
    var mismatches = audited.mismatches
    if options.measuresHeap, !loops.isEmpty, HeapStatistics.bytesInUse() != nil {
      let measured = Execution(scenario, audited: false, measuresHeap: true)
      await measured.run()
      for (index, loop) in measured.loops.enumerated() where index < loops.count {
        loops[index].heapBytes = loop.result.heapBytes
      }
      let expectedHeapGrowth = Set(audited.heapExpectations.map(\.loop))
      for (index, loop) in loops.enumerated() {
        guard let finding = Self.heapGrowth(loop) else {
          for expectation in audited.heapExpectations where expectation.loop == index {
            mismatches.append(
              Mismatch(
                line: expectation.line,
                message: "expected heap bytes to grow on every repetition of the loop at line "
                  + "\(loop.line), but they did not"))
          }
          continue
        }
        var expected = finding
        expected.isExpected = expectedHeapGrowth.contains(index)
        memoryFindings.append(expected)
      }
    }
    // Without a measure (switched off, or no allocator statistics on this platform), heap
    // expectations are left unchecked: the loops' `heapBytes` are nil and say so.
    for finding in memoryFindings where !finding.isExpected {
      mismatches.append(Mismatch(line: finding.line ?? 0, message: finding.message))
    }
    // By line, in the order found within a line.
    mismatches = mismatches.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element)
    let findings = audited.steps.flatMap(\.findings).filter { $0.severity != .note }
    let errors = audited.steps.compactMap(\.error)
    // Known leaks are notes: they count only when an expectation asked for them.
    let foundSomething =
      !findings.isEmpty || !errors.isEmpty || !memoryFindings.isEmpty
      || audited.expectedSomething
    let outcome: ScenarioResult.Outcome =
      !mismatches.isEmpty ? .failed : foundSomething ? .caught : .clean
    return ScenarioResult(
      name: scenario.name, file: file, systems: Self.systems(of: scenario),
      expected: Self.expectsAFinding(scenario.body) ? .caught : .clean, outcome: outcome,
      survivors: Self.survivors(findings), steps: audited.steps, mismatches: mismatches,
      liveCounts: audited.app.liveCounts, loops: loops, memoryFindings: memoryFindings,
      graph: audited.graph)
  }

  /// Runs a valid scenario's steps once, audited or not, and nothing else: what the
  /// benchmark times.
  ///
  /// - Returns: How many steps ran, and whether the audited run did what the file declares.
  @MainActor
  package func runSteps(_ source: String, file: String, audited: Bool) async -> (
    steps: Int, asExpected: Bool
  ) {
    let (scenario, diagnostics) = parse(source, file: file)
    precondition(diagnostics.isEmpty, "\(diagnostics)")
    let execution = Execution(scenario, audited: audited, measuresHeap: false)
    await execution.run()
    return (execution.stepCount, execution.mismatches.isEmpty)
  }

  static func systems(of scenario: Scenario) -> [String] {
    var systems: [String] = []
    for flow in scenario.flows where !systems.contains(flow.system.rawValue) {
      systems.append(flow.system.rawValue)
    }
    return systems
  }

  static func expectsAFinding(_ statements: [Scenario.Statement]) -> Bool {
    statements.contains { statement in
      switch statement {
      case .expectation(let expectation, _): expectation.expectsAFinding
      case .repetition(_, let body, _, _): expectsAFinding(body)
      case .action, .step: false
      }
    }
  }

  /// The names of leaked objects, then of those released too early, then of the rest, each once.
  static func survivors(_ findings: [Finding]) -> [String] {
    var names: [String] = []
    let leaks = findings.filter { $0.kind == .leak }
    let premature = findings.filter { $0.kind == .prematureRelease }
    let others = findings.filter { $0.kind != .leak && $0.kind != .prematureRelease }
    let ordered: [Finding] = leaks + premature + others
    for finding in ordered {
      for label in finding.objects.compactMap(\.label) where !names.contains(label) {
        names.append(label)
      }
      if finding.objects.isEmpty, let group = finding.group, !names.contains(group) {
        names.append(group)
      }
    }
    return names
  }

  /// Heap growth in a loop: after the first repetition (which fills caches), bytes in use rose
  /// on every one.
  static func heapGrowth(_ loop: LoopResult) -> MemoryFinding? {
    guard let bytes = loop.heapBytes, bytes.count >= 3 else { return nil }
    let settled = bytes.dropFirst()
    guard zip(settled, settled.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    return MemoryFinding(
      kind: .heapGrowth, subject: "heap", line: loop.line, values: bytes,
      message: "heap bytes in use grew on every repetition of the loop at line \(loop.line)")
  }
}
