import Foundation

/// A built-in scenario about a hand-written coordinator's wiring, from a bug reported in a
/// public coordinator library or app: a correct form, and the faulty form the report
/// describes, which differs from it only where the wiring (and the expectations) say so.
struct WiringPair {
  /// The correct form's name; the faulty form's is the same with `-faulty`.
  var name: String
  var summary: String
  var faultySummary: String
  /// Where the bug was reported: one URL per line of the scenario's header.
  var sources: [String]
  /// What the scenario shows, in a sentence or two, for the header.
  var story: String
  /// What the correct form does differently, for its header.
  var fix: String
  /// The correct form's statements, from `scenario`.
  var correct: String
  /// Replacements that turn the correct form into the faulty one, each applied once.
  var faults: [(correct: String, faulty: String)]

  /// The correct form, then the faulty one.
  var entries: [CatalogEntry] {
    [
      CatalogEntry(name: name, summary: summary, source: header(faulty: false) + correct),
      CatalogEntry(
        name: name + "-faulty", summary: faultySummary,
        source: header(faulty: true) + faultyForm),
    ]
  }

  /// The faulty form's statements.
  var faultyForm: String {
    var text = correct
    if let name = text.range(of: "\"\n") { text.replaceSubrange(name, with: " (faulty)\"\n") }
    for (old, new) in faults {
      guard let range = text.range(of: old) else {
        preconditionFailure("'\(old)' is not in \(name)'s correct form")
      }
      text.replaceSubrange(range, with: new)
    }
    return text
  }

  private func header(faulty: Bool) -> String {
    var lines = story.split(separator: "\n").map { "# " + $0 }
    if faulty {
      lines.append("# This is the faulty form, as reported.")
    } else {
      lines += ("Correct: " + fix).split(separator: "\n").map { "# " + $0 }
    }
    lines += sources.map { "# Source: " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
