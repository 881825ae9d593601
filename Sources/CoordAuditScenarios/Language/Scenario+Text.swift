import Foundation

extension Scenario.Action {
  /// The statement of the scenario language that performs the action, in its shortest form.
  ///
  /// ```text
  /// start Search
  /// pop to root not animated
  /// user jumps back to Home
  /// ```
  var text: String {
    func animated(_ words: String, _ isAnimated: Bool) -> String {
      isAnimated ? words : words + " not animated"
    }
    switch self {
    case .start(let name, let isAnimated): return animated("start \(name.text)", isAnimated)
    case .startTabs: return "start tabs"
    case .push(let name, let isAnimated): return animated("push \(name.text)", isAnimated)
    case .finish(let name, let isAnimated): return animated("finish \(name.written)", isAnimated)
    case .present(let name, let isAnimated): return animated("present \(name.text)", isAnimated)
    case .replaceRoot(let name): return "replace root with \(name.text)"
    case .pop(let isAnimated): return animated("pop", isAnimated)
    case .popTo(let name, let isAnimated): return animated("pop to \(name.written)", isAnimated)
    case .popToRoot(let isAnimated): return animated("pop to root", isAnimated)
    case .setStack(let names, let isAnimated):
      return animated("set stack " + names.map(\.written).joined(separator: " "), isAnimated)
    case .dismiss(let isAnimated): return animated("dismiss", isAnimated)
    case .startAnother(let name, let isAnimated):
      return animated("start another \(name.text)", isAnimated)
    case .dismissFlow(let name, let isAnimated):
      return animated("dismiss \(name.written)", isAnimated)
    case .selectTab(let index): return "select tab \(index)"
    case .userTapsBack: return "user taps back"
    case .userJumpsBack(let name): return "user jumps back to \(name.written)"
    case .userSwipesBack: return "user swipes back"
    case .userSwipesBackAndCancels: return "user swipes back and cancels"
    case .userSwipesDown: return "user swipes down"
    case .userTapsTab(let index): return "user taps tab \(index)"
    }
  }
}

extension Scenario.Statement {
  /// The statement's lines in the scenario language, indented by `indent`; expectations are
  /// left out.
  func lines(indent: String = "") -> [String] {
    switch self {
    case .action(let action, _, _):
      return [indent + action.text]
    case .step(let name, let actions, _):
      return [indent + "step \(Scenario.quoted(name)) {"]
        + actions.map { indent + "  " + $0.0.text } + [indent + "}"]
    case .repetition(let count, let body, _, _):
      let inner: [String] = body.flatMap { $0.lines(indent: indent + "  ") }
      return [indent + "repeat \(count) {"] + inner + [indent + "}"]
    case .expectation:
      return []
    }
  }
}

extension Scenario {
  /// `text` as a string of the scenario language: in double quotes, with `\` and `"` escaped.
  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
