import Foundation

extension Report: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, findings, releasedCount, entries
  }

  /// An entry as JSON carries it: its headline and the positions of its findings.
  private struct EncodedEntry: Codable {
    var headline: String
    var findings: [Int]
  }

  /// Reads a report; its `entries` are derived from the findings, and not read.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a report.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      findings: try container.decode([Finding].self, forKey: .findings),
      releasedCount: try container.decode(Int.self, forKey: .releasedCount))
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
  }

  /// Writes the report: its schema version, findings, release count, and its ``entries``
  /// (one per bug) as the positions of their findings in `findings`, with their headlines.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` when the encoder refuses a value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(findings, forKey: .findings)
    try container.encode(releasedCount, forKey: .releasedCount)
    let entries = groupedIndices().map { indices in
      EncodedEntry(
        headline: Self.headline(for: indices.map { findings[$0] }), findings: indices)
    }
    try container.encode(entries, forKey: .entries)
  }
}

extension Report {
  /// The report as JSON: sorted keys, two-space indent, `schemaVersion` at the top level.
  ///
  /// Each of ``entries`` (one per bug) is listed under `entries` by its headline and the
  /// positions of its findings in `findings`:
  ///
  /// ```json
  /// {
  ///   "entries" : [ { "findings" : [ 0, 1 ], "headline" : "Leak: … still alive after …" } ],
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
