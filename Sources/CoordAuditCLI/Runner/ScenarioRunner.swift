// PLACEHOLDER: replaced by the real runner when merged.

/// The scenario runner, as a stand-in until the real one is merged: it has no catalog and runs
/// nothing, and says so.
package struct ScenarioRunner: ScenarioEngine {
  /// Creates the runner.
  package init() {}

  /// Empty: the catalog comes with the real runner.
  package var catalog: [CatalogEntry] { [] }

  /// One diagnostic on line 1: the runner is not merged.
  package func check(_ source: String, file: String) -> [ScenarioDiagnostic] {
    [
      ScenarioDiagnostic(
        file: file, line: 1, column: 1, message: Self.notMerged,
        sourceLine: String(source.split(separator: "\n", omittingEmptySubsequences: false)[0]),
        length: 1)
    ]
  }

  /// A failed result that says the runner is not merged.
  @MainActor package func run(_ source: String, file: String, options: RunOptions) async
    -> ScenarioResult
  {
    ScenarioResult(
      name: file, file: file, systems: [], expected: .clean, outcome: .failed,
      mismatches: [Mismatch(line: 1, message: Self.notMerged)])
  }

  private static let notMerged = "the scenario runner is not merged into this build yet"
}
