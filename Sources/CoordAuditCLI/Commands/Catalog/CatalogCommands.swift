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
      let closest = Suggestions.ranked(to: name, in: catalog.map(\.name))
      let help =
        switch closest.count {
        case 0: "'coordaudit list' lists the built-in scenarios."
        case 1: Suggestions.didYouMean(closest[0]) + " 'coordaudit list' lists them all."
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
}
