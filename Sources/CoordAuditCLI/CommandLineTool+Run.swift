import CoordAuditScenarios
import LeakAudit

extension CommandLineTool {
  /// A scenario to run: what progress calls it, and the scenario, loaded once.
  struct ScenarioInput {
    var label: String
    var scenario: LoadedScenario
  }

  /// `coordaudit run`: checks the output path and the baseline, reads and checks every file,
  /// runs, compares with the baseline, and renders.
  ///
  /// - Returns: The report on standard output (or the text report when `--output` took the
  ///   formatted one); status 0 when every scenario is as expected, else 1; 74 when the
  ///   `--output` file could not be written.
  /// - Throws: ``Stop`` with status 64 for an `--output` that may not be written (see
  ///   ``WriteTarget``), 65 for a bad scenario or baseline file.
  static func runScenarios(
    _ command: RunCommand, engine: some ScenarioEngine, environment: Environment
  ) async throws(Stop) -> Outcome {
    let readFiles = readFiles(command, environment: environment)
    let outputs = NamedOutput.output(command.output) + NamedOutput.also(command.also)
    for output in outputs {
      _ = try writeTarget(
        output.file, protecting: readFiles, environment: environment, status: ExitStatus.usage)
    }
    try checkDistinctOutputs(outputs, environment: environment)
    let baseline = try command.baseline.map { file throws(Stop) in
      (try loadBaseline(file, environment: environment), file: file)
    }
    let allowList = try command.allowList.map { file throws(Stop) in
      try loadAllowList(file, environment: environment)
    }
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let results = await runAll(
      inputs, engine: engine, options: RunOptions(allowList: allowList), environment: environment)

    let heapNotes = heapNotes(results, environment: environment)
    if baseline != nil { try checkDistinctNames(results) }
    let (report, unmatched, status) = compared(
      results, source: source, baseline: baseline,
      tolerance: command.tolerance, allowsMissing: command.allowsMissing,
      comparesHeap: environment.hasHeapStatistics
    ) { knownLeakNotes($0) + heapNotes }
    return deliver(
      report, format: command.format, output: command.output, also: command.also,
      protecting: readFiles,
      standardError: unmatched, status: status, environment: environment)
  }

  /// The report of `results`, compared with the baseline when there is one: `run` and
  /// `report` alike.
  ///
  /// - Parameters:
  ///   - results: What ran.
  ///   - source: Where the results come from.
  ///   - baseline: The baseline and its file, if one is given.
  ///   - tolerance: The growth that still passes.
  ///   - allowsMissing: Whether baseline entries that match nothing are notes only.
  ///   - comparesHeap: Whether heap bytes were measured and are compared.
  ///   - notes: The notes of the results, as compared (known leaks and the like).
  /// - Returns: The report, the error for baseline entries that match nothing, and the exit
  ///   status.
  static func compared(
    _ results: [ScenarioResult], source: RunReport.Source, baseline: (Baseline, file: String)?,
    tolerance: Tolerance, allowsMissing: Bool, comparesHeap: Bool = true,
    notes: ([ScenarioResult]) -> [String]
  ) -> (report: RunReport, unmatched: String, status: Int32) {
    var report = RunReport(scenarios: results, source: source, notes: notes(results))
    var unmatched = ""
    if let (baseline, file) = baseline {
      let comparison = baseline.compare(
        results, tolerance: tolerance, file: file, comparesHeap: comparesHeap)
      report = RunReport(
        scenarios: comparison.results, source: source,
        baseline: RunReport.BaselineUse(file: file, tolerance: tolerance),
        notes: notes(comparison.results) + comparison.notes)
      if !allowsMissing, !comparison.unmatched.isEmpty {
        unmatched = unmatchedError(comparison.unmatched, baseline: file)
      }
    }
    let status =
      report.isAsExpected && unmatched.isEmpty ? ExitStatus.success : ExitStatus.failure
    return (report, unmatched, status)
  }

  /// The files a run reads, which the report must never replace.
  static func readFiles(_ command: RunCommand, environment: Environment) -> [WriteTarget.Input] {
    var named = command.files.map { ("the scenario file", $0) }
    if let file = command.allowList { named.append(("the allow-list", file)) }
    if let file = command.baseline { named.append(("the baseline", file)) }
    return named.map { WriteTarget.Input("\($0) '\($1)'", path: environment.resolve($1)) }
  }

  /// The error for baseline entries that match nothing in the run: they would no longer be
  /// checked, and nothing else would say so.
  static func unmatchedError(_ entries: [String], baseline file: String) -> String {
    let count = entries.count == 1 ? "an entry that matches" : "\(entries.count) entries that match"
    let listed = Wording.listed(entries)
    return """
      Error: the baseline '\(file)' has \(count) nothing in this run (renamed, removed or not \
      run): \(listed).
      Help: record the baseline again, or add '\(CommandParser.allowMissing.name)' to compare \
      only what matches.

      """
  }

  /// `coordaudit baseline record`: checks that the file may be replaced, runs, and writes the
  /// baseline atomically if every scenario is as expected.
  ///
  /// - Returns: The text report and a line saying what was recorded; status 0, or 1 (and no
  ///   file) when a scenario is not as expected.
  /// - Throws: ``Stop`` with status 65 for a bad scenario file, or a file that may not be
  ///   replaced: not a baseline, or refused by ``WriteTarget``; 74 when the baseline could not
  ///   be written.
  static func recordBaseline(
    _ command: RecordBaselineCommand, engine: some ScenarioEngine, environment: Environment
  ) async throws(Stop) -> Outcome {
    let file = command.baselineFile
    let readFiles = command.files.map {
      WriteTarget.Input("the scenario file '\($0)'", path: environment.resolve($0))
    }
    _ = try checkReplaceable(file, protecting: readFiles, environment: environment)
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let results = await runAll(
      inputs, engine: engine, options: RunOptions(), environment: environment)
    let report = RunReport(
      scenarios: results, source: source, notes: heapNotes(results, environment: environment))
    let text = TextReport.render(report, style: TextStyle(usesColor: environment.usesColor))
    guard report.isAsExpected else {
      let count = report.notAsExpected.count
      let noun = count == 1 ? "scenario is" : "scenarios are"
      throw Stop(
        """
        Error: \(count) \(noun) not as expected; no baseline was recorded.
        Help: a baseline records a run in which every scenario does what it declares.

        """, status: ExitStatus.failure, standardOutput: text)
    }
    try checkDistinctNames(results)
    // The run took a while: check again that the file is still one we may replace.
    let target = try checkReplaceable(file, protecting: readFiles, environment: environment)
    do {
      try target.write(Baseline(recording: results).jsonString)
    } catch {
      throw Stop("Error: cannot write '\(file)': \(error.reason)\n", status: ExitStatus.ioError)
    }
    let noun = results.count == 1 ? "scenario" : "scenarios"
    return Outcome(
      standardOutput: text + "Recorded the baseline of \(results.count) \(noun) in '\(file)'.\n",
      status: ExitStatus.success, filesWritten: [file])
  }

  /// The catalog's scenarios, or the files' after reading and loading every one.
  ///
  /// - Throws: ``Stop`` with status 65 listing every file that cannot be read, or else the
  ///   problems the engine found (at most ``DiagnosticList/maximumCount`` per file, then how
  ///   many more), before anything runs.
  static func scenarioInputs(
    _ files: [String], engine: some ScenarioEngine, environment: Environment
  ) throws(Stop) -> ([ScenarioInput], RunReport.Source) {
    guard !files.isEmpty else {
      let inputs = engine.catalog.map {
        ScenarioInput(label: $0.name, scenario: engine.load($0.source, file: $0.file))
      }
      return (inputs, .catalog)
    }
    var sources: [(file: String, text: String)] = []
    var errors = ""
    for file in files {
      do {
        sources.append((file, try InputFile.text(at: environment.resolve(file), kind: .scenario)))
      } catch {
        errors += "Error: cannot read '\(file)': \(error.reason)\n"
      }
    }
    guard errors.isEmpty else { throw Stop(errors, status: ExitStatus.dataError) }
    let inputs = sources.map {
      ScenarioInput(label: $0.file, scenario: engine.load($0.text, file: $0.file))
    }
    for input in inputs {
      let diagnostics = input.scenario.diagnostics
      errors += diagnostics.map { "\($0.description)\n" }.joined()
      if diagnostics.omittedCount > 0 {
        errors +=
          "… and \(Wording.grouped(diagnostics.omittedCount)) more problems in "
          + "'\(input.scenario.file)'\n"
      }
    }
    guard errors.isEmpty else { throw Stop(errors, status: ExitStatus.dataError) }
    return (inputs, .files)
  }

  /// Runs every scenario in order, showing progress when the environment allows it.
  static func runAll(
    _ inputs: [ScenarioInput], engine: some ScenarioEngine, options: RunOptions,
    environment: Environment
  ) async -> [ScenarioResult] {
    var progress = ProgressLine(total: inputs.count, environment: environment)
    var results: [ScenarioResult] = []
    for (index, input) in inputs.enumerated() {
      progress.show(index, input.label)
      results.append(await engine.run(input.scenario, options: options))
    }
    progress.clear()
    return results
  }

  /// Reads an allow-list of known leaks.
  ///
  /// - Throws: ``Stop`` with status 65 when it cannot be read or has a bad line.
  static func loadAllowList(_ file: String, environment: Environment) throws(Stop) -> AllowList {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(at: environment.resolve(file), kind: .allowList)
    } catch {
      throw Stop(
        "Error: cannot read the allow-list '\(file)': \(error.reason)\n",
        status: ExitStatus.dataError)
    }
    do {
      return try AllowList(parsing: String(decoding: bytes, as: UTF8.self), fileName: file)
    } catch {
      throw Stop(
        """
        Error: \(error)
        Help: a line reads: FINGERPRINT [until YYYY-MM-DD] REASON (the fingerprint is the 16 hex \
        digits a leak's report prints).

        """, status: ExitStatus.dataError)
    }
  }

  /// The note that heap bytes were not measured, when scenarios had loops to measure and the
  /// build keeps no allocator statistics; never a report of "no growth" read from zeros.
  static func heapNotes(_ results: [ScenarioResult], environment: Environment) -> [String] {
    guard !environment.hasHeapStatistics, results.contains(where: { !$0.loops.isEmpty }) else {
      return []
    }
    return [HeapStatistics.unavailableNote]
  }

  /// A note for every known leak the run met: an allow-list entry turned it into a note.
  static func knownLeakNotes(_ results: [ScenarioResult]) -> [String] {
    results.flatMap { result in
      result.findings.compactMap { finding -> String? in
        guard let known = finding.knownLeak, finding.severity == .note else { return nil }
        let names = finding.objects.compactMap(\.label).map { "'\($0)'" }.joined(separator: ", ")
        let until = known.expires.map { ", until \($0)" } ?? ""
        return "'\(result.name)': known leak of \(names) (fingerprint "
          + "\(finding.fingerprint ?? "?")\(until)): \(known.reason)"
      }
    }
  }

  /// Reads and checks a baseline for comparison.
  ///
  /// - Throws: ``Stop`` with status 65 and the ``BaselineError``'s message.
  static func loadBaseline(_ file: String, environment: Environment) throws(Stop) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(at: environment.resolve(file), kind: .baseline)
    } catch {
      throw Stop(
        """
        Error: cannot read the baseline '\(file)': \(error.reason)
        Help: record one with 'coordaudit baseline record \(file)'.

        """, status: ExitStatus.dataError)
    }
    do {
      return try Baseline(bytes: bytes, file: file)
    } catch {
      throw Stop(error.description + "\n", status: ExitStatus.dataError)
    }
  }

  /// Checks that recording may write `file`.
  ///
  /// ``WriteTarget``'s rules, and an existing file must be a baseline (of this schema version
  /// or an older one). Anything else is never replaced.
  ///
  /// - Returns: Where and how to write.
  /// - Throws: ``Stop`` with status 65.
  static func checkReplaceable(
    _ file: String, protecting readFiles: [WriteTarget.Input], environment: Environment
  ) throws(Stop) -> WriteTarget {
    let target = try writeTarget(
      file, protecting: readFiles, environment: environment, status: ExitStatus.dataError)
    // A device or a FIFO holds no baseline to lose, and reading a FIFO would wait forever.
    guard case .regularFile = target.kind else { return target }
    let help = """
      Help: 'coordaudit baseline record' replaces only a valid baseline; choose another path, \
      or move the file away first.

      """
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(at: target.path, kind: .baseline)
    } catch {
      throw Stop(
        "Error: refusing to replace '\(file)': it cannot be read: \(error.reason)\n" + help,
        status: ExitStatus.dataError)
    }
    do {
      _ = try Baseline(bytes: bytes, file: file)
    } catch {
      // An older baseline is still a baseline: recording replaces it with the current schema.
      guard error.kind == .olderSchema else {
        throw Stop(
          "Error: refusing to replace '\(file)': \(error.message)\n" + help,
          status: ExitStatus.dataError)
      }
    }
    return target
  }

  /// Where and how a file may be written (see ``WriteTarget``), or a one-line refusal.
  ///
  /// - Parameters:
  ///   - file: The path as the user gave it.
  ///   - readFiles: The files the run reads, never to be written.
  ///   - environment: Where relative paths start.
  ///   - status: The exit status of a refusal.
  /// - Returns: Where and how to write.
  /// - Throws: ``Stop`` with `status`: `Error: refusing to write 'FILE': REASON`.
  static func writeTarget(
    _ file: String, protecting readFiles: [WriteTarget.Input], environment: Environment,
    status: Int32
  ) throws(Stop) -> WriteTarget {
    do {
      return try WriteTarget(file, path: environment.resolve(file), protecting: readFiles)
    } catch {
      throw Stop("Error: refusing to write '\(file)': \(error.reason)\n", status: status)
    }
  }

  /// Checks that no two results share a name, which a baseline needs to tell them apart.
  ///
  /// - Throws: ``Stop`` with status 65 naming both files.
  static func checkDistinctNames(_ results: [ScenarioResult]) throws(Stop) {
    guard let duplicate = Baseline.duplicateName(in: results) else { return }
    throw Stop(
      """
      Error: two scenarios are named '\(duplicate.name)' ('\(duplicate.first)' and \
      '\(duplicate.second)'); a baseline tells scenarios apart by name.
      Help: give one of them another name with 'scenario "…"'.

      """, status: ExitStatus.dataError)
  }
}
