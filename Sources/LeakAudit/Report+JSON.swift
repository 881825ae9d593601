import Foundation

extension Report {
  /// The report as JSON: sorted keys, two-space indent, `schemaVersion` at the top level.
  ///
  /// ```json
  /// {
  ///   "findings" : [ { "kind" : "leak", "objects" : [ … ], "step" : { … } } ],
  ///   "releasedCount" : 2,
  ///   "schemaVersion" : 1
  /// }
  /// ```
  ///
  /// - Returns: The JSON text, ending in a newline.
  public func jsonString() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and integers cannot fail.
    let data = try! encoder.encode(self)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads a report from the JSON that ``jsonString()`` writes.
  ///
  /// - Parameter json: The JSON text.
  /// - Throws: `DecodingError` when the text is not a report, or when its schema version is
  ///   newer than this library understands.
  public init(json: String) throws {
    let report = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    guard report.schemaVersion <= Report.currentSchemaVersion else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: """
            The report has schema version \(report.schemaVersion); this library reads up to \
            \(Report.currentSchemaVersion). Update LeakAudit to read it.
            """))
    }
    self = report
  }
}
