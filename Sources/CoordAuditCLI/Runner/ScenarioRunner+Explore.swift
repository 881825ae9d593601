import CoordinatorTree

extension ScenarioRunner {
  /// Explores a scenario file (see ``Explorer``).
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in results.
  ///   - options: How deep, how many states, the known leaks.
  ///   - progress: Called after each state, with how far it is.
  /// - Returns: The bugs, as results and reproducing scenarios, and a summary.
  @MainActor
  package func explore(
    _ source: String, file: String, options: ExploreOptions,
    progress: (@MainActor (String) -> Void)?
  ) async -> ExploreOutput {
    let (scenario, diagnostics) = load(source, file: file)
    guard diagnostics.isEmpty else {
      let result = ScenarioResult(
        name: scenario.name, file: file, systems: Self.systems(of: scenario), expected: .clean,
        outcome: .failed,
        mismatches: diagnostics.map { Mismatch(line: $0.line, message: $0.message) })
      return ExploreOutput(results: [result], reproductions: [], summary: "\(file): not explored")
    }
    let explorer = Explorer(
      scenario: scenario,
      options: .init(
        depth: options.depth, maxStates: options.maxStates, allowList: options.allowList))
    let exploration = await explorer.run { partial in
      progress?(
        "depth \(partial.figures.depthReached), \(Self.count(partial.figures.states, "state")), "
          + Self.count(partial.bugs.count, "bug"))
    }
    let reproductions = exploration.bugs.enumerated().map { index, bug in
      ExploreOutput.Reproduction(
        fileName: bug.fileName(exploring: file, number: index + 1),
        text: bug.scenarioText(of: scenario, source: source))
    }
    var output = ExploreOutput(
      results: exploration.results, reproductions: reproductions,
      summary: Self.summary(exploration))
    output.figures = exploration.figures
    output.steps = exploration.stepsRun
    return output
  }

  /// `search.scenario, depth 6: 3 states, 11 transitions (9 to a state already seen),
  /// 37 steps; no bug`.
  static func summary(_ exploration: Exploration) -> String {
    let figures = exploration.figures
    var text =
      "\(exploration.file), depth \(exploration.depth): \(count(figures.states, "state")), "
      + "\(count(figures.transitions, "transition")) (\(figures.revisits) to a state already "
      + "seen), \(count(exploration.stepsRun, "step")); "
    text += exploration.bugs.isEmpty ? "no bug" : count(exploration.bugs.count, "bug")
    if figures.stoppedAtMaxStates {
      text += "; stopped at the limit of states, at depth \(figures.depthReached)"
    }
    return text
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }
}
