/// The names that tell a scenario's loops apart in results and baselines, where a line number
/// would change with every line added above a loop.
///
/// A loop is named by its label, `repeat 10 "login and logout" {`, or else by its first step:
/// the action as written (`replace root with Login`) or the `step "NAME"` block's name, looked
/// for inside a loop that comes first. When unlabelled loops share a name, the one that ends
/// later is `NAME #2`, then `NAME #3`, … A label must be unique in its scenario: it may not be
/// another loop's label or name.
///
/// The parser names each loop as the loop ends, inner loops first.
struct LoopNames {
  /// Every name given so far, with where its loop's `repeat` is.
  private var taken: [String: Scenario.Position] = [:]
  /// How many unlabelled loops were named after each first step.
  private var unlabelled: [String: Int] = [:]

  /// The name of a loop that ends now.
  ///
  /// - Parameters:
  ///   - label: The loop's label, if it has one.
  ///   - body: The loop's statements.
  ///   - position: Where its `repeat` is.
  /// - Returns: The label, or the name of the first step, numbered if it is taken; and, when
  ///   the label is already another loop's name, where that loop is.
  mutating func name(
    label: String?, body: [Scenario.Statement], at position: Scenario.Position
  ) -> (name: String, clash: Scenario.Position?) {
    if let label {
      let clash = taken[label]
      taken[label] = taken[label] ?? position
      return (label, clash)
    }
    let base = Self.firstStep(of: body) ?? "loop"
    var count = unlabelled[base, default: 0]
    var name: String
    repeat {
      count += 1
      name = count == 1 ? base : "\(base) #\(count)"
    } while taken[name] != nil
    unlabelled[base] = count
    taken[name] = position
    return (name, nil)
  }

  /// The name of the first step of some statements, looking inside a loop that comes first.
  private static func firstStep(of statements: [Scenario.Statement]) -> String? {
    var statements = statements[...]
    while let first = statements.popFirst() {
      switch first {
      case .action(_, let text, _): return text
      case .step(let name, _, _): return name
      case .repetition(_, let body, _, _): statements = body[...]
      case .expectation: continue
      }
    }
    return nil
  }
}
