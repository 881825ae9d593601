/// One thing exploration can do in a state: a user action, or an app action the scenario
/// declares (`action "NAME" { … }`).
enum ExploreAction: Hashable, Sendable {
  /// What the user can do, bypassing every coordinator.
  enum User: Hashable, Sendable {
    case tapBack
    case jumpBack(to: String)
    case swipeBack
    case swipeBackAndCancel
    case swipeDown
    case tapTab(Int)

    /// The statement of the scenario language that does it.
    var text: String {
      switch self {
      case .tapBack: "user taps back"
      case .jumpBack(let screen): "user jumps back to \(screen)"
      case .swipeBack: "user swipes back"
      case .swipeBackAndCancel: "user swipes back and cancels"
      case .swipeDown: "user swipes down"
      case .tapTab(let index): "user taps tab \(index)"
      }
    }

    /// The action the runner performs.
    var action: Scenario.Action {
      switch self {
      case .tapBack: .userTapsBack
      case .jumpBack(let screen):
        .userJumpsBack(Scenario.Name(text: screen, position: Scenario.Position(line: 0, column: 0)))
      case .swipeBack: .userSwipesBack
      case .swipeBackAndCancel: .userSwipesBackAndCancels
      case .swipeDown: .userSwipesDown
      case .tapTab(let index): .userTapsTab(index)
      }
    }
  }

  case user(User)
  /// An app action, by its index among the scenario's.
  case app(Int)

  /// How reports and the emitted scenario name it: the user's statement, or the app action's
  /// name in quotes.
  func description(in scenario: Scenario) -> String {
    switch self {
    case .user(let user): user.text
    case .app(let index): "\"\(scenario.appActions[index].name)\""
    }
  }
}
