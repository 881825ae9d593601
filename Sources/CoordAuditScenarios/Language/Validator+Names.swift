/// The names: each resolves to an object of the right kind, or is reported with the closest
/// valid name, unless a line with a problem may have declared it.
extension Validator {
  /// What kind of object a name must be.
  enum Kind {
    case flow, screen, any

    var noun: String {
      switch self {
      case .flow: "flow"
      case .screen: "screen"
      case .any: "name"
      }
    }
  }

  /// Resolves a name the file wrote; see ``resolve(_:at:as:)``.
  @discardableResult
  mutating func resolve(_ name: Scenario.Name, as kind: Kind) -> String? {
    resolve(name.text, at: name.position, as: kind)
  }

  /// Resolves a name to an object of `kind`, or reports it as unknown (with the closest valid
  /// name, or what it is instead) unless a dropped line may have declared it.
  ///
  /// - Parameters:
  ///   - text: The name.
  ///   - position: Where the file wrote it.
  ///   - kind: What it must name.
  /// - Returns: The name, when it is an object of that kind.
  @discardableResult
  mutating func resolve(_ text: String, at position: Scenario.Position, as kind: Kind)
    -> String?
  {
    // By the scenario's indexes: a file of thousands of names stays linear.
    let isFlow = scenario.flow(named: text) != nil
    let isScreen = scenario.screen(named: text) != nil
    switch kind {
    case .flow where isFlow, .screen where isScreen: return text
    case .any where isFlow || isScreen || scenario.isModel(text): return text
    default: break
    }
    guard !dropped.mayHaveDeclared(text) else { return nil }
    let scenario = scenario
    reporter.report(
      "unknown \(kind.noun) '\(text)'", at: position, length: text.count,
      hint: Self.unknownNameHint(text, as: kind, in: scenario))
    return nil
  }

  private static func unknownNameHint(_ text: String, as kind: Kind, in scenario: Scenario)
    -> String
  {
    if kind == .flow, let screen = scenario.screen(named: text) {
      return "'\(text)' is a screen; name its flow, '\(screen.flow)'"
    } else if kind == .screen, scenario.flow(named: text) != nil {
      return "'\(text)' is a flow; name one of its screens"
    }
    let flows = scenario.flows.map(\.name)
    let screens = scenario.screens.map(\.name)
    let candidates =
      switch kind {
      case .flow: flows
      case .screen: screens
      case .any: flows + screens + scenario.modelNames
      }
    return Suggestions.hint(for: text, in: candidates, what: "\(kind.noun)s")
  }
}
