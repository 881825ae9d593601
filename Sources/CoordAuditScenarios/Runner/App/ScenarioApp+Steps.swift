import CoordinatorTree

/// One audited step of the app: what the script runner and the explorer both do.
extension ScenarioApp {
  /// Runs actions as one step: each in turn until one throws; then, with an audit, settles
  /// and checks what departed and what remains.
  ///
  /// A step of several actions holds what its actions name until it ends, as a function holds
  /// its locals: a flow's own finish after the user left it still finds the flow.
  ///
  /// - Parameters:
  ///   - name: The step's name, as findings say it.
  ///   - number: Its number in the run, from 1.
  ///   - line: The line of its statement.
  ///   - actions: The actions, with where each is.
  /// - Returns: What the step found (no findings without an audit), what it released, and the
  ///   error that stopped it, if one did.
  func step(
    _ name: String, number: Int, line: Int, _ actions: [(Scenario.Action, Scenario.Position)]
  ) async -> StepResult {
    var thrown: StepError?
    var held = actions.count > 1 ? actions.flatMap { objects(namedIn: $0.0) } : []
    let perform = { [self] in
      defer { held.removeAll() }
      for (action, position) in actions {
        do {
          try run(action, line: position.line)
          // Each action is app code answering one event: its animated transitions end before
          // the next action runs (see the model's MainLoop).
          MainLoop.runUntilIdle()
        } catch {
          thrown = StepError(error)
          break
        }
      }
    }
    var result = StepResult(number: number, name: name, line: line, findings: [])
    if let audit {
      let report = (try? await audit.step(name) { perform() }) ?? Report()
      result.findings = relabel(report.findings)
      result.released = labels(of: audit.lastReleases, in: audit.tracker)
    } else {
      perform()
    }
    result.error = thrown
    forgetReleased()
    dropGoneReferences()
    return result
  }
}

extension StepError {
  /// The code and message of an error a step's action threw.
  init(_ error: any Error) {
    switch error {
    case let error as NavigationError:
      self.init(code: error.code.description, message: error.message)
    case let error as RunnerError: self.init(code: error.code.rawValue, message: error.message)
    default: self.init(code: "unknown", message: "\(error)")
    }
  }
}
