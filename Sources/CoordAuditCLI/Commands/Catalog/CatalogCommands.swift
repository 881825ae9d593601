import CoordAuditScenarios

extension CommandLineTool {
  /// `coordaudit list`: one line per built-in scenario, the name padded, then its summary.
  ///
  /// - Parameter catalog: The built-in scenarios, in catalog order.
  /// - Returns: The lines on standard output; status 0.
  static func list(_ catalog: [CatalogEntry]) -> Outcome {
    let width = catalog.map(\.name.count).max() ?? 0
    let lines = catalog.map { entry in
      entry.name + String(repeating: " ", count: width - entry.name.count) + "  "
        + entry.summary + "\n"
    }
    return Outcome(standardOutput: lines.joined(), status: ExitStatus.success)
  }

  /// `coordaudit show NAME`: the scenario's file, exactly; an unknown name is a usage error
  /// that lists the closest names.
  ///
  /// - Parameters:
  ///   - name: The name as given.
  ///   - catalog: The built-in scenarios.
  /// - Returns: The file on standard output, ending with a newline; status 0.
  /// - Throws: ``Stop`` with status 64 for an unknown name.
  static func show(_ name: String, catalog: [CatalogEntry]) throws(Stop) -> Outcome {
    guard let entry = catalog.first(where: { $0.name == name }) else {
      let closest = closestNames(to: name, in: catalog.map(\.name))
      let help =
        switch closest.count {
        case 0: "'coordaudit list' lists the built-in scenarios."
        case 1: "did you mean '\(closest[0])'? 'coordaudit list' lists them all."
        default:
          "the closest names are \(Wording.quotedList(closest)); 'coordaudit list' lists them all."
        }
      throw Stop(UsageError("Unknown scenario '\(name)'", help: help, topic: .show))
    }
    let source =
      entry.source.hasSuffix("\n") || entry.source.isEmpty
      ? entry.source : entry.source + "\n"
    return Outcome(standardOutput: source, status: ExitStatus.success)
  }

  /// Up to three names close to what was typed: those that contain it (ignoring case) first,
  /// then those within a few edits, each group by edit distance, then in catalog order.
  ///
  /// - Parameters:
  ///   - input: What was typed.
  ///   - names: The names, in catalog order.
  /// - Returns: At most three names.
  static func closestNames(to input: String, in names: [String]) -> [String] {
    let query = input.lowercased()
    let limit = max(2, input.count / 3)
    let ranked = names.enumerated().compactMap { index, name -> (Int, Int, Int, String)? in
      let lowered = name.lowercased()
      let distance = Suggestions.editDistance(query, lowered)
      if !query.isEmpty, lowered.contains(query) { return (0, distance, index, name) }
      return distance <= limit ? (1, distance, index, name) : nil
    }
    return ranked.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.prefix(3).map(\.3)
  }
}
