import CoordinatorTree
import Foundation
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// Merging states is sound only if it changes nothing that exploration finds: for every
/// built-in catalog entry, every explorable scenario file of the tests and a few hundred random
/// apps, the search that merges states with the same key and the one that plays every sequence
/// find the same bugs, in the same order, each after the same shortest sequence. The search
/// that plays every sequence also replays every action (it plays no step ahead, see
/// `StateSpaceSearch.playsAhead`), as the search did before steps were played ahead: the
/// proof covers that too.
// Serialized: its cases are long and all on the main actor; run at once, they made a test that
// waits for the main queue (LeakTrackerTests) wait past its time limit on a loaded machine.
@MainActor @Suite(.serialized) struct ExplorationDifferentialTests {
  static let depth = 4

  /// Random apps explored both ways: 200 in a release build (CI runs this suite there);
  /// a debug build, where every audited step also checks the whole window, plays the first 24,
  /// and under a sanitizer (CI sets `COORDAUDIT_SANITIZER`), which multiplies that again, the
  /// first 6: those passes look for memory and thread errors, which the sample shows as well.
  #if DEBUG
    nonisolated static let randomApps: Range<UInt64> =
      ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] == nil ? 0..<24 : 0..<6
  #else
    nonisolated static let randomApps: Range<UInt64> = 0..<200
  #endif

  /// The bugs as comparable lines: the key, and the sequence that found it.
  static func found(
    _ source: String, file: String, merges: Bool,
    stateKey: (@MainActor (ExploreSession) -> StateEncoder.Outcome)? = nil
  ) async throws -> (bugs: [String], figures: SearchFigures) {
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: file)
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let exploration = await Explorer(
      scenario: scenario, options: .init(depth: depth, merges: merges, playsAhead: merges),
      stateKey: stateKey
    ).run()
    let bugs = exploration.bugs.map { bug in
      bug.key + " after "
        + (bug.actionTexts.isEmpty ? "the setup" : bug.actionTexts.joined(separator: ", "))
    }
    return (bugs, exploration.figures)
  }

  static func compare(_ source: String, file: String) async throws {
    let merged = try await found(source, file: file, merges: true)
    let everySequence = try await found(source, file: file, merges: false)
    #expect(
      merged.bugs == everySequence.bugs,
      """
      \(file): merging states changed what exploration found.
      merged: \(merged.bugs)
      every sequence: \(everySequence.bugs)
      """)
    #expect(!merged.figures.stoppedAtMaxStates && !everySequence.figures.stoppedAtMaxStates)
  }

  /// The positive control: a key of what is on screen alone (the screens' titles in the
  /// window, the audit's live labels), as exploration's first key was, merges the state after
  /// "open offer" and a back tap with the start, and the merging search misses the leak the
  /// other finds.
  @Test func aKeyThatMissesStateIsCaught() async throws {
    let source = ExplorerTests.delegateTakenByAPush
    let screensOnly: @MainActor (ExploreSession) -> StateEncoder.Outcome = { session in
      var text = session.audit.liveLabels.sorted().joined(separator: ",")
      var top = session.app.window.rootViewController
      while let current = top {
        text += "|" + (current.title ?? "?") + current.children.map { $0.title ?? "?" }.joined()
        top = current.presentedViewController
      }
      var hasher = Hasher()
      hasher.combine(text)
      let value = UInt64(bitPattern: Int64(hasher.finalize()))
      return .key(StateKey(high: value, low: value))
    }
    let merged = try await Self.found(
      source, file: "offer.scenario", merges: true, stateKey: screensOnly)
    let everySequence = try await Self.found(source, file: "offer.scenario", merges: false)
    #expect(merged.bugs.isEmpty)
    #expect(everySequence.bugs.count == 1)
    #expect(merged.bugs != everySequence.bugs)
    let sound = try await Self.found(source, file: "offer.scenario", merges: true)
    #expect(sound.bugs == everySequence.bugs)
  }

  @Test(arguments: ScenarioRunner().catalog.map(\.name))
  func everyCatalogEntry(_ name: String) async throws {
    let entry = try #require(ScenarioRunner().catalog.first { $0.name == name })
    try await Self.compare(entry.source, file: entry.file)
  }

  @Test(arguments: [
    "back-button-fix", "hand-written-app", "search-explore", "mail-attachments",
    "mail-attachments-faulty", "compose-drafts",
  ])
  func everyExplorableScenarioFileOfTheTests(_ name: String) async throws {
    let source = try TestFiles.text("Tests/CoordAuditCLITests/Scenarios/\(name).scenario")
    try await Self.compare(source, file: "\(name).scenario")
  }

  /// The proof covers growth: some of the random apps grow, and the two searches agree on them.
  ///
  /// A weak observer never removed, a completed stream's subscription kept in a bag: of the
  /// first 24, whatever the build, one grows at this depth (seed 9, a dispose bag).
  @Test func someRandomAppsGrow() async throws {
    var growing = 0
    for seed in UInt64(0)..<24 {
      let source = RandomScenarios.scenario(seed: seed) { candidate in
        ScenarioRunner().check(candidate, file: "random.scenario").isEmpty
      }
      let found = try await Self.found(source, file: "random-\(seed).scenario", merges: true)
      if found.bugs.contains(where: { $0.hasPrefix("growth of ") }) { growing += 1 }
    }
    #expect(growing > 0, "no random app grows: the proof says nothing of growth")
  }

  @Test(arguments: randomApps)
  func aRandomApp(_ seed: UInt64) async throws {
    let source = RandomScenarios.scenario(seed: seed) { candidate in
      ScenarioRunner().check(candidate, file: "random.scenario").isEmpty
    }
    try await Self.compare(source, file: "random-\(seed).scenario")

  }
}
