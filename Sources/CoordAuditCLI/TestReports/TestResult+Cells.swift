import CoordAuditScenarios
import LeakAudit

extension TestResult {
  /// What the test's checks found, one count per kind of bug (LeakAudit's ``Report/entries``,
  /// so a cycle of two objects is one leak), then its regressions: `1 leak, 1 heap regression`,
  /// or `—` when there is nothing.
  package var findingsText: String {
    var counts: [(noun: String, count: Int)] = []
    func add(_ noun: String) {
      if let index = counts.firstIndex(where: { $0.noun == noun }) {
        counts[index].count += 1
      } else {
        counts.append((noun, 1))
      }
    }
    for entry in report.entries { add(Self.noun(entry)) }
    for finding in memoryFindings { add(Self.noun(finding.kind)) }
    return counts.isEmpty
      ? "—" : counts.map { Wording.counted($0.count, $0.noun) }.joined(separator: ", ")
  }

  /// The survivors: `detail, DetailModel`, or `—` when there are none.
  package var survivorsText: String {
    let names = survivors
    return names.isEmpty ? "—" : names.joined(separator: ", ")
  }

  /// The live objects at the test's end, by name: `1 Model, 2 Screen`, or `—` when none was
  /// alive.
  package var liveCountsText: String {
    guard !liveCounts.isEmpty else { return "—" }
    return liveCounts.keys.sorted().map { "\(liveCounts[$0]!) \($0)" }.joined(separator: ", ")
  }

  /// The heap bytes the test left, digits grouped: `4,096`, or `—` when not measured.
  package var heapText: String {
    heapBytes.map(Wording.grouped) ?? "—"
  }

  /// The columns on one line, for a heading's subtitle: `failed · findings: 1 leak ·
  /// survivors: detail · live at end: 1 Screen · heap bytes: 4,096`.
  package var columnsLine: String {
    [
      outcome.rawValue, "findings: \(findingsText)", "survivors: \(survivorsText)",
      "live at end: \(liveCountsText)", "heap bytes: \(heapText)",
    ].joined(separator: " · ")
  }

  /// Why the test failed, as lines of text ending with a newline: LeakAudit's ``Report/text``
  /// of the findings that fail a check, then each regression, a blank line between the two;
  /// empty for a clean test.
  ///
  /// ```text
  /// Leak: Screen "detail" still alive after step 1 "pop detail".
  ///
  ///   #1 view Screen "detail", tracked at MemoTests/DetailTests.swift:12
  ///
  /// What to do: find who still holds it: …
  /// ```
  package var explanation: String {
    var blocks: [String] = []
    if !report.errors.isEmpty { blocks.append(Report(findings: report.errors).text) }
    let regressions = memoryFindings.filter { !$0.isExpected }
    if !regressions.isEmpty { blocks.append(regressions.map { "\($0.headline)\n" }.joined()) }
    return blocks.joined(separator: "\n")
  }

  /// The first reason the test failed, on one line: the headline of its first failing bug,
  /// else its first regression; empty for a clean test.
  package var firstProblem: String {
    if let entry = Report(findings: report.errors).entries.first { return entry.headline }
    return memoryFindings.first { !$0.isExpected }?.headline ?? ""
  }

  /// The kind of bug an entry is, as a noun to count.
  private static func noun(_ entry: Report.Entry) -> String {
    if entry.severity == .note { return "known leak" }
    return switch entry.kind {
    case .leak: "leak"
    case .prematureRelease: "premature release"
    case .overLimit: "over-limit count"
    case .growth: "growing count"
    case .brokenInvariant: "broken invariant"
    case .lateRelease: "late release"
    }
  }

  /// The kind of a memory finding, as a noun to count.
  private static func noun(_ kind: MemoryFinding.Kind) -> String {
    switch kind {
    case .heapGrowth: "growing heap"
    case .countRegression: "count regression"
    case .heapRegression: "heap regression"
    }
  }
}
