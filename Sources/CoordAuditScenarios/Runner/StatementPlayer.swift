/// What plays a scenario's statements: the script's run (``Execution``) and exploration's setup
/// (``ExploreSession``) walk the same statements with ``play(_:)``, and differ only in what a
/// step, a loop and an expectation do.
@MainActor
protocol StatementPlayer: AnyObject {
  /// Plays one step: one action, or a `step` block's actions.
  ///
  /// - Parameters:
  ///   - name: The step's name (its text, for a lone action).
  ///   - line: Its line in the file.
  ///   - actions: What it does, each with where it is.
  ///   - expectsError: Whether an `expect error` follows it (before the next step).
  /// - Returns: Whether the walk goes on.
  func playStep(
    _ name: String, line: Int, _ actions: [(Scenario.Action, Scenario.Position)],
    expectsError: Bool
  ) async -> Bool

  /// Plays a `repeat` loop; by default its body `count` times, stopping where the body stops.
  ///
  /// - Returns: Whether the walk goes on.
  func playLoop(_ count: Int, _ body: [Scenario.Statement], line: Int, name: String) async -> Bool

  /// Meets an `expect` line, about the step or loop just before; by default nothing.
  func meet(_ expectation: Scenario.Expectation, line: Int)
}

extension StatementPlayer {
  func playLoop(
    _ count: Int, _ body: [Scenario.Statement], line: Int, name: String
  ) async -> Bool {
    for _ in 0..<count {
      guard await play(body) else { return false }
    }
    return true
  }

  func meet(_ expectation: Scenario.Expectation, line: Int) {}

  /// Plays statements in order, until one says to stop.
  ///
  /// - Returns: Whether every statement ran on.
  func play(_ statements: [Scenario.Statement]) async -> Bool {
    for (index, statement) in statements.enumerated() {
      switch statement {
      case .action(let action, let text, let position):
        let expectsError = Self.expectsError(after: index, in: statements)
        guard
          await playStep(
            text, line: position.line, [(action, position)], expectsError: expectsError)
        else { return false }
      case .step(let name, let actions, let position):
        let expectsError = Self.expectsError(after: index, in: statements)
        guard await playStep(name, line: position.line, actions, expectsError: expectsError)
        else { return false }
      case .repetition(let count, let body, let position, let name):
        guard await playLoop(count, body, line: position.line, name: name) else { return false }
      case .expectation(let expectation, let position):
        meet(expectation, line: position.line)
      }
    }
    return true
  }

  /// Whether an `expect error` is among the expectations right after the statement at `index`.
  private static func expectsError(after index: Int, in statements: [Scenario.Statement]) -> Bool {
    statements[(index + 1)...].prefix { statement in
      if case .expectation = statement { return true }
      return false
    }.contains { statement in
      if case .expectation(.error, _) = statement { return true }
      return false
    }
  }
}
