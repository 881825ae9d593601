/// The verdict of the benchmark guard: each measured ratio's median against its limit.
///
/// A pure function of the samples and the limits, so that a test can show it failing on a
/// figure made slow on purpose:
///
/// ```swift
/// let check = LimitCheck(samples: [("check / weak box", [5.1, 4.9, 5.3])], limits: limits)
/// check.passed  // false: 5.1 is over the limit 2.4
/// ```
package struct LimitCheck: Sendable {
  /// One ratio: its samples, one per round, and its limit.
  package struct Row: Sendable {
    package var name: String
    package var samples: [Double]
    package var limit: Double?

    package var median: Double { BenchmarkGuard.median(samples) }
    package var isWithinLimit: Bool { limit.map { median <= $0 } ?? false }
  }

  /// Every measured ratio, in the order measured.
  package var rows: [Row]
  /// What is wrong, one sentence each; empty when the guard passes.
  ///
  /// A median over its limit, a ratio with no limit, a limit that names no measured ratio.
  package var problems: [String]

  /// Judges `samples` against `limits`.
  ///
  /// - Parameters:
  ///   - samples: Each ratio's name and its value in every round.
  ///   - limits: The committed limits.
  package init(samples: [(name: String, values: [Double])], limits: RatioLimits) {
    rows = samples.map { Row(name: $0.name, samples: $0.values, limit: limits.limit(of: $0.name)) }
    var problems: [String] = []
    for row in rows {
      guard !row.samples.isEmpty else {
        problems.append("'\(row.name)' has no sample")
        continue
      }
      guard let limit = row.limit else {
        problems.append("'\(row.name)' has no limit: add one to the limits file")
        continue
      }
      if row.median > limit {
        problems.append(
          "'\(row.name)' is \(fixed(row.median, 2))x, over its limit of \(fixed(limit, 2))x "
            + "(median of \(row.samples.count) rounds)")
      }
    }
    for entry in limits.entries where !rows.contains(where: { $0.name == entry.name }) {
      problems.append(
        "the limit of '\(entry.name)' names no measured ratio: a renamed ratio would escape "
          + "the guard")
    }
    self.problems = problems
  }

  /// Whether every ratio has a limit and stays within it.
  package var passed: Bool { problems.isEmpty }

  /// The table of ratios, limits and verdicts, then the problems.
  package var text: String {
    let width = max(rows.map(\.name.count).max() ?? 0, 5) + 2
    var lines = [
      "  " + pad("ratio", width, alignRight: false) + pad("median", 8) + pad("[min .. max]", 18)
        + pad("rounds", 8) + pad("limit", 8) + "  verdict"
    ]
    for row in rows where !row.samples.isEmpty {
      let range = "[\(fixed(row.samples.min()!, 2)) .. \(fixed(row.samples.max()!, 2))]"
      let verdict = row.limit == nil ? "no limit" : row.isWithinLimit ? "ok" : "OVER"
      lines.append(
        "  " + pad(row.name, width, alignRight: false) + pad(fixed(row.median, 2), 8)
          + pad(range, 18) + pad(String(row.samples.count), 8)
          + pad(row.limit.map { fixed($0, 2) } ?? "-", 8) + "  " + verdict)
    }
    if !problems.isEmpty {
      lines.append("")
      lines += problems.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
