import CoordAuditScenarios
import Foundation

/// The report for programs: every result in full, as JSON with a schema version.
///
/// ```json
/// {
///   "baseline" : { "file" : "ci/baseline.json", "tolerancePercent" : 10 },
///   "notes" : [ ],
///   "scenarios" : [ { "name" : "C1-back-tap", "outcome" : "clean", … } ],
///   "schemaVersion" : 1,
///   "source" : "catalog",
///   "summary" : { "asExpected" : 28, "notAsExpected" : 0, "scenarios" : 28 },
///   "tool" : "coordaudit",
///   "version" : "0.1.0"
/// }
/// ```
///
/// Keys are sorted and the text pretty-printed; `baseline` is absent when the run was not
/// compared with one. Each scenario is a ``ScenarioResult`` as it encodes itself.
package enum JSONReport {
  /// The version of the JSON schema that ``render(_:)`` writes.
  ///
  /// It grows by one whenever a field changes meaning or goes away; new fields do not change it.
  package static let schemaVersion = 1

  /// Renders a run.
  ///
  /// - Parameter report: The run.
  /// - Returns: The JSON text, ending with a newline.
  package static func render(_ report: RunReport) -> String {
    let document = Document(
      schemaVersion: schemaVersion, tool: "coordaudit", version: CommandLineTool.version,
      source: report.source, baseline: report.baseline.map(BaselineUse.init),
      notes: report.notes, scenarios: report.scenarios,
      summary: Summary(
        scenarios: report.scenarios.count,
        asExpected: report.scenarios.count - report.notAsExpected.count,
        notAsExpected: report.notAsExpected.count))
    return text(of: document)
  }

  /// A document as every JSON report writes it: pretty-printed, keys sorted, slashes
  /// unescaped, ending with a newline.
  static func text(of document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Plain structs of strings, numbers and arrays always encode.
    let data = try! encoder.encode(document)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private struct Document: Encodable {
    var schemaVersion: Int
    var tool: String
    var version: String
    var source: RunReport.Source
    var baseline: BaselineUse?
    var notes: [String]
    var scenarios: [ScenarioResult]
    var summary: Summary
  }

  /// A baseline as the JSON reports name it: its file and tolerance.
  struct BaselineUse: Encodable {
    var file: String
    var tolerancePercent: Double

    init(_ use: RunReport.BaselineUse) {
      file = use.file
      tolerancePercent = use.tolerance.percent
    }
  }

  private struct Summary: Encodable {
    var scenarios: Int
    var asExpected: Int
    var notAsExpected: Int
  }
}
