package import CoordAuditScenarios
package import LeakAudit

/// Ownership graphs as Mermaid flowcharts in Markdown: who holds whom at the step where a
/// scenario first found something, survivors highlighted.
///
/// When some scenarios are not as expected, only those are drawn (they are what needs looking
/// at); when all are, every scenario is. Each gets a heading and a fenced `mermaid` block, which
/// GitHub and GitLab draw in place; a scenario without a graph gets an HTML comment saying so:
///
/// ````markdown
/// ### C1-back-tap-faulty (catalog/C1-back-tap-faulty.scenario), step 4 "user taps back"
///
/// ```mermaid
/// flowchart LR
///   n1["Main<br/>coordinator"]
///   n2["Search<br/>coordinator"]
///   n1 -->|"childCoordinators"| n2
///   n2 -.->|"parentCoordinator (weak)"| n1
///   classDef survivor fill:#fdd,stroke:#c00,stroke-width:2px,color:#000
///   class n2 survivor
/// ```
/// ````
///
/// Nodes read `name<br/>role`; strong references are solid arrows, weak and unowned ones dashed
/// with `(weak)` or `(unowned)` after the property; labels are quoted. Quotes, `|`, `#`, `<` and `>` in names and
/// labels are written as Mermaid entity codes; control and bidirectional formatting characters
/// in names, headings and labels are escaped (`\u{1b}`; see `String.escapingControlCharacters`).
package enum MermaidReport {
  /// Renders a run.
  ///
  /// - Parameter report: The run.
  /// - Returns: The Markdown text, ending with a newline.
  package static func render(_ report: RunReport) -> String {
    let drawn = report.isAsExpected ? report.scenarios : report.notAsExpected
    var text = "## coordaudit: ownership graphs\n\n**\(report.summary)**\n\n"
    text +=
      report.isAsExpected
      ? "Every scenario is as expected"
      : "The scenarios not as expected"
    text += """
      , each at the step where it first found something (or its last step). Survivors are red; \
      weak and unowned references are dashed.

      """
    for result in drawn {
      text += "\n### " + "\(result.name) (\(result.file))".escapingControlCharactersAndLineFeeds
      guard let graph = result.graph else {
        text += "\n\n<!-- \(comment(result.name)): no ownership graph was recorded -->\n"
        continue
      }
      if let step = result.steps.first(where: { $0.number == graph.step }) {
        text += ", step \(step.number) \"\(step.name.escapingControlCharactersAndLineFeeds)\""
      } else {
        text += ", step \(graph.step)"
      }
      text += "\n\n```mermaid\n" + flowchart(graph) + "```\n"
      let leaks = result.steps.first { $0.number == graph.step }?.findings ?? []
      if let chains = retainChains(leaks) {
        text += "\nWho keeps each survivor alive (LeakAudit's retain paths):\n\n```mermaid\n"
        text += chains + "```\n"
      }
    }
    return text
  }

  /// Who keeps the survivors alive, one subgraph per bug (see `Report.entries`): the retain
  /// path (or cycle, or path from a holder no root reaches) of each of its leaks, each drawn
  /// once, as a `flowchart LR`; `nil` when no leak has one.
  ///
  /// The members of a cycle share one drawing of it; objects that a survivor holds add their
  /// links to the same subgraph.
  ///
  /// - Parameter findings: The findings of one step.
  /// - Returns: The flowchart's lines.
  package static func retainChains(_ findings: [Finding]) -> String? {
    var text = ""
    var index = 0
    for entry in Report(findings: findings.filter { $0.kind == .leak }).entries {
      var nodes: [String] = []
      var edges: [(from: Int, label: String, to: Int)] = []
      var drawn: Set<String> = []
      func node(_ name: String) -> Int {
        if let known = nodes.firstIndex(of: name) { return known + 1 }
        nodes.append(name)
        return nodes.count
      }
      for finding in entry.findings {
        let path = finding.retainPath ?? finding.retainCycle ?? finding.unrootedPath
        guard let path, !path.links.isEmpty else { continue }
        // A bug's members share a fingerprint: its path is drawn once.
        if let fingerprint = finding.fingerprint, !drawn.insert(fingerprint).inserted { continue }
        // Declared names where the path has them (a scenario's), else types.
        var owners = path.links.map { node($0.ownerName ?? $0.ownerType) }
        owners.append(node(path.targetName ?? path.targetType))
        for (position, link) in path.links.enumerated() {
          let label = link.field.isEmpty ? "(the value)" : link.field
          let edge = (owners[position], label, owners[position + 1])
          if !edges.contains(where: { $0 == edge }) { edges.append(edge) }
        }
      }
      guard !edges.isEmpty else { continue }
      index += 1
      let names = entry.objects.map { $0.label ?? $0.typeName }.joined(separator: ", ")
      text += "  subgraph p\(index)[\"\(escape(names))\"]\n"
      for (position, name) in nodes.enumerated() {
        text += "    p\(index)n\(position + 1)[\"\(escape(name))\"]\n"
      }
      for (from, label, to) in edges {
        text += "    p\(index)n\(from) -->|\"\(escape(label))\"| p\(index)n\(to)\n"
      }
      text += "  end\n"
    }
    return text.isEmpty ? nil : "flowchart LR\n" + text
  }

  /// A `flowchart LR` of one graph, each line indented by two spaces, ending with a newline.
  ///
  /// Its nodes are named `n1`, `n2`, … in the graph's order, as coordaudit names them, and
  /// never by the identifiers a report read back says: those are the report's text, and a
  /// Mermaid identifier is not escaped (a report whose identifier held a control character
  /// wrote it raw, found by fuzzing a shard's report). An edge whose end names no node is
  /// left out; a second node of the same identifier takes no edge.
  ///
  /// - Parameter graph: The graph.
  /// - Returns: The flowchart's lines.
  package static func flowchart(_ graph: OwnershipGraph) -> String {
    var text = "flowchart LR\n"
    var names: [String: String] = [:]
    for (position, node) in graph.nodes.enumerated() {
      let name = "n\(position + 1)"
      if names[node.id] == nil { names[node.id] = name }
      text += "  \(name)[\"\(escape(node.name))<br/>\(escape(node.role))\"]\n"
    }
    for edge in graph.edges {
      guard let from = names[edge.from], let to = names[edge.to] else { continue }
      switch edge.strength {
      case .strong:
        text += "  \(from) -->|\"\(escape(edge.label))\"| \(to)\n"
      case .weak, .unowned:
        let label = escape("\(edge.label) (\(edge.strength))")
        text += "  \(from) -.->|\"\(label)\"| \(to)\n"
      }
    }
    let survivors = graph.nodes.indices.filter { graph.nodes[$0].isSurvivor }.map { "n\($0 + 1)" }
    if !survivors.isEmpty {
      text += "  classDef survivor fill:#fdd,stroke:#c00,stroke-width:2px,color:#000\n"
      text += "  class \(survivors.joined(separator: ",")) survivor\n"
    }
    return text
  }

  /// Text for a Mermaid label: characters that Mermaid's syntax uses, as entity codes.
  private static func escape(_ text: String) -> String { text.escapingForMermaid }

  /// Text for an HTML comment: no `--`.
  static func comment(_ text: String) -> String {
    var result = text.escapingControlCharactersAndLineFeeds
    while result.contains("--") { result = result.replacing("--", with: "- -") }
    return result
  }
}
