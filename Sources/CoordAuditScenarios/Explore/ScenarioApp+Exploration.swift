import CoordinatorTree

/// What exploration asks of the app in a state: what the user can do, and whether an app action
/// applies.
///
/// Both are exploration's rules, written with the app's queries (what is on screen, the live
/// instance of a declared name, the name of a live instance), never its storage; a state's key
/// and the end of a session are the app's own (``ScenarioApp/encodeState(into:)``,
/// ``ScenarioApp/discard()``).
extension ScenarioApp {
  /// The user actions that apply now, as the model offers them (``Window/userActions``), in
  /// its order: on the top navigation controller a back tap, a back-menu jump to each earlier
  /// screen, a finished and a cancelled swipe; a swipe down of the top sheet; a tap on each
  /// tab (the selected one too).
  ///
  /// A jump names its target, as the scenario language does: it is offered for the screens
  /// that their declared name identifies (the latest instance of the name), each once.
  func userActions() -> [ExploreAction.User] {
    let stack = window.topNavigationController?.viewControllers ?? []
    var jumps: Set<String> = []
    return window.userActions.compactMap { action -> ExploreAction.User? in
      switch action {
      case .tapBack: return .tapBack
      case .jumpBack(let index):
        guard stack.indices.contains(index), let name = declaredName(of: stack[index]),
          latest(named: name) === stack[index], jumps.insert(name).inserted
        else { return nil }
        return .jumpBack(to: name)
      case .swipeBack: return .swipeBack
      case .swipeBackAndCancel: return .swipeBackAndCancel
      case .swipeDown: return .swipeDown
      case .tapTab(let index): return .tapTab(index)
      // Scenario files declare no bar buttons or views: nothing to name one by.
      case .tapBarButton, .interact: return nil
      }
    }
  }

  /// Whether app code would run `action` now: a flow is started from its parent's screen on
  /// top, finished from its own, a screen pushed by its flow's screen on top when none of it is
  /// on screen; app navigation needs something to act on.
  func applies(_ action: Scenario.Action) -> Bool {
    switch action {
    case .start(let name, _), .present(let name, _), .replaceRoot(let name):
      guard let flow = scenario.flow(named: name.text), !isOnScreen(flow) else { return false }
      switch flow.placement {
      case .root: return true
      case .tab: return !tabsAreStarted
      case .push(let parent), .sheet(let parent): return topBelongs(to: parent)
      }
    case .startTabs:
      return !tabsAreStarted
    case .startAnother(let name, _):
      // From the first instance's screen, whose code asks the parent.
      guard let flow = scenario.flow(named: name.text), let parent = flow.placement.parent
      else { return false }
      return isOnScreen(flow) && topBelongs(to: flow.name) && object(named: parent) != nil
    case .push(let name, _):
      guard let screen = scenario.screen(named: name.text),
        let flow = scenario.flow(named: screen.flow)
      else { return false }
      let shown = (latest(named: name.text) as? ViewController).map(isInWindow) ?? false
      return isOnScreen(flow) && topBelongs(to: flow.name) && !shown
    case .finish(let name, _):
      return object(named: name.text) != nil && topBelongs(to: name.text)
    case .dismissFlow(let name, _):
      // From the code of any screen above it: the sheet need not be on top.
      guard let flow = scenario.flow(named: name.text) else { return false }
      return object(named: name.text) != nil && isOnScreen(flow)
    case .pop, .popToRoot:
      return ((try? topNavigation())?.viewControllers.count ?? 0) > 1
    case .popTo(let name, _):
      guard let navigation = try? topNavigation(), let screen = try? screen(name.text) else {
        return false
      }
      return navigation.viewControllers.dropLast().contains { $0 === screen }
    case .setStack(let names, _):
      guard let navigation = try? topNavigation() else { return false }
      return names.allSatisfy { name in
        (try? screen(name.text)).map { screen in
          navigation.viewControllers.contains { $0 === screen }
        } ?? false
      }
    case .dismiss:
      return window.topPresentation != nil
    case .selectTab(let index):
      return (try? tabBar()).map { ($0.viewControllers ?? []).indices.contains(index) } ?? false
    case .userTapsBack, .userSwipesBack, .userSwipesBackAndCancels:
      return userActions().contains(.tapBack)
    case .userJumpsBack(let name):
      return userActions().contains(.jumpBack(to: name.text))
    case .userSwipesDown:
      return userActions().contains(.swipeDown)
    case .userTapsTab(let index):
      return userActions().contains(.tapTab(index))
    }
  }

  // MARK: Helpers

  /// Whether the top-most content screen is a screen of the flow.
  private func topBelongs(to flow: String) -> Bool {
    guard let top = window.topViewController, let name = declaredName(of: top),
      let screen = scenario.screen(named: name)
    else { return false }
    return screen.flow == flow
  }

  private var tabsAreStarted: Bool {
    scenario.flows.contains { $0.placement == .tab && isOnScreen($0) }
  }
}
