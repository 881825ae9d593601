import CoordAuditCLI
import CoordAuditScenarios
import Foundation
import TestSupport
import Testing

/// `coordaudit explore` as built: it finds the bug, emits the shortest sequence, and
/// `coordaudit run` of the emitted file reproduces the same finding.
@Suite struct EndToEndExploreTests {
  static let here = TestFiles.url("Tests/CoordAuditCLITests")

  @Test func anEmittedScenarioReproducesTheBugThatExplorationFound() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-explore-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let explored = try EndToEndTests.coordaudit(
      ["explore", "--emit", folder, "Scenarios/search-explore.scenario"], in: Self.here.path)
    #expect(explored.status == 1)
    #expect(explored.standardError == "")
    #expect(
      explored.standardOutput.contains(
        "Scenarios/search-explore.scenario: after \"open search\" → user taps back: "
          + "unexpected leak of 'Search'"))
    let emitted = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(emitted == ["search-explore-leak-of-search-held-by-main-childcoordinators.scenario"])
    let fingerprint = try #require(Self.fingerprints(in: explored.standardOutput).first)

    let reproduced = try EndToEndTests.coordaudit(
      ["run", "\(folder)/\(emitted[0])"], in: Self.here.path)
    #expect(reproduced.status == 1)
    #expect(reproduced.standardOutput.contains("unexpected leak of 'Search'"))
    #expect(Self.fingerprints(in: reproduced.standardOutput) == [fingerprint])
  }

  @Test func aCleanExplorationExitsZeroAndSaysHowFarItWent() throws {
    let source = try String(
      contentsOf: Self.here.appendingPathComponent("Scenarios/search-explore.scenario"),
      encoding: .utf8
    ).replacingOccurrences(of: " faulty no-removal-on-back", with: "")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("search-\(UUID().uuidString).scenario")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let explored = try EndToEndTests.coordaudit(["explore", "--depth", "4", file.path])
    #expect(explored.status == 0)
    #expect(explored.standardOutput.contains(", depth 4: 3 states, "))
    #expect(explored.standardOutput.contains("; no bug"))
  }

  /// The README's worked example: the back-button fix that reads the transition's `.from` in
  /// didShow, explored; its output and the emitted scenario are the stored files the README
  /// quotes, the emitted file reproduces the bug, and the fix (`did-show`) explores clean.
  @Test func theReadmeWorkedExampleFindsTheBackButtonFixsLeakAndItsFixIsClean() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-explore-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let explored = try EndToEndTests.coordaudit(
      ["explore", "--emit", folder, "Scenarios/back-button-fix.scenario"], in: Self.here.path)
    #expect(explored.status == 1)
    #expect(explored.standardError == "")
    // The README names the folder `found`.
    let output = explored.standardOutput.replacingOccurrences(of: folder, with: "found")
    #expect(output == (try EndToEndScenarioTests.expected("explore.txt", actual: output)))
    let name = "back-button-fix-leak-of-search-held-by-main-childcoordinators.scenario"
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
    let emitted = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
    #expect(
      emitted == (try EndToEndScenarioTests.expected("explore-emitted.scenario", actual: emitted)))

    let reproduced = try EndToEndTests.coordaudit(["run", "\(folder)/\(name)"])
    #expect(reproduced.status == 1)
    #expect(Self.fingerprints(in: reproduced.standardOutput) == Self.fingerprints(in: output))

    let fixed = try String(
      contentsOf: Self.here.appendingPathComponent("Scenarios/back-button-fix.scenario"),
      encoding: .utf8
    ).replacingOccurrences(of: "ends on did-show-from", with: "ends on did-show")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixed-\(UUID().uuidString).scenario")
    try fixed.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let clean = try EndToEndTests.coordaudit(["explore", file.path])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    #expect(clean.standardOutput.contains("; no bug"))
  }

  /// The same files give the same report, byte for byte, in every process: a dictionary's
  /// order changes from process to process (its hashing is seeded per run), and exploration's
  /// state key must not follow it (a router's completion map, keyed by screens, once made the
  /// figures of W9's faulty form differ from run to run).
  ///
  /// Three processes, each a sample of hash seeds; under a sanitizer (CI sets
  /// `COORDAUDIT_SANITIZER`), two: there each exploration of the catalog costs about 10 s of CPU,
  /// and this test was nearly half of the thread sanitizer pass's. The debug pass runs three.
  static let processes = ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] == nil ? 3 : 2

  @Test func exploringTheWholeCatalogGivesTheSameReportInEveryProcess() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for entry in ScenarioRunner().catalog {
      let file = folder.appendingPathComponent("\(entry.name).scenario")
      try entry.source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let runs = try (1...Self.processes).map { _ in
      try EndToEndTests.coordaudit(["explore"] + files)
    }
    #expect(runs[0].status == 1, "the faulty forms are found")
    #expect(runs[0].standardOutput.contains("W9-completion-map-faulty.scenario, depth 6: "))
    for run in runs.dropFirst() {
      #expect(run.status == runs[0].status)
      let (first, other) = (runs[0].standardOutput, run.standardOutput)
      let difference = zip(first.split(separator: "\n"), other.split(separator: "\n"))
        .first { $0 != $1 }
      let isSame = first == other  // a Bool, so that a failure prints the difference only
      #expect(isSame, "first difference: \(difference.map { "\($0) ≠ \($1)" } ?? "")")
    }
  }

  static func fingerprints(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix("fingerprint ") ? String(trimmed.dropFirst(12)) : nil
    }
  }
}

/// Searches split into shards, as built: `--jobs` and `--merge` of `--shard` reports give the
/// report of the whole search; shards that do not make one search are refused.
@Suite struct EndToEndExploreShardTests {
  static let files = ["Scenarios/search-explore.scenario", "Scenarios/back-button-fix.scenario"]

  /// The report without its notes, which say how each search went (and differ by design).
  static func withoutNotes(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("Note: ") }.joined(separator: "\n")
  }

  @Test func jobsAndMergedShardsReportWhatTheWholeSearchReports() throws {
    let here = EndToEndExploreTests.here.path
    let whole = try EndToEndTests.coordaudit(["explore", "--depth", "5"] + Self.files, in: here)
    #expect(whole.status == 1)
    let jobs = try EndToEndTests.coordaudit(
      ["explore", "--depth", "5", "--jobs", "3"] + Self.files, in: here)
    #expect(jobs.status == 1)
    #expect(jobs.standardError == "")
    #expect(Self.withoutNotes(jobs.standardOutput) == Self.withoutNotes(whole.standardOutput))
    #expect(
      jobs.standardOutput.contains(
        "Note: Scenarios/search-explore.scenario, depth 5, 3 shards merged: "))

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-shards-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for index in 1...3 {
      let shard = try EndToEndTests.coordaudit(
        [
          "explore", "--depth", "5", "--shard", "\(index)/3", "--format", "json", "--output",
          "\(folder)/\(index).json",
        ] + Self.files, in: here)
      #expect([0, 1].contains(shard.status), "\(shard.standardError)")
    }
    let merged = try EndToEndTests.coordaudit(
      ["explore", "--merge", "\(folder)/3.json", "\(folder)/1.json", "\(folder)/2.json"],
      in: here)
    #expect(merged.status == 1)
    #expect(merged.standardOutput == jobs.standardOutput)

    let missing = try EndToEndTests.coordaudit(
      ["explore", "--merge", "\(folder)/1.json", "\(folder)/3.json"], in: here)
    #expect(missing.status == 65)
    #expect(
      missing.standardError
        == "Error: 'Scenarios/search-explore.scenario' cannot be merged: shard 2/3 is missing\n")
    let twice = try EndToEndTests.coordaudit(
      ["explore", "--merge", "\(folder)/1.json", "\(folder)/2.json", "\(folder)/2.json"],
      in: here)
    #expect(twice.status == 65)
    #expect(
      twice.standardError.hasPrefix(
        "Error: shard 2/3 of 'Scenarios/search-explore.scenario' is given twice"))
  }

  /// One bug, one name, however the search was split: the whole search, two jobs and three
  /// jobs emit the same files (a number counted shard by shard named them: the inner flows'
  /// leaks were `nested-leaks-5-…` to `-8-` whole, and `-5-`, `-5-`, `-5-`, `-6-` in three).
  @Test func reproductionsAreNamedAfterTheirBugWhateverTheSplit() throws {
    let here = EndToEndExploreTests.here.path
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-names-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var names: [[String]] = []
    for jobs in 1...3 {
      let found = "\(folder)/\(jobs)"
      let explored = try EndToEndTests.coordaudit(
        [
          "explore", "--depth", "3", "--jobs", "\(jobs)", "--emit", found,
          "Scenarios/nested-leaks.scenario",
        ], in: here)
      #expect(explored.status == 1, "\(explored.standardError)")
      names.append(try FileManager.default.contentsOfDirectory(atPath: found).sorted())
    }
    let flows = (1...4).map {
      "nested-leaks-leak-of-a\($0)-held-by-main-childcoordinators.scenario"
    }
    let inner = (1...4).map {
      "nested-leaks-leak-of-b\($0)-held-by-a\($0)-childcoordinators.scenario"
    }
    #expect(names[0] == flows + inner)
    #expect(names[1] == names[0])
    #expect(names[2] == names[0])
  }

  @Test func shardsStoppedAtTheirLimitMakeAMergedSearchThatSaysItStoppedEarly() throws {
    let here = EndToEndExploreTests.here.path
    // The back-button fix with its bug fixed: a clean search.
    let fixed = try String(
      contentsOf: EndToEndExploreTests.here.appendingPathComponent(
        "Scenarios/back-button-fix.scenario"), encoding: .utf8
    ).replacingOccurrences(of: "ends on did-show-from", with: "ends on did-show")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixed-\(UUID().uuidString).scenario").path
    try fixed.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let clean = try EndToEndTests.coordaudit(
      ["explore", "--depth", "4", "--jobs", "2", file], in: here)
    #expect(clean.status == 0, "\(clean.standardError)")
    // Each shard plays the shared first levels, so 3 states stop both before depth 4.
    let stopped = try EndToEndTests.coordaudit(
      ["explore", "--depth", "4", "--max-states", "3", "--jobs", "2", file], in: here)
    #expect(stopped.status == CommandLineTool.ExitStatus.incomplete, "\(stopped.standardError)")
    #expect(
      stopped.standardError.hasPrefix(
        "Error: exploration stopped at the limit of 3 states ('--max-states'): '\(file)' at depth "
      ))
    #expect(stopped.standardError.contains("of 4; what it did not reach is unchecked."))
  }

  /// A run given 2 MB (as a parent gives its shards their shares) gives each of two shards
  /// 1 MB: each stops at its first state, before its second file, and the merged search is
  /// unfinished (status 2), never clean, though the files are: what was not reached is
  /// unchecked.
  @Test func shardsStoppedByTheirShareOfTheMemoryLeaveTheSearchUnfinished() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-memory-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["search-explore", "back-button-fix"] {
      let source = try String(
        contentsOf: EndToEndExploreTests.here.appendingPathComponent("Scenarios/\(name).scenario"),
        encoding: .utf8
      ).replacingOccurrences(of: " faulty no-removal-on-back", with: "")
        .replacingOccurrences(of: "ends on did-show-from", with: "ends on did-show")
      try source.write(toFile: "\(folder)/\(name).scenario", atomically: true, encoding: .utf8)
    }
    let files = ["search-explore.scenario", "back-button-fix.scenario"]
    let whole = try EndToEndTests.coordaudit(["explore", "--depth", "4"] + files, in: folder)
    #expect(whole.status == 0, "both are clean: \(whole.standardOutput)")
    let limited = try EndToEndTests.coordaudit(
      ["explore", "--depth", "4", "--jobs", "2"] + files, in: folder,
      environment: ["COORDAUDIT_MEMORY_LIMIT": "2000000"])
    #expect(limited.status == 2, "\(limited.standardError)")
    #expect(
      limited.standardError.hasPrefix("Error: exploration stopped at its memory limit (2 MB): "))
    #expect(limited.standardOutput.contains("Note: not explored: 'back-button-fix.scenario'\n"))
  }

  /// `--jobs` makes no folder: a `TMPDIR` that does not exist is not made (`mkdir -p` made
  /// it), and one that is a file does not fail the run.
  @Test func jobsNeedNoTemporaryFolder() throws {
    let here = EndToEndExploreTests.here.path
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-tmpdir-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
    for temporary in [folder + "/missing/tmp", folder + "/file"] {
      let explored = try EndToEndTests.coordaudit(
        ["explore", "--depth", "3", "--jobs", "2", "Scenarios/search-explore.scenario"], in: here,
        environment: ["TMPDIR": temporary])
      #expect(explored.status == 1, "\(explored.standardError)")
      #expect(explored.standardError == "")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
  }

  @Test func aRunReportIsNotMerged() throws {
    let here = EndToEndExploreTests.here.path
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    _ = try EndToEndTests.coordaudit(
      ["run", "--format", "json", "--output", file, "Scenarios/search-back.scenario"], in: here)
    let merged = try EndToEndTests.coordaudit(["explore", "--merge", file], in: here)
    #expect(merged.status == 65)
    #expect(merged.standardError.contains("only reports of 'coordaudit explore' merge"))
    let notJSON = try EndToEndTests.coordaudit(
      ["explore", "--merge", "Scenarios/search-back.scenario"], in: here)
    #expect(notJSON.status == 65)
    #expect(
      notJSON.standardError.hasPrefix(
        "Error: 'Scenarios/search-back.scenario' is not a JSON report of coordaudit: "))
  }

  @Test func everySequencePlayedFindsWhatMergingFinds() throws {
    let here = EndToEndExploreTests.here.path
    let merging = try EndToEndTests.coordaudit(["explore", "--depth", "4"] + Self.files, in: here)
    let every = try EndToEndTests.coordaudit(
      ["explore", "--depth", "4", "--no-merge"] + Self.files, in: here)
    #expect(every.status == merging.status)
    #expect(Self.withoutNotes(every.standardOutput) == Self.withoutNotes(merging.standardOutput))
    #expect(
      every.standardOutput.contains(
        "Note: Scenarios/search-explore.scenario, depth 4, every sequence played: "))
  }
}
