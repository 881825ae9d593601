package import CoordAuditScenarios
import Foundation
import LeakAudit

/// The JSON report of a shard of a search (`coordaudit explore --shard K/N --format json`), read
/// as `explore --merge` and `explore --jobs` read it.
///
/// A shard's report comes from another machine (a job of a CI matrix) or another process: every
/// field the merge counts with, compares or writes from is checked before anything is merged,
/// and a report that fails a check is refused with the field's place in the file:
///
/// ```text
/// Error: 'shard-2.json' cannot be merged: 'scenarios[0].exploration.shard.count' is 0, outside 1 to 256
/// Error: 'shard-2.json' cannot be merged: the key 'bug' is given twice in one object, the second time at line 9, column 7
/// ```
///
/// Refused: a key given twice in one object; a depth outside 0 to 32; a shard whose count is
/// outside 1 to 256 or whose index is outside 1 to its count; a figure below 0 or above 2⁴⁸
/// (so that the figures of 256 shards add up without overflow); a bug without a key, or whose
/// order does not fit its depth; a step's unexpected finding that is not one of its findings;
/// a reproduction whose file name is not the one coordaudit gives
/// that bug (a name is never a path: `../../x.scenario` is refused); a missing or malformed
/// hash of the explored file; two results of one file in one report that disagree about the
/// search.
package enum ShardReport {
  /// The largest figure (states, transitions, steps…) a shard's report may give.
  package static let maximumFigure = 1 << 48

  /// Why a report is not read: a sentence that names the report (`'shard-2.json' cannot be
  /// merged: …`), without `Error: `.
  package struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package var description: String { message }
  }

  /// The results of a shard's report, every one checked.
  ///
  /// - Parameters:
  ///   - bytes: The report's bytes.
  ///   - name: What messages call it: the file as given, or `shard 2/3`.
  /// - Returns: Its results, in its order.
  /// - Throws: ``Refusal`` saying what is wrong and where.
  package static func results(in bytes: [UInt8], of name: String) throws(Refusal)
    -> [ScenarioResult]
  {
    struct Document: Decodable {
      var tool: String
      var schemaVersion: Int
      var scenarios: [ScenarioResult]
    }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(bytes))
    } catch {
      throw stop("'\(name)' is not a JSON report of coordaudit: \(describe(error))")
    }
    if let duplicate = JSONDuplicateKeys.first(in: bytes) {
      throw stop("'\(name)' cannot be merged: \(duplicate)")
    }
    guard document.tool == "coordaudit",
      (1...JSONReport.schemaVersion).contains(document.schemaVersion)
    else {
      throw stop(
        "'\(name)' is a report of schema version \(document.schemaVersion) of "
          + "'\(document.tool.truncated(to: 80))'; this coordaudit reads version "
          + "\(JSONReport.schemaVersion)")
    }
    for (index, result) in document.scenarios.enumerated() {
      guard let record = result.exploration else {
        throw stop(
          "'\(name)' has a result of 'coordaudit run' ('\(result.name.truncated(to: 80))'): "
            + "only reports of 'coordaudit explore' merge")
      }
      if let problem = problem(of: record, file: result.file, at: "scenarios[\(index)]")
        ?? problem(of: result.steps, at: "scenarios[\(index)]")
      {
        throw stop("'\(name)' cannot be merged: \(problem)")
      }
    }
    if let problem = disagreement(in: document.scenarios) {
      throw stop("'\(name)' cannot be merged: \(problem)")
    }
    return document.scenarios
  }

  private static func stop(_ message: String) -> Refusal {
    Refusal(message: message)
  }

  /// What is wrong with one result's record, if anything: `'scenarios[0].exploration.depth' is
  /// -5, outside 0 to 32`.
  static func problem(of record: ExplorationRecord, file: String, at place: String) -> String? {
    let place = place + ".exploration"
    func outside(_ field: String, _ value: Int, _ range: ClosedRange<Int>) -> String? {
      range.contains(value)
        ? nil
        : "'\(place).\(field)' is \(value), outside \(range.lowerBound) to \(range.upperBound)"
    }
    if file.isEmpty { return "'\(place.dropLast(".exploration".count)).file' is empty" }
    if let problem = outside("depth", record.depth, 0...ExploreCommand.maximumDepth) {
      return problem
    }
    if let shard = record.shard {
      if let problem = outside("shard.count", shard.count, 1...ExploreCommand.maximumShards)
        ?? outside("shard.index", shard.index, 1...shard.count)
      {
        return problem
      }
    }
    let figures = record.figures
    let counts = [
      ("states", figures.states), ("transitions", figures.transitions),
      ("revisits", figures.revisits), ("steps", figures.steps),
      ("unkeyedStates", figures.unkeyedStates),
    ]
    for (field, value) in counts {
      if let problem = outside("figures.\(field)", value, 0...maximumFigure) { return problem }
    }
    if let problem = outside("figures.depthReached", figures.depthReached, 0...record.depth)
      ?? record.stoppedAtMemory.flatMap({ outside("stoppedAtMemory", $0, 0...maximumFigure) })
      ?? record.cyclesNotChecked.flatMap({ outside("cyclesNotChecked", $0, 0...maximumFigure) })
    {
      return problem
    }
    guard let hash = record.sourceHash else {
      return "'\(place).sourceHash' is missing: the report was written by a coordaudit that "
        + "did not record which text of the file it explored; explore every shard again with "
        + "this one"
    }
    guard hash.utf8.count == 16, hash.utf8.allSatisfy({ isLowerHexDigit($0) }) else {
      return "'\(place).sourceHash' is '\(hash.truncated(to: 40))', not 16 hex digits"
    }
    guard let bug = record.bug else { return nil }
    if bug.key.isEmpty { return "'\(place).bug.key' is empty" }
    // One index per action played, then the bug's place among its step's bugs.
    if let problem = outside("bug.order's count", bug.order.count, 1...(record.depth + 1)) {
      return problem
    }
    if let (offset, value) = bug.order.enumerated().first(where: { $0.element < 0 }) {
      return "'\(place).bug.order[\(offset)]' is \(value), below 0"
    }
    if let reproduction = bug.reproduction {
      let expected = ExplorationRecord.Reproduction.fileName(
        exploring: file, bug: bug.key, subject: bug.subject)
      guard reproduction.fileName == expected else {
        return "'\(place).bug.reproduction.fileName' is "
          + "'\(reproduction.fileName.truncated(to: 80))', not the name coordaudit gives this "
          + "bug ('\(expected)')"
      }
    }
    return nil
  }

  /// A step whose unexpected findings are not among its findings, which the reports look up.
  static func problem(of steps: [StepResult], at place: String) -> String? {
    for (index, step) in steps.enumerated() {
      for (offset, position) in step.unexpectedFindings.enumerated()
      where !step.findings.indices.contains(position) {
        return "'\(place).steps[\(index)].unexpectedFindings[\(offset)]' is \(position), and "
          + "the step has \(Wording.counted(step.findings.count, "finding"))"
      }
    }
    return nil
  }

  private static func isLowerHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  /// Two results of one file that do not tell of one search: another depth, shard, way of
  /// exploring, figures or text.
  private static func disagreement(in results: [ScenarioResult]) -> String? {
    var first: [String: (index: Int, record: ExplorationRecord)] = [:]
    for (index, result) in results.enumerated() {
      var record = result.exploration!
      record.bug = nil
      guard let (earlier, known) = first[result.file] else {
        first[result.file] = (index, record)
        continue
      }
      guard record == known else {
        return "'scenarios[\(index)].exploration' and 'scenarios[\(earlier)].exploration' tell "
          + "of two searches of '\(result.file.truncated(to: 80))' (another depth, shard, "
          + "figures or text): a shard's report tells of one search per file"
      }
    }
    return nil
  }

  /// A decoding error in a sentence: what was wrong, and where.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? ""
        : " at '"
          + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
          + "'"
    }
    switch error {
    case .dataCorrupted(let context): return "it is not valid JSON" + place(context.codingPath)
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing" + place(context.codingPath)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "a value has the wrong type" + place(context.codingPath)
    @unknown default: return "\(error)"
    }
  }
}
