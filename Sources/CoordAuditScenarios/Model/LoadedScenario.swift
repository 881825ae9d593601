/// A scenario file read, parsed and checked once: what `run` and `explore` take.
///
/// ``ScenarioEngine/load(_:file:)`` makes it; a file with problems loads too, so that every
/// problem is said before anything runs, and running it gives a `failed` result that says so.
package struct LoadedScenario: Sendable {
  /// The file as the user named it, which results and diagnostics name.
  package var file: String
  /// The file's text.
  package var source: String
  /// The problems found, in file order (at most ``DiagnosticList/maximumCount``, and how many
  /// more); empty when the file can run.
  package var diagnostics: DiagnosticList
  /// What the parser made of the text, with problems too (what parsed); `nil` when another
  /// engine than ``ScenarioRunner`` loaded it.
  let scenario: Scenario?

  /// A loaded scenario with no parsed form, as an engine other than ``ScenarioRunner`` (a test
  /// double) makes it; ``ScenarioRunner`` parses such a value again before running it.
  ///
  /// - Parameters:
  ///   - file: The file as the user named it.
  ///   - source: The file's text.
  ///   - diagnostics: The problems found.
  package init(file: String, source: String, diagnostics: DiagnosticList) {
    self.init(file: file, source: source, diagnostics: diagnostics, scenario: nil)
  }

  init(file: String, source: String, diagnostics: DiagnosticList, scenario: Scenario?) {
    self.file = file
    self.source = source
    self.diagnostics = diagnostics
    self.scenario = scenario
  }
}
