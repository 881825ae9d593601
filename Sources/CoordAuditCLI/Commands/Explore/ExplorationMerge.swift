package import CoordAuditScenarios
import CoordinatorTree

/// Puts the reports of the shards of a search (`coordaudit explore --shard K/N`) together into
/// the report of the whole search: each bug once, from the shard that met it first in the
/// search's order, so with the same shortest sequence as one unsplit run.
package enum ExplorationMerge {
  /// One report to merge: where it came from (for errors), and its results.
  package struct Part: Sendable {
    package var name: String
    package var results: [ScenarioResult]

    /// Creates a part.
    ///
    /// - Parameters:
    ///   - name: What errors call it: its file, or `shard 2/3`.
    ///   - results: Its results, as ``ShardReport`` read them.
    package init(name: String, results: [ScenarioResult]) {
      self.name = name
      self.results = results
    }
  }

  /// The whole search's results, one reproducing scenario per bug, one summary per file.
  package struct Merged: Sendable {
    package var results: [ScenarioResult]
    package var reproductions: [ExploreOutput.Reproduction]
    package var summaries: [String]
    /// The shards without a report, when they may be missing: `'a.scenario': shards 3/4, 4/4`.
    package var missingShards: [String] = []
  }

  /// Why reports cannot be merged.
  package struct Problem: Error, Equatable {
    package var message: String
  }

  /// Merges the reports.
  ///
  /// - Parameters:
  ///   - parts: The reports of every shard of each search, in any order, each checked as
  ///     ``ShardReport`` checks them.
  ///   - allowsMissingShards: Whether a search may lack shards (an interrupted `--jobs` run,
  ///     some of whose shards ended before they had a report): what the others found is
  ///     merged, and the missing ones are listed.
  /// - Returns: The results of each search, files in the order they first appear.
  /// - Throws: ``Problem`` when a result is not from `explore`, when the shards of a file
  ///   explored to different depths, in different ways or different texts of it, or when a
  ///   shard is missing or given twice.
  package static func merge(_ parts: [Part], allowsMissingShards: Bool = false) throws(Problem)
    -> Merged
  {
    var files: [String] = []
    var byFile: [String: [(part: String, results: [ScenarioResult])]] = [:]
    for part in parts {
      var ofPart: [String: [ScenarioResult]] = [:]
      for result in part.results {
        guard result.exploration != nil else {
          throw Problem(
            message: "'\(part.name)' has a result of 'coordaudit run' ('\(result.name)'): "
              + "only reports of 'coordaudit explore' merge")
        }
        if ofPart[result.file] == nil, byFile[result.file] == nil { files.append(result.file) }
        ofPart[result.file, default: []].append(result)
      }
      for (file, results) in ofPart { byFile[file, default: []].append((part.name, results)) }
    }
    var merged = Merged(results: [], reproductions: [], summaries: [])
    for file in files {
      let shards = byFile[file]!
      let records = shards.map { $0.results[0].exploration! }
      let missing = try check(records, of: file, in: shards.map(\.part))
      if !missing.isEmpty {
        let list = missing.map { "\($0)/\(records[0].shard!.count)" }.joined(separator: ", ")
        guard allowsMissingShards else {
          throw Problem(
            message: "'\(file)' cannot be merged: shard\(missing.count == 1 ? "" : "s") \(list) "
              + "\(missing.count == 1 ? "is" : "are") missing")
        }
        merged.missingShards.append("'\(file)': shard\(missing.count == 1 ? "" : "s") \(list)")
      }
      var record = records[0]
      record.shard = nil
      record.figures = .sum(records.map(\.figures))
      record.stoppedAtMemory = records.compactMap(\.stoppedAtMemory).max()
      let notChecked = records.compactMap(\.cyclesNotChecked).reduce(0, +)
      record.cyclesNotChecked = notChecked > 0 ? notChecked : nil
      record.bug = nil
      // What did nothing in every part did nothing in the whole search.
      let idle = (records[0].idle ?? []).filter { line in
        records.allSatisfy { $0.idle?.contains(line) == true }
      }
      record.idle = idle.isEmpty ? nil : idle
      let results = shards.flatMap(\.results)
      let bugs = SearchOrder.earliest(
        results.filter { $0.exploration?.bug != nil },
        key: { $0.exploration!.bug!.key },
        order: { SearchOrder(indices: $0.exploration!.bug!.order) })
      if bugs.isEmpty {
        var clean = results[0]
        clean.exploration = record
        merged.results.append(clean)
      }
      for var bug in bugs {
        let found = bug.exploration!.bug
        bug.exploration = record
        bug.exploration?.bug = found
        merged.results.append(bug)
        if let reproduction = found?.reproduction { merged.reproductions.append(reproduction) }
      }
      merged.summaries.append(
        record.summary(
          file: file, bugs: bugs.count, shards: records[0].shard == nil ? nil : records.count))
    }
    return merged
  }

  /// How a shard's report says its parts split: `by weight`, or `every Nth state` for a
  /// report that does not say (written before the parts were weighed).
  private static func describe(_ split: String?) -> String {
    split.map { "'\($0.truncated(to: 40))'" } ?? "every Nth state"
  }

  /// Checks that the reports of one file are the shards of one search: one depth, one way of
  /// exploring, one text of the file, one way of splitting, and each shard of the same count
  /// once at most (or one whole search).
  ///
  /// - Returns: The indices of the shards that no report gives, in order.
  private static func check(
    _ records: [ExplorationRecord], of file: String, in parts: [String]
  ) throws(Problem) -> [Int] {
    let first = records[0]
    for (index, record) in records.enumerated().dropFirst() {
      guard record.sourceHash == first.sourceHash else {
        throw Problem(
          message: "'\(parts[0])' and '\(parts[index])' explored two texts of '\(file)' (it "
            + "changed between them): only the shards of one search merge; explore every shard "
            + "of the file as it is now")
      }
      guard record.depth == first.depth, record.merges == first.merges else {
        throw Problem(
          message: "'\(parts[0])' and '\(parts[index])' explored '\(file)' differently "
            + "(depth \(first.depth) and \(record.depth)"
            + (record.merges == first.merges ? "" : "; one of them played every sequence")
            + "): only the shards of one search merge")
      }
    }
    guard let count = first.shard?.count else {
      if records.count > 1 {
        throw Problem(
          message: "'\(file)' was explored whole in '\(parts[0])' and again in "
            + "'\(parts[1])': only the shards of one search merge")
      }
      return []
    }
    var seen: [Int: String] = [:]
    for (index, record) in records.enumerated() {
      guard let shard = record.shard, shard.count == count else {
        throw Problem(
          message: "'\(parts[index])' is not a shard of the \(count) that '\(parts[0])' is one "
            + "of, for '\(file)'")
      }
      if let other = seen[shard.index] {
        throw Problem(
          message: "shard \(shard.description) of '\(file)' is given twice: in '\(other)' and "
            + "in '\(parts[index])'")
      }
      seen[shard.index] = parts[index]
      // Parts that split in two ways each keep states by their own rule: some states would be
      // no part's, and what is below them unexplored.
      guard shard.split == first.shard?.split else {
        throw Problem(
          message: "'\(parts[0])' and '\(parts[index])' split the search of '\(file)' in two "
            + "ways (\(Self.describe(first.shard?.split)) and \(Self.describe(shard.split))), "
            + "written by two versions of coordaudit: only the shards of one search merge; "
            + "explore every shard with one coordaudit")
      }
    }
    // ShardReport checked that each count is at least 1 and each index within it.
    return (1...count).filter { seen[$0] == nil }
  }
}
