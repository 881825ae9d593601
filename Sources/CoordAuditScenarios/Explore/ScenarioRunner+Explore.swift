import CoordinatorTree

extension ScenarioRunner {
  /// Explores a scenario (see ``Explorer``).
  ///
  /// - Parameters:
  ///   - loaded: The scenario, as ``load(_:file:)`` made it.
  ///   - options: How deep, how many states, the known leaks.
  ///   - progress: Called after each state, with how far it is.
  /// - Returns: The bugs, as results and reproducing scenarios, and a summary.
  @MainActor
  package func explore(
    _ loaded: LoadedScenario, options: ExploreOptions,
    progress: (@MainActor (String) -> Void)?
  ) async -> ExploreOutput {
    let (file, source) = (loaded.file, loaded.source)
    let (scenario, diagnostics) = parsed(loaded)
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
        depth: options.depth, maxStates: options.maxStates, allowList: options.allowList,
        merges: options.merges,
        shard: options.shard.map { .init(index: $0.index - 1, count: $0.count) }))
    let exploration = await explorer.run { partial in
      let states = Wording.counted(partial.figures.states, "state")
      progress?(
        "depth \(partial.figures.depthReached), \(states), "
          + Wording.counted(partial.bugs.count, "bug"))
    }
    let reproductions = exploration.bugs.map { bug in
      ExploreOutput.Reproduction(
        fileName: bug.fileName(exploring: file),
        text: bug.scenarioText(of: scenario, source: source))
    }
    var results = exploration.results
    if !exploration.bugs.isEmpty {
      for index in results.indices {
        results[index].exploration?.bug?.reproduction = reproductions[index]
      }
    }
    var output = ExploreOutput(
      results: results, reproductions: reproductions, summary: Self.summary(exploration))
    output.figures = exploration.figures
    output.steps = exploration.stepsRun
    return output
  }

  /// `search.scenario, depth 6: 3 states, 11 transitions (9 to a state already seen),
  /// 37 steps; no bug`, with the shard it took, whether it played every sequence, the states
  /// it could not key, and whether the limit of states stopped it.
  static func summary(_ exploration: Exploration) -> String {
    exploration.record.summary(file: exploration.file, bugs: exploration.bugs.count)
  }
}
