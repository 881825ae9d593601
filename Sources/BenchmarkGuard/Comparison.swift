/// Two builds' figures side by side: the median of each figure over the rounds, and the new
/// build's over the old one's.
package struct Comparison: Sendable {
  /// One figure of both builds; a build that did not print it has no value.
  package struct Row: Sendable {
    package var name: String
    package var old: Double?
    package var new: Double?
    package var higherIsBetter: Bool

    /// New over old, when both printed the figure.
    package var ratio: Double? {
      guard let old, let new, old != 0 else { return nil }
      return new / old
    }
  }

  package var rows: [Row]

  /// Lines up the figures of every round of each build.
  ///
  /// - Parameters:
  ///   - old: The figures each run of the old build printed.
  ///   - new: The figures each run of the new build printed.
  package init(old: [[Figure]], new: [[Figure]]) {
    var names: [String] = []
    var seen: Set<String> = []
    for figure in (new + old).joined() where seen.insert(figure.name).inserted {
      names.append(figure.name)
    }
    func medianOf(_ name: String, in runs: [[Figure]]) -> Double? {
      let values = runs.compactMap { run in run.first { $0.name == name }?.value }
      return values.isEmpty ? nil : median(values)
    }
    rows = names.map { name in
      Row(
        name: name, old: medianOf(name, in: old), new: medianOf(name, in: new),
        higherIsBetter: Figure(name: name, value: 0).higherIsBetter)
    }
  }

  /// The table: figure, old, new, new / old, and which way is better.
  ///
  /// - Parameters:
  ///   - oldName: How to name the old build in the header.
  ///   - newName: How to name the new build.
  /// - Returns: The table's lines, each ending in a newline.
  package func text(oldName: String, newName: String) -> String {
    let width = max(rows.map(\.name.count).max() ?? 0, 6) + 2
    var lines = [
      "  " + pad("figure", width, alignRight: false) + pad("old", 12) + pad("new", 12)
        + pad("new / old", 11) + "  better",
      "  old: \(oldName)",
      "  new: \(newName)",
      "",
    ]
    for row in rows {
      lines.append(
        "  " + pad(row.name, width, alignRight: false) + pad(row.old.map(Self.format) ?? "-", 12)
          + pad(row.new.map(Self.format) ?? "-", 12)
          + pad(row.ratio.map { fixed($0, 2) + "x" } ?? "-", 11) + "  "
          + (row.higherIsBetter ? "higher" : "lower"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A figure as the benchmark prints it: whole above 1,000, else with a decimal or two.
  private static func format(_ value: Double) -> String {
    abs(value) >= 1_000 ? String(Int(value.rounded())) : fixed(value, abs(value) < 10 ? 2 : 1)
  }
}
