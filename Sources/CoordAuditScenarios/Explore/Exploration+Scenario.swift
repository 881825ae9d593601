import Foundation

extension Exploration.Bug {
  /// A runnable scenario that reproduces the bug: the explored file's declarations, its setup,
  /// then the bug's actions, app actions as step blocks named as declared; for growth, the
  /// cycle in a `repeat` loop.
  ///
  /// It has no expectation: `coordaudit run` reports the bug as unexpected (exit status 1)
  /// until the bug is fixed, so it serves as a regression test (growth through the heap's
  /// bytes, which `run` measures in every loop where the allocator says them).
  ///
  /// - Parameters:
  ///   - scenario: The explored scenario.
  ///   - source: Its file's text, whose declaration lines are copied.
  /// - Returns: The scenario file's text.
  func scenarioText(of scenario: Scenario, source: String) -> String {
    let declarations = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { line in
        let first = line.prefix { !$0.isWhitespace }
        return ["system", "flow", "screen", "coordinator", "ref"].contains(String(first))
      }
    var lines = [
      "# Found by coordaudit explore in \(scenario.file): \(summary).",
      "# The shortest way there: " + (actionTexts.isEmpty ? "the setup itself." : way + "."),
      "# Run it with 'coordaudit run': it fails until the bug is fixed.",
      "scenario " + Scenario.quoted("\(scenario.name): \(summary)"),
    ]
    lines += declarations.map {
      $0.hasPrefix("screen") || $0.hasPrefix("coordinator") ? "  " + $0 : $0
    }
    lines.append("")
    lines += scenario.setup.flatMap { $0.lines() }
    let cycleStart = self.cycleStart ?? actions.count
    lines += actions[..<cycleStart].flatMap { Self.lines(of: $0, in: scenario) }
    if cycleStart < actions.count {
      // Growth: the cycle in a loop long enough for `run`'s heap check, which leaves out the
      // first repetition (caches filling) and wants growth on every other.
      lines.append("repeat \(Self.reproducingRepetitions) {")
      lines += actions[cycleStart...].flatMap { Self.lines(of: $0, in: scenario) }.map {
        "  " + $0
      }
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How many times an emitted scenario repeats a growing cycle.
  static let reproducingRepetitions = 20

  /// An action as scenario lines: a user action's line, or an app action's step block.
  private static func lines(of action: ExploreAction, in scenario: Scenario) -> [String] {
    switch action {
    case .user(let user):
      return [user.text]
    case .app(let index, _):
      let declared = scenario.appActions[index]
      return Scenario.Statement.step(
        name: declared.name, actions: action.statements(in: scenario),
        position: declared.position
      ).lines()
    }
  }

  /// A file name for the emitted scenario: the explored file's, and the bug's key with its
  /// subject (see ``ExplorationRecord/Reproduction/fileName(exploring:bug:subject:)``),
  /// whichever shard found it.
  ///
  /// - Parameter file: The explored file's path.
  /// - Returns: `search-back-leak-of-search-held-by-main-childcoordinators.scenario`.
  func fileName(exploring file: String) -> String {
    ExplorationRecord.Reproduction.fileName(exploring: file, bug: key, subject: subject)
  }
}
