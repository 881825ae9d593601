/// One thing exploration can do in a state: a user action, or an app action the scenario
/// declares (`action "NAME" { … }`).
enum ExploreAction: Hashable, Sendable {
  /// What the user can do, bypassing every coordinator.
  enum User: Hashable, Sendable {
    case tapBack
    /// A jump through the back button's menu to a screen: the top-most of its name below the
    /// top, or, when the stack holds several of its name, the numbered one.
    case jumpBack(to: String, instance: Int? = nil)
    case swipeBack
    case swipeBackAndCancel
    case swipeDown
    case tapTab(Int)

    /// The statement of the scenario language that does it.
    var text: String {
      switch self {
      case .tapBack: "user taps back"
      case .jumpBack(let screen, let instance):
        "user jumps back to \(screen)" + (instance.map { " \($0)" } ?? "")
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
      case .jumpBack(let screen, let instance):
        .userJumpsBack(
          Scenario.Name(
            text: screen, position: Scenario.Position(line: 0, column: 0), instance: instance))
      case .swipeBack: .userSwipesBack
      case .swipeBackAndCancel: .userSwipesBackAndCancels
      case .swipeDown: .userSwipesDown
      case .tapTab(let index): .userTapsTab(index)
      }
    }
  }

  case user(User)
  /// An app action, by its index among the scenario's; with an instance's number when its
  /// first statement can act on several instances in the state (`dismiss Compose` with two
  /// Compose sheets presented): exploration offers it once for each.
  case app(Int, instance: Int? = nil)

  /// The number of the instance it acts on, when it names one (a back jump to one of several
  /// screens of a name, an app action on one of several instances).
  var instance: Int? {
    switch self {
    case .app(_, let instance), .user(.jumpBack(_, let instance)): instance
    case .user: nil
    }
  }

  /// How reports and the emitted scenario name it: the user's statement, or the app action's
  /// name in quotes, with the instance it acts on when it names one (`"close" on 'Compose 2'`).
  func description(in scenario: Scenario) -> String {
    switch self {
    case .user(let user): user.text
    case .app(let index, let instance):
      "\"\(scenario.appActions[index].name)\""
        + (instance.map { number in
          " on '\(scenario.appActions[index].actions.first?.0.instanceName ?? "")"
            + " \(number)'"
        } ?? "")
    }
  }

  /// The statements an app action runs: its declared ones, the first naming the instance the
  /// action was offered for.
  func statements(in scenario: Scenario) -> [(Scenario.Action, Scenario.Position)] {
    guard case .app(let index, let instance) = self else { return [] }
    var actions = scenario.appActions[index].actions
    if let instance, let first = actions.first {
      actions[0] = (first.0.naming(instance: instance), first.1)
    }
    return actions
  }
}

extension Scenario.Action {
  /// The name an instance's number may follow in the action, if it takes one.
  var instanceName: String? {
    switch self {
    case .finish(let name, _), .dismissFlow(let name, _), .popTo(let name, _),
      .userJumpsBack(let name):
      name.text
    default: nil
    }
  }

  /// The action on the numbered instance of the name it acts on (see ``instanceName``).
  func naming(instance: Int) -> Scenario.Action {
    func numbered(_ name: Scenario.Name) -> Scenario.Name {
      var name = name
      name.instance = instance
      return name
    }
    switch self {
    case .finish(let name, let animated): return .finish(numbered(name), animated: animated)
    case .dismissFlow(let name, let animated):
      return .dismissFlow(numbered(name), animated: animated)
    case .popTo(let name, let animated): return .popTo(numbered(name), animated: animated)
    case .userJumpsBack(let name): return .userJumpsBack(numbered(name))
    default: return self
    }
  }
}
