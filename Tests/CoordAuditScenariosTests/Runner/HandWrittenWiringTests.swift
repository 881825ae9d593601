import CoordinatorTree
import Foundation
import LeakAudit
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// Hand-written coordinators: the catalog's wiring pairs come from public reports and differ
/// only where they say, every wiring the language has is played, reports name what the user's
/// own code would hold, and a whole hand-written app explores clean while its faulty twin is
/// caught.
@MainActor @Suite struct HandWrittenWiringTests {
  static func app() throws -> String {
    try TestFiles.text("Tests/CoordAuditCLITests/Scenarios/hand-written-app.scenario")
  }

  @Test func everyWiringPairCitesAPublicReportAndItsFaultyFormIsTheReportedOne() {
    let pairs = BuiltInCatalog.wiringPairs
    #expect(pairs.count >= 8)
    #expect(Set(pairs.map(\.name)).count == pairs.count)
    for pair in pairs {
      #expect(!pair.sources.isEmpty, "\(pair.name) cites nothing")
      #expect(pair.sources.allSatisfy { $0.hasPrefix("https://") || $0.hasPrefix("http://") })
      let (correct, faulty) = (pair.entries[0], pair.entries[1])
      #expect(faulty.name == correct.name + "-faulty")
      for source in pair.sources {
        #expect(correct.source.contains("# Source: \(source)\n"))
        #expect(faulty.source.contains("# Source: \(source)\n"))
      }
      // Each replacement changes something, and the wiring differs between the forms.
      #expect(pair.faults.allSatisfy { $0.correct != $0.faulty }, "\(pair.name)")
      #expect(pair.faultyForm != pair.correct)
      #expect(faulty.source.contains("(faulty)\"\n"), "\(pair.name)")
    }
  }

  @Test func theCatalogAndTheTestAppPlayEveryWiringTheLanguageHas() throws {
    var scenarios = BuiltInCatalog.entries.map { Parser.parse($0.source, file: $0.file).0 }
    scenarios.append(Parser.parse(try Self.app(), file: "app.scenario").0)
    let wirings = scenarios.flatMap(\.flows).filter { $0.system == .handWritten }.map(\.wiring)
    #expect(
      Set(wirings.map(\.registry.rawValue))
        == Set(Scenario.Wiring.Registry.allCases.map(\.rawValue)))
    #expect(
      Set(wirings.map(\.removal.rawValue))
        == Set(Scenario.Wiring.Removal.allCases.map(\.rawValue)))
    #expect(
      Set(wirings.flatMap(\.events).map(\.rawValue))
        == Set(Scenario.Wiring.Event.allCases.map(\.rawValue)))
    #expect(
      Set(wirings.filter { $0.events.contains(.sweep) }.map(\.identity.rawValue))
        == Set(Scenario.Wiring.Identity.allCases.map(\.rawValue)))
    let takings = wirings.compactMap { wiring -> String? in
      switch wiring.takesDelegate {
      case .restoring(let restore): "restoring \(restore.rawValue)"
      case .whenUnset: "when unset"
      case nil: nil
      }
    }
    #expect(
      Set(takings)
        == Set(Scenario.Wiring.Restore.allCases.map { "restoring \($0.rawValue)" } + ["when unset"])
    )
    #expect(wirings.contains { $0.registry == .dictionary && $0.keysByType })
    #expect(wirings.contains { $0.registry == .dictionary && !$0.keysByType })
    let observations = wirings.compactMap(\.observation).map {
      "\($0.capture) \($0.removesWhenFinished ? "until finished" : "forever")"
    }
    #expect(
      Set(observations)
        == [
          "strongly until finished", "strongly forever", "weakly until finished",
          "weakly forever",
        ])
    let reports = wirings.map { wiring in
      switch wiring.report {
      case .closure(let capture): "closure \(capture)"
      case .stream(let completes, let disposed): "stream \(completes) \(disposed)"
      }
    }
    #expect(
      Set(reports)
        == [
          "closure weakly", "closure strongly", "stream true true", "stream true false",
          "stream false true", "stream false false",
        ])
    #expect(
      Set(wirings.flatMap(\.subscriptions).map(\.capture.rawValue))
        == Set(Scenario.Wiring.Capture.allCases.map(\.rawValue)))
    #expect(scenarios.flatMap(\.screens).contains { $0.takesNavigationDelegate != nil })
  }

  /// What the survivors are held by, in the words of the user's own coordinator.
  func explanations(ofFaulty name: String) async throws -> [String] {
    let entry = try #require(BuiltInCatalog.entries.first { $0.name == name + "-faulty" })
    // The form's script without its expectations: every finding is reported, explained.
    let source = entry.source.split(separator: "\n").filter { !$0.hasPrefix("expect") }
      .joined(separator: "\n")
    let result = await ScenarioRunner().run(source, file: "t.scenario", options: .inTests)
    return result.steps.flatMap(\.findings).filter { $0.kind == .leak }.map { finding in
      let path =
        finding.retainPath.map { "held by \($0)" }
        ?? finding.retainCycle.map { "in a cycle: \($0)" } ?? "unexplained"
      return "\(finding.objects[0].label ?? ""): \(path)"
    }
  }

  @Test func survivorsAreHeldByWhatTheUsersCodeHolds() async throws {
    #expect(
      try await explanations(ofFaulty: "W9-completion-map") == [
        "Item: held by Main —childCoordinators[0]→ Item",
        "ItemDetail: held by Main —completions (key)→ ItemDetail",
        "ItemModel: held by Main —completions (key)→ ItemDetail —model→ ItemModel",
      ])
    #expect(
      try await explanations(ofFaulty: "W10-finish-closure") == [
        "Login: in a cycle: Login —finishFlow{closure captures}→ Login"
      ])
    #expect(
      try await explanations(ofFaulty: "W11-result-stream").first
        == "Picker: held by Main —disposeBag[0]→ Subscription —onNext{closure captures}→ Picker")
    #expect(
      try await explanations(ofFaulty: "W13-sink-captures-self") == [
        "Running: in a cycle: Running —cancellables[0]→ Subscription —onNext{closure captures}→ "
          + "Running"
      ])
  }

  @Test func noReportOfAHandWrittenFlowNamesTheRunnersTypes() async throws {
    for pair in BuiltInCatalog.wiringPairs {
      let explained = try await explanations(ofFaulty: pair.name).joined(separator: "\n")
      for type in ScenarioNamesTests.runnerTypes {
        #expect(!explained.contains(type), "\(pair.name) names \(type): \(explained)")
      }
    }
  }

  @Test func aWholeHandWrittenAppExploresCleanAndItsFaultyTwinIsCaught() async throws {
    let source = try Self.app()
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "app.scenario")
    try #require(diagnostics.isEmpty)
    let clean = await Explorer(scenario: scenario, options: .init(depth: 6)).run()
    #expect(clean.bugs.isEmpty, "\(clean.bugs.map(\.summary))")
    #expect(clean.figures.states > 50)

    // One wiring changed: the post's stream never completes and the feed keeps its
    // subscription in its dispose bag, which keeps every post the user leaves.
    let twin = source.replacingOccurrences(
      of: "coordinator reports finish by stream without completion disposed when it finishes\n",
      with: "coordinator reports finish by stream without completion\n")
    #expect(twin != source)
    let (faulty, _) = ScenarioRunner().parse(twin, file: "app.scenario")
    let caught = await Explorer(scenario: faulty, options: .init(depth: 6)).run()
    let bug = try #require(caught.bugs.first)
    #expect(bug.survivors.contains("Post"), "\(bug.summary)")
    #expect(bug.actionTexts.count == 2, "\(bug.actionTexts)")
  }
}
