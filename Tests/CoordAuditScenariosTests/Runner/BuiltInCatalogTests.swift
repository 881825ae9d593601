import Foundation
import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// The built-in catalog: every entry of the design notes' catalog in both forms, each doing
/// what it declares, the same way every time.
@MainActor @Suite struct BuiltInCatalogTests {
  nonisolated static let entries = ScenarioRunner().catalog

  @Test(arguments: entries.map(\.name))
  func everyBuiltInScenarioDoesWhatItDeclares(_ name: String) async throws {
    let entry = try #require(Self.entries.first { $0.name == name })
    let result = await ScenarioRunner().run(entry.source, file: entry.file, options: .inTests)
    #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.message))")
    #expect(result.isAsExpected)
    if name.hasSuffix("-faulty") {
      // A faulty form must be caught, and say who survived (or which screen a pointer names).
      #expect(result.expected == .caught)
      #expect(!result.survivors.isEmpty)
    } else {
      #expect(result.expected == .clean)
      #expect(result.outcome == .clean)
    }
  }

  @Test func everyCatalogEntryComesInACorrectAndAFaultyForm() {
    let names = Self.entries.map(\.name)
    let numbered = (1...11).map { "C\($0)-" } + (1...14).map { "W\($0)-" }
    for prefix in numbered {
      let forms = names.filter { $0.hasPrefix(prefix) }
      #expect(forms.contains { !$0.hasSuffix("-faulty") }, "\(prefix) has no correct form")
      #expect(forms.contains { $0.hasSuffix("-faulty") }, "\(prefix) has no faulty form")
    }
    #expect(Set(names).count == names.count)
  }

  @Test func theCatalogCoversEverySystemOfTheNotes() {
    let systems = Set(
      Self.entries.flatMap { entry in
        ScenarioRunner.systems(of: ScenarioRunner().load(entry.source, file: entry.file).0)
      })
    #expect(systems == Set(Scenario.System.allCases.map(\.rawValue)))
  }

  /// Heap bytes are measurements of the allocator, which other threads use too; everything
  /// else in a result is the same on every run.
  @Test func theSameScenarioGivesTheSameResultButForHeapMeasurements() async throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    func withoutMeasurements(_ result: ScenarioResult) -> ScenarioResult {
      var result = result
      for index in result.loops.indices { result.loops[index].heapBytes = nil }
      for index in result.memoryFindings.indices { result.memoryFindings[index].values = [] }
      return result
    }
    // Under a sanitizer (CI sets COORDAUDIT_SANITIZER) every step costs several times more:
    // a sample of the catalog, which the debug and release passes run whole.
    let sanitized = ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] != nil
    for entry in sanitized ? Array(Self.entries.prefix(8)) : Self.entries {
      let first = await ScenarioRunner().run(entry.source, file: entry.file, options: .inTests)
      let second = await ScenarioRunner().run(entry.source, file: entry.file, options: .inTests)
      #expect(
        try encoder.encode(withoutMeasurements(first))
          == encoder.encode(withoutMeasurements(second)), "\(entry.name)")
    }
  }

  @Test func aFaultyFormCaughtNamesTheSurvivorsByTheScenariosNames() async throws {
    let entry = try #require(Self.entries.first { $0.name == "C1-back-tap-faulty" })
    let result = await ScenarioRunner().run(entry.source, file: entry.file, options: .inTests)
    #expect(result.survivors == ["Search"])
    let leak = try #require(result.findings.first { $0.kind == .leak })
    #expect(leak.objects.map(\.label) == ["Search"])
    // The line of the statement that made it: `start Search`.
    #expect(leak.objects.map(\.site.description) == ["catalog/C1-back-tap-faulty.scenario:21"])
    #expect(leak.step?.name == "user swipes back")
  }
}
