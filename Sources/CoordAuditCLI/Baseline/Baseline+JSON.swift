import Foundation
import LeakAudit

extension Baseline {
  /// Reads a baseline file's bytes, checking that they are one: JSON, with the format marker,
  /// a schema version this version reads, and the baseline's shape.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - file: The path to name in errors, as the user gave it.
  /// - Throws: ``BaselineError`` of kind `invalidJSON`, `notABaseline`, `newerSchema`,
  ///   `olderSchema` or `malformed` (a key given twice in one object among others), with a
  ///   message naming the file.
  package init(bytes: [UInt8], file: String) throws(BaselineError) {
    let data = Data(bytes)
    guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    else {
      throw BaselineError(
        kind: .invalidJSON, file: file, message: "the baseline '\(file)' is not valid JSON",
        help: Self.recordAgainHelp(file))
    }
    if let duplicate = JSONDuplicateKeys.first(in: bytes) {
      throw Self.malformed(file, duplicate.description)
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: data),
      header.format == Self.formatMarker
    else {
      throw BaselineError(
        kind: .notABaseline, file: file,
        message:
          "'\(file)' is not a coordaudit baseline: it has no \"format\": \"\(Self.formatMarker)\"",
        help: "give the path of a file that 'coordaudit baseline record' wrote.")
    }
    guard let version = header.schemaVersion else {
      throw Self.malformed(file, "\"schemaVersion\" is missing or not an integer")
    }
    guard version <= Self.currentSchemaVersion else {
      throw BaselineError(
        kind: .newerSchema, file: file,
        message: """
          the baseline '\(file)' has schema version \(version); this coordaudit reads up to \
          \(Self.currentSchemaVersion)
          """,
        help: "update coordaudit, or record the baseline again with this version.")
    }
    guard version >= 1 else {
      throw Self.malformed(file, "schema version \(version) was never written by coordaudit")
    }
    guard version == Self.currentSchemaVersion else {
      throw BaselineError(
        kind: .olderSchema, file: file,
        message: """
          the baseline '\(file)' has schema version \(version), which keys loops by line; this \
          coordaudit reads version \(Self.currentSchemaVersion), which keys them by name
          """,
        help: "record it again with this version: 'coordaudit baseline record \(file)'.")
    }
    let contents: FileContents
    do {
      contents = try JSONDecoder().decode(FileContents.self, from: data)
    } catch let error as DecodingError {
      throw Self.malformed(file, Self.describe(error))
    } catch {
      throw Self.malformed(file, "\(error)")
    }
    var scenarios: [String: Scenario] = [:]
    for (name, scenario) in contents.scenarios {
      let path = "scenarios.\(name)"
      if let (type, count) = scenario.liveCounts.first(where: { $0.value.value < 0 }) {
        throw Self.malformed(
          file, "at '\(path).liveCounts.\(type)': \(count.value) is not a count")
      }
      if let name = scenario.loops.keys.first(where: \.isEmpty) {
        throw Self.malformed(file, "at '\(path).loops': '\(name)' is not a loop's name")
      }
      scenarios[name] = Scenario(
        liveCounts: scenario.liveCounts.mapValues(\.value),
        loops: scenario.loops.mapValues { Loop(heapBytes: $0.heapBytes?.value) })
    }
    self.init(scenarios: scenarios)
  }

  /// The baseline as its file holds it: JSON with sorted keys and two-space indentation, ending
  /// with a newline; a loop whose heap was not measured has `"heapBytes" : null`.
  ///
  /// Written by hand rather than by `JSONEncoder`, so that the file is the same byte for byte on
  /// every platform and an empty object reads `{}`.
  package var jsonString: String {
    var writer = JSONWriter()
    writer.object(level: 0) { writer in
      writer.member("format", level: 1) { $0.string(Self.formatMarker) }
      writer.member("scenarios", level: 1) { writer in
        writer.object(level: 1) { writer in
          for name in scenarios.keys.sorted(by: JSONWriter.keyOrder) {
            let scenario = scenarios[name]!
            writer.member(name, level: 2) { writer in
              writer.object(level: 2) { writer in
                writer.member("liveCounts", level: 3) { writer in
                  writer.object(level: 3) { writer in
                    for type in scenario.liveCounts.keys.sorted(by: JSONWriter.keyOrder) {
                      writer.member(type, level: 4) { $0.integer(scenario.liveCounts[type]!) }
                    }
                  }
                }
                writer.member("loops", level: 3) { writer in
                  writer.object(level: 3) { writer in
                    for name in scenario.loops.keys.sorted(by: JSONWriter.keyOrder) {
                      writer.member(name, level: 4) { writer in
                        writer.object(level: 4) { writer in
                          writer.member("heapBytes", level: 5) {
                            $0.integer(scenario.loops[name]!.heapBytes)
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      writer.member("schemaVersion", level: 1) { $0.integer(Self.currentSchemaVersion) }
    }
    return writer.text + "\n"
  }

  private static func recordAgainHelp(_ file: String) -> String {
    """
    fix it, or move it away and record a new one with 'coordaudit baseline record \(file)'.
    """
  }

  private static func malformed(_ file: String, _ detail: String) -> BaselineError {
    BaselineError(
      kind: .malformed, file: file,
      message: "the baseline '\(file)' is not in the baseline format: \(detail)",
      help: recordAgainHelp(file))
  }

  /// `at 'scenarios.C1.liveCounts.Main': expected an integer`.
  private static func describe(_ error: DecodingError) -> String {
    func at(_ path: [any CodingKey]) -> String {
      let keys = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "at the top level" : "at '\(keys.joined(separator: "."))'"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(at(context.codingPath)): \"\(key.stringValue)\" is missing"
    case .typeMismatch(let type, let context):
      return "\(at(context.codingPath)): expected \(describe(type))"
    case .valueNotFound(let type, let context):
      return "\(at(context.codingPath)): expected \(describe(type)), found null"
    case .dataCorrupted(let context) where context.debugDescription == WholeNumber.notWhole:
      return "\(at(context.codingPath)): expected \(WholeNumber.notWhole)"
    case .dataCorrupted(let context):
      return "\(at(context.codingPath)): the value is not valid"
    @unknown default:
      return "\(error)"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "an integer"
    case is String.Type: "a string"
    default: "an object"
    }
  }

  /// The two fields that say whether a file is a baseline, read leniently.
  private struct Header: Decodable {
    var format: String?
    var schemaVersion: Int?

    enum CodingKeys: String, CodingKey {
      case format, schemaVersion
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      format = try? container.decode(String.self, forKey: .format)
      schemaVersion = try? container.decode(Int.self, forKey: .schemaVersion)
    }
  }

  /// The file's shape, read strictly.
  private struct FileContents: Decodable {
    var scenarios: [String: ScenarioContents]
  }

  private struct ScenarioContents: Decodable {
    var liveCounts: [String: WholeNumber]
    var loops: [String: LoopContents]
  }

  private struct LoopContents: Decodable {
    var heapBytes: WholeNumber?
  }

  /// A whole number that a number too large for `Int`, or with a fraction, is an error about,
  /// at its key path: the decoder itself says only "at the top level".
  private struct WholeNumber: Decodable {
    static let notWhole = "a whole number that fits in 64 bits"
    var value: Int

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Int.self) {
        self.value = value
      } else if (try? container.decode(Double.self)) != nil {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.notWhole)
      } else {
        // Not a number: the decoder's own error says what it is instead.
        value = try container.decode(Int.self)
      }
    }
  }
}

/// Pretty-printed JSON in the layout `JSONEncoder` uses (`"key" : value`, two spaces per level),
/// with `{}` for an empty object.
private struct JSONWriter {
  var text = ""
  private var needsComma = false

  /// Keys in byte order, as `sortedKeys` orders them.
  static func keyOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  mutating func object(level: Int, _ body: (inout JSONWriter) -> Void) {
    text += "{"
    needsComma = false
    let before = text.utf8.count
    body(&self)
    if text.utf8.count == before {
      text += "}"
    } else {
      text += "\n" + String(repeating: "  ", count: level) + "}"
    }
    needsComma = true
  }

  mutating func member(_ key: String, level: Int, _ value: (inout JSONWriter) -> Void) {
    text += (needsComma ? "," : "") + "\n" + String(repeating: "  ", count: level)
    string(key)
    text += " : "
    value(&self)
    needsComma = true
  }

  mutating func string(_ value: String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  mutating func integer(_ value: Int?) {
    text += value.map(String.init) ?? "null"
  }
}
