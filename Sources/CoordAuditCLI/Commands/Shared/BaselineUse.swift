import CoordAuditScenarios
import LeakAudit

extension CommandLineTool {
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
    var report = RunReport(scenarios: results, source: source, notes: capped(notes(results)))
    var unmatched = ""
    if let (baseline, file) = baseline {
      let comparison = baseline.compare(
        results, tolerance: tolerance, file: file, comparesHeap: comparesHeap)
      report = RunReport(
        scenarios: comparison.results, source: source,
        baseline: RunReport.BaselineUse(file: file, tolerance: tolerance),
        notes: capped(notes(comparison.results) + comparison.notes))
      if !allowsMissing, !comparison.unmatched.isEmpty {
        unmatched = unmatchedError(comparison.unmatched, baseline: file)
      }
    }
    let status =
      report.isAsExpected && unmatched.isEmpty ? ExitStatus.success : ExitStatus.failure
    return (report, unmatched, status)
  }

  /// The notes as a report shows them: the first ``DiagnosticList/maximumCount``, then how
  /// many more (`… and 99,900 more notes`), so that a directory of a hundred thousand files
  /// skipped does not make a report of megabytes.
  static func capped(_ notes: [String]) -> [String] {
    let limit = DiagnosticList.maximumCount
    guard notes.count > limit else { return notes }
    return notes.prefix(limit) + ["… and \(Wording.grouped(notes.count - limit)) more notes"]
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
