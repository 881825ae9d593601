import LeakAudit

/// Checks a parsed scenario before anything runs: every name resolves to the right kind of
/// object, every flow can be built by its system, every step and expectation makes sense where
/// it stands.
///
/// One pass, a phase at a time, split as the parser is: the declarations (flows and their
/// faults, the `coordinator` lines, screens, references), then the body (each action and
/// expectation where it stands, and how many steps it runs). Every name is resolved one way
/// (``resolve(_:as:)``), and every problem goes to one ``DiagnosticReporter``.
struct Validator {
  let scenario: Scenario
  /// The flows by name (the first, of two with one name).
  let flowsByName: [String: Scenario.Flow]
  /// What the lines with parse problems might have said: nothing they explain is reported.
  let dropped: DroppedLines
  /// Where the problems go.
  var reporter: DiagnosticReporter

  /// The problems of a parsed scenario, in file order.
  ///
  /// - Parameters:
  ///   - scenario: The scenario, as parsed (partial when the parse has problems).
  ///   - source: The file's text, to quote lines.
  ///   - dropped: What the lines with parse problems might have said; the problems they could
  ///     explain are not reported.
  /// - Returns: The problems (the first ``DiagnosticList/maximumCount``, and how many more);
  ///   empty when the scenario can run.
  static func validate(
    _ scenario: Scenario, source: String, dropped: DroppedLines = DroppedLines()
  ) -> DiagnosticList {
    var validator = Validator(
      scenario: scenario,
      flowsByName: Dictionary(scenario.flows.map { ($0.name, $0) }) { first, _ in first },
      dropped: dropped,
      reporter: DiagnosticReporter(file: scenario.file, lines: source.lines.map(String.init)))
    validator.checkFlows()
    validator.checkWiring()
    validator.checkScreens()
    validator.checkReferences()
    validator.checkBody(scenario.body, inLoop: false)
    for action in scenario.appActions {
      for (statement, position) in action.actions {
        validator.check(statement, at: position)
        validator.checkNoInstanceNumber(in: statement, of: action)
      }
    }
    validator.checkSize(scenario.body)
    return validator.reporter.diagnostics
  }

  /// The flows whose chain of parents runs in a circle (see ``findFlowsUnderACycle()``),
  /// found once, when the first flow is checked.
  lazy var flowsUnderACycle: Set<String> = findFlowsUnderACycle()
}
