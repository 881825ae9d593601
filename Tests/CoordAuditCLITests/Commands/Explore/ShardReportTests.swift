import CoordAuditCLI
import CoordAuditScenarios
import Foundation
import TestSupport
import Testing

/// The reports of shards as `explore --merge` reads them.
///
/// Real shards of a real search (`search-explore.scenario`, which leaks), then each edited as
/// a report from another machine could be. Every edit is refused with status 65 and the
/// field's place, and nothing is written; the reports as written merge (the positive control).
@Suite struct ShardReportTests {
  static let scenario = try! TestFiles.text(
    "Tests/CoordAuditCLITests/Scenarios/search-explore.scenario")

  /// `s.scenario` explored at depth 3 as `count` shards, each report as `K.json`.
  static func writeShards(count: Int, in directory: String, source: String = scenario) async {
    write(source, to: "s.scenario", in: directory)
    for index in 1...count {
      let outcome = await CommandLineTool.run(
        arguments: [
          "explore", "--depth", "3", "--shard", "\(index)/\(count)", "--format", "json",
          "--output", "\(index).json", "s.scenario",
        ], engine: ScenarioRunner(), environment: Environment(workingDirectory: directory))
      #expect(outcome.status == 1, "\(outcome.standardError)")
    }
  }

  static func text(_ name: String, in directory: String) -> String {
    try! String(contentsOfFile: directory + "/" + name, encoding: .utf8)
  }

  /// Replaces the first match of a regular expression in a shard's report.
  static func edit(_ name: String, in directory: String, _ pattern: String, _ replacement: String) {
    let old = text(name, in: directory)
    let new = old.replacingOccurrences(
      of: pattern, with: replacement, options: .regularExpression,
      range: old.range(of: pattern, options: .regularExpression))
    #expect(new != old, "'\(pattern)' is not in \(name)")
    write(new, to: name, in: directory)
  }

  /// Merges `1.json` and `2.json`, emitting into `deep/found`.
  static func merge(in directory: String) async -> CommandLineTool.Outcome {
    await CommandLineTool.run(
      arguments: ["explore", "--merge", "--emit", "deep/found", "1.json", "2.json"],
      engine: ScenarioRunner(), environment: Environment(workingDirectory: directory))
  }

  @Test func theShardsAsWrittenMerge() async {
    await withTemporaryDirectory { directory in
      await Self.writeShards(count: 2, in: directory)
      let outcome = await Self.merge(in: directory)
      #expect(outcome.status == 1, "\(outcome.standardError)")
      #expect(
        outcome.filesWritten == [
          "deep/found/s-leak-of-search-held-by-main-childcoordinators.scenario"
        ])
    }
  }

  @Test func aReproductionIsNamedAfterTheBugsSubjectHoweverTheSearchIsSplit() async throws {
    // The screen that Home keeps keeps its view model, which keeps the chat's coordinator: the
    // report names 'Chat' first, and so does the file (before: '…-leak-of-conversation-…').
    let help = try TestFiles.text("Tests/CoordAuditCLITests/Scenarios/help-chat.scenario")
    let name = "s-leak-of-chat-through-conversation-held-by-home-strong-ref.scenario"
    await withTemporaryDirectory { directory in
      write(help, to: "s.scenario", in: directory)
      let whole = await CommandLineTool.run(
        arguments: ["explore", "--depth", "3", "--emit", "whole", "s.scenario"],
        engine: ScenarioRunner(), environment: Environment(workingDirectory: directory))
      #expect(whole.status == 1, "\(whole.standardError)")
      #expect(whole.filesWritten == ["whole/\(name)"])
      for index in 1...2 {
        _ = await CommandLineTool.run(
          arguments: [
            "explore", "--depth", "3", "--shard", "\(index)/2", "--format", "json", "--output",
            "\(index).json", "s.scenario",
          ], engine: ScenarioRunner(), environment: Environment(workingDirectory: directory))
      }
      let merged = await Self.merge(in: directory)
      #expect(merged.status == 1, "\(merged.standardError)")
      #expect(merged.filesWritten == ["deep/found/\(name)"])
    }
  }

  /// Each edit of shard 1's report, and what the merge says of it.
  static let edits: [(pattern: String, replacement: String, error: String)] = [
    (
      #""subject" : "Search""#, #""subject" : "../Evil""#,
      "'scenarios[0].exploration.bug.reproduction.fileName' is "
        + "'s-leak-of-search-held-by-main-childcoordinators.scenario', not the name coordaudit "
        + "gives this bug ('s-leak-of-evil-through-search-held-by-main-childcoordinators.scenario')"
    ),
    (
      #""fileName" : "[^"]*""#, #""fileName" : "../../escaped.scenario""#,
      "'scenarios[0].exploration.bug.reproduction.fileName' is '../../escaped.scenario', not "
        + "the name coordaudit gives this bug "
        + "('s-leak-of-search-held-by-main-childcoordinators.scenario')"
    ),
    (
      #""count" : 2,(\s*)"index" : 1"#, #""count" : 0,$1"index" : 1"#,
      "'scenarios[0].exploration.shard.count' is 0, outside 1 to 256"
    ),
    (
      #""count" : 2,(\s*)"index" : 1"#, #""count" : -3,$1"index" : 1"#,
      "'scenarios[0].exploration.shard.count' is -3, outside 1 to 256"
    ),
    (
      #""count" : 2,(\s*)"index" : 1"#, #""count" : 2,$1"index" : 4"#,
      "'scenarios[0].exploration.shard.index' is 4, outside 1 to 2"
    ),
    (
      #""states" : [0-9]+"#, #""states" : 9223372036854775807"#,
      "'scenarios[0].exploration.figures.states' is 9223372036854775807, outside 0 to "
        + "281474976710656"
    ),
    (
      #""depth" : 3,"#, #""depth" : -5,"#,
      "'scenarios[0].exploration.depth' is -5, outside 0 to 32"
    ),
    // Summed over the shards, a count past the largest figure could overflow.
    (
      #""depth" : 3,"#, #""cyclesNotChecked" : 9223372036854775807, "depth" : 3,"#,
      "'scenarios[0].exploration.cyclesNotChecked' is 9223372036854775807, outside 0 to "
        + "281474976710656"
    ),
    (
      #""depth" : 3,"#, #""depth" : 3, "depth" : 2,"#,
      "the key 'depth' is given twice in one object, the second time at line "
    ),
    // A bug of a clean result, or a second one of a bug's: counted, it made the search fail.
    (
      #""depth" : 3,"#,
      #""bug" : { "key" : "a leak of 'Nothing'", "order" : [ 0 ] }, "depth" : 3,"#,
      "the key 'bug' is given twice in one object, the second time at line "
    ),
    (
      #",\s*"sourceHash" : "[0-9a-f]*""#, "",
      "'scenarios[0].exploration.sourceHash' is missing: the report was written by a coordaudit "
        + "that did not record which text of the file it explored; explore every shard again "
        + "with this one"
    ),
    (
      #""unexpectedFindings" : \["#, #""unexpectedFindings" : [ 7 ], "ignored" : ["#,
      "'scenarios[0].steps[0].unexpectedFindings[0]' is 7, and the step has 0 findings"
    ),
  ]

  @Test(arguments: 0..<edits.count)
  func anEditedShardReportIsRefusedWithTheFieldsPlace(_ index: Int) async {
    let edit = Self.edits[index]
    await withTemporaryDirectory { directory in
      await Self.writeShards(count: 2, in: directory)
      Self.edit("1.json", in: directory, edit.pattern, edit.replacement)
      // Shard 2 as shard 1 says it: an overflow needs both.
      if edit.replacement.contains("9223372036854775807") {
        Self.edit("2.json", in: directory, edit.pattern, edit.replacement)
      }
      let outcome = await Self.merge(in: directory)
      #expect(outcome.status == 65)
      #expect(outcome.standardError.hasPrefix("Error: '1.json' cannot be merged: " + edit.error))
      #expect(outcome.standardOutput == "")
      #expect(outcome.filesWritten == [])
      #expect(contents(of: directory) == ["1.json", "2.json", "deep", "s.scenario"])
      #expect(contents(of: directory + "/deep/found") == [])
    }
  }

  /// Shard 2 explored the file after a line was added to it: the two are not one search.
  @Test func shardsOfTwoTextsOfOneFileAreRefused() async {
    await withTemporaryDirectory { directory in
      await Self.writeShards(count: 2, in: directory)
      let first = Self.text("1.json", in: directory)
      await Self.writeShards(count: 2, in: directory, source: Self.scenario + "# edited\n")
      write(first, to: "1.json", in: directory)
      let outcome = await Self.merge(in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: '1.json' and '2.json' explored two texts of 's.scenario' (it changed between \
          them): only the shards of one search merge; explore every shard of the file as it is \
          now

          """)
    }
  }

  /// Shard 1 as a coordaudit wrote it before the parts were weighed (its report says no
  /// split): the two parts kept their states by two rules, and some states would be neither's.
  @Test func shardsSplitInTwoWaysAreRefused() async {
    await withTemporaryDirectory { directory in
      await Self.writeShards(count: 2, in: directory)
      #expect(Self.text("2.json", in: directory).contains(#""split" : "by weight""#))
      Self.edit("1.json", in: directory, #",\s*"split" : "by weight""#, "")
      let outcome = await Self.merge(in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: '1.json' and '2.json' split the search of 's.scenario' in two ways (every Nth \
          state and 'by weight'), written by two versions of coordaudit: only the shards of one \
          search merge; explore every shard with one coordaudit

          """)
      #expect(contents(of: directory + "/deep/found") == [])
    }
  }

  /// A search that the memory limit stopped in one shard leaves the merged search incomplete
  /// (status 2), never clean.
  ///
  /// The fixed scenario finds nothing, so the only verdict left is how far it went.
  @Test func aShardStoppedByItsMemoryLimitLeavesTheMergedSearchIncomplete() async {
    await withTemporaryDirectory { directory in
      let fixed = Self.scenario.replacingOccurrences(of: " faulty no-removal-on-back", with: "")
      write(fixed, to: "s.scenario", in: directory)
      for index in 1...2 {
        // Shard 2's process holds more than any limit: its first state stops it.
        let environment = Environment(
          workingDirectory: directory, peakMemory: { index == 2 ? 3_000_000_000 : 1 })
        _ = await CommandLineTool.run(
          arguments: [
            "explore", "--depth", "3", "--shard", "\(index)/2", "--format", "json", "--output",
            "\(index).json", "s.scenario",
          ], engine: ScenarioRunner(), environment: environment.limited(to: 2_000_000_000))
      }
      let outcome = await Self.merge(in: directory)
      #expect(outcome.status == 2, "\(outcome.standardError)")
      #expect(
        outcome.standardError.hasPrefix(
          "Error: exploration stopped at its memory limit: 's.scenario' at depth "))
      #expect(outcome.standardOutput.contains("; stopped at the memory limit, at depth "))
      #expect(
        outcome.standardOutput.contains("Note: stopped at the memory limit (3,000 MB in use)"))
    }
  }

  @Test func aReproductionsNameIsItsFileAndItsBugAndNeverAPath() {
    typealias Reproduction = ExplorationRecord.Reproduction
    #expect(
      Reproduction.fileName(
        exploring: "help.scenario", bug: "a leak of 'HelpNav' held by Main.sheets[]",
        subject: "Chat") == "help-leak-of-chat-through-helpnav-held-by-main-sheets.scenario")
    #expect(
      Reproduction.fileName(
        exploring: "c.scenario", bug: "a leak in the cycle Draft.model → DraftModel.owner",
        subject: "Draft") == "c-leak-of-draft-in-the-cycle-draft-model-draftmodel-owner.scenario")
    #expect(
      Reproduction.fileName(
        exploring: "s.scenario", bug: "a leak of 'Search' held by Main.children[]",
        subject: "Search") == "s-leak-of-search-held-by-main-children.scenario")
    #expect(
      Reproduction.fileName(
        exploring: "ci/search.scenario", bug: "a leak of 'Search' held by Main.children[]")
        == "search-leak-of-search-held-by-main-children.scenario")
    #expect(
      Reproduction.fileName(exploring: "../..", bug: "../../../etc/passwd")
        == "etc-passwd.scenario")
    #expect(Reproduction.fileName(exploring: "/", bug: "…") == "bug.scenario")
    let long = Reproduction.fileName(
      exploring: String(repeating: "é", count: 300), bug: String(repeating: "x ", count: 300))
    #expect(long.utf8.count <= 194)
    #expect(!long.contains("/"))
    #expect(long.hasSuffix(".scenario"))
  }
}

extension Environment {
  /// The environment of a process given `bytes` of memory at most, as `explore --jobs` gives
  /// each shard its share.
  func limited(to bytes: Int) -> Environment {
    var environment = self
    environment.memoryLimit = bytes
    return environment
  }
}
