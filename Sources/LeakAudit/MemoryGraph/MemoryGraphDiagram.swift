/// The memory graph drawn: a node per class (with its count, or how it grew) and per holder,
/// and an arrow per reference on the merged paths, labelled with the field and how many
/// instances the paths through it hold.
///
/// ```text
/// flowchart LR
///   n1["DetailViewModel<br/>+14 (0 → 14)"]
///   n2["the global Cache"]
///   n2 -->|"models[] ×14"| n1
///   classDef counted fill:#fdd,stroke:#c00,stroke-width:2px,color:#000
///   class n1 counted
/// ```
struct MemoryGraphDiagram {
  /// One class: its name, what to print under it, and what holds its instances.
  struct Entry {
    var type: String
    var detail: String
    var holders: [MemoryGraphHolders]
  }

  private var nodes: [(label: [String], isCounted: Bool)] = []
  private var nodeIDs: [String: Int] = [:]
  private var edges: [(from: Int, to: Int, field: String, count: Int)] = []
  private var edgeIDs: [String: Int] = [:]
  private let heading: String

  init(heading: String, entries: [Entry]) {
    self.heading = heading
    for entry in entries {
      var label = [entry.type, entry.detail]
      let unknown = entry.holders.filter { $0.kind == .unknown }.map(\.count).reduce(0, +)
      if unknown > 0 { label.append("\(unknown) with no holder found") }
      nodeIDs[entry.type] = nodes.count
      nodes.append((label, true))
    }
    for entry in entries {
      for group in entry.holders {
        guard let path = group.path else { continue }
        var previous = node(path.links.first?.ownerType ?? path.targetType)
        for (index, link) in path.links.enumerated() {
          let next = node(
            index + 1 < path.links.count ? path.links[index + 1].ownerType : path.targetType)
          addEdge(from: previous, to: next, field: link.field, count: group.count)
          previous = next
        }
      }
    }
  }

  private mutating func node(_ type: String) -> Int {
    if let id = nodeIDs[type] { return id }
    nodeIDs[type] = nodes.count
    nodes.append(([type], false))
    return nodes.count - 1
  }

  private mutating func addEdge(from: Int, to: Int, field: String, count: Int) {
    let key = "\(from) \(to) \(field)"
    if let id = edgeIDs[key] {
      edges[id].count += count
    } else {
      edgeIDs[key] = edges.count
      edges.append((from, to, field, count))
    }
  }

  /// A Mermaid `flowchart LR`, the counted classes highlighted; labels escaped as
  /// coordaudit's Mermaid reports escape theirs (`String.escapingForMermaid`).
  var mermaid: String {
    var text = "flowchart LR\n  %% \(heading.escapingForMermaid)\n"
    for (index, node) in nodes.enumerated() {
      text +=
        "  n\(index + 1)[\"\(node.label.map(\.escapingForMermaid).joined(separator: "<br/>"))\"]\n"
    }
    for edge in edges {
      text +=
        "  n\(edge.from + 1) -->|\"\(Self.edgeLabel(edge).escapingForMermaid)\"| n\(edge.to + 1)\n"
    }
    let counted = nodes.indices.filter { nodes[$0].isCounted }
    if !counted.isEmpty {
      text += "  classDef counted fill:#fdd,stroke:#c00,stroke-width:2px,color:#000\n"
      text += "  class \(counted.map { "n\($0 + 1)" }.joined(separator: ",")) counted\n"
    }
    return text
  }

  /// A Graphviz `digraph`, left to right, the counted classes outlined in red.
  var dot: String {
    var text = "// \(heading.escapingControlCharactersAndLineFeeds)\ndigraph memory_graph {\n"
    text += "  rankdir=LR;\n  node [shape=box];\n"
    for (index, node) in nodes.enumerated() {
      let style = node.isCounted ? ", color=\"#cc0000\", penwidth=2" : ""
      text +=
        "  n\(index + 1) [label=\"\(node.label.map(Self.dotText).joined(separator: "\\n"))\"\(style)];\n"
    }
    for edge in edges {
      text +=
        "  n\(edge.from + 1) -> n\(edge.to + 1) [label=\"\(Self.dotText(Self.edgeLabel(edge)))\"];\n"
    }
    return text + "}\n"
  }

  private static func edgeLabel(_ edge: (from: Int, to: Int, field: String, count: Int)) -> String {
    edge.field.isEmpty ? "×\(edge.count)" : "\(edge.field) ×\(edge.count)"
  }

  private static func dotText(_ text: String) -> String {
    var result = ""
    for character in text.escapingControlCharactersAndLineFeeds {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      default: result.append(character)
      }
    }
    return result
  }
}

extension MemoryGraphSnapshot {
  /// The snapshot as a Mermaid flowchart: a node per class with its count, and its holders'
  /// merged paths when the snapshot has them.
  public var mermaid: String { diagram.mermaid }

  /// The snapshot as a Graphviz `digraph`, as ``mermaid`` draws it.
  public var dot: String { diagram.dot }

  private var diagram: MemoryGraphDiagram {
    let total = counts.values.reduce(0, +)
    return MemoryGraphDiagram(
      heading: "Memory graph: \(total) live \(total == 1 ? "object" : "objects")",
      entries: sortedTypes.map {
        .init(type: $0, detail: "\(counts[$0]!) live", holders: holders?[$0] ?? [])
      })
  }
}

extension MemoryGraphGrowth {
  /// The growth as a Mermaid flowchart: a node per grown class with how it grew, and its
  /// holders' merged paths.
  public var mermaid: String { diagram.mermaid }

  /// The growth as a Graphviz `digraph`, as ``mermaid`` draws it.
  public var dot: String { diagram.dot }

  private var diagram: MemoryGraphDiagram {
    MemoryGraphDiagram(
      heading: changes.isEmpty
        ? "Memory graph: nothing grew"
        : "Memory graph: \(changes.count) \(changes.count == 1 ? "type" : "types") grew",
      entries: changes.map {
        .init(
          type: $0.type, detail: "+\($0.after - $0.before) (\($0.before) → \($0.after))",
          holders: $0.holders)
      })
  }
}
