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
  /// A jump names its target as the scenario language does: by its declared name when it is
  /// the top-most screen of its name in the window (what the name alone means), else by its
  /// name and number (`user jumps back to Preview 1`), so that every earlier screen is offered.
  func userActions() -> [ExploreAction.User] {
    if let known = queryMemo?.userActions { return known }
    let stack = window.topNavigationController?.viewControllers ?? []
    // Scenario files declare no bar buttons or views: nothing to name one by, so the window's
    // views are not walked for them.
    let actions = window.navigationUserActions.compactMap { action -> ExploreAction.User? in
      switch action {
      case .tapBack: return .tapBack
      case .jumpBack(let index):
        guard stack.indices.contains(index), let screen = stack[index] as? ScenarioScreen
        else { return nil }
        return jump(to: screen)
      case .swipeBack: return .swipeBack
      case .swipeBackAndCancel: return .swipeBackAndCancel
      case .swipeDown: return .swipeDown
      case .tapTab(let index): return .tapTab(index)
      case .tapBarButton, .interact: return nil
      }
    }
    queryMemo?.userActions = actions
    return actions
  }

  /// A jump back to a screen, named as a statement would name it.
  private func jump(to screen: ScenarioScreen) -> ExploreAction.User? {
    let name = screen.declaredName
    if shownScreens(named: [name]).last === screen {
      return .jumpBack(to: name)
    }
    guard let number = number(of: screen, named: name) else { return nil }
    return .jumpBack(to: name, instance: number)
  }

  /// Whether app code would run `action` now: a flow is started from its parent's screen on
  /// top, finished from its own, a screen pushed by its flow's screen on top when none of it is
  /// on screen; app navigation needs something to act on.
  func applies(_ action: Scenario.Action) -> Bool {
    !instancesApplying(action).isEmpty
  }

  /// The instances `action` would act on now, if app code would run it: `[nil]` for the one a
  /// name alone means (or an action that names none), the instances' numbers when the action
  /// can act on several of its name (`dismiss Compose` with two Compose sheets presented, `pop
  /// to Preview` with two Preview screens below the top), bottom to top; none when it does not
  /// apply.
  func instancesApplying(_ action: Scenario.Action) -> [Int?] {
    switch action {
    case .dismissFlow(let name, _) where name.instance == nil:
      // From the code of any screen above it: the sheet need not be on top.
      guard let flow = scenario.flow(named: name.text) else { return [] }
      guard flow.system != .scene else { return isOnScreen(flow) ? [nil] : [] }
      var instances: [AnyObject] = []
      for screen in shownScreens(of: flow) {
        if let instance = screen.flowInstance, !instances.contains(where: { $0 === instance }) {
          instances.append(instance)
        }
      }
      return numbered(instances, named: flow.name)
    case .popTo(let name, _) where name.instance == nil:
      guard let navigation = try? topNavigation() else { return [] }
      let below = navigation.viewControllers.dropLast().compactMap { $0 as? ScenarioScreen }
        .filter { $0.declaredName == name.text }
      if below.count == 1, shownScreen(name) === below[0] { return [nil] }
      return numbered(below, named: name.text)
    default:
      return applies(single: action) ? [nil] : []
    }
  }

  /// `[nil]` for one instance, else the instances' numbers, in order.
  private func numbered(_ instances: [AnyObject], named name: String) -> [Int?] {
    guard instances.count > 1 else { return instances.isEmpty ? [] : [nil] }
    return instances.compactMap { number(of: $0, named: name) }
  }

  /// Whether app code would run an action that acts on one instance (or on none).
  private func applies(single action: Scenario.Action) -> Bool {
    switch action {
    case .start(let name, _), .present(let name, _), .replaceRoot(let name):
      // Whether its parent's screen is on top first: a question of the top screen alone, where
      // whether the flow is on screen looks at each of its live screens.
      guard let flow = scenario.flow(named: name.text) else { return false }
      switch flow.placement {
      case .root: return !isOnScreen(flow)
      case .tab: return !tabsAreStarted && !isOnScreen(flow)
      case .push(let parent), .sheet(let parent): return topBelongs(to: parent) && !isOnScreen(flow)
      }
    case .startTabs:
      return !tabsAreStarted
    case .startAnother(let name, _):
      // From the instance on top, whose code asks its parent.
      guard let flow = scenario.flow(named: name.text), topBelongs(to: flow.name),
        let shown = topShown(of: flow)
      else { return false }
      return (shown.instance as? HandWrittenCoordinator)?.parent != nil
    case .push(let name, _):
      // By the instance on top, when none of its screens of the name is on screen.
      guard let screen = scenario.screen(named: name.text), topBelongs(to: screen.flow),
        let flow = scenario.flow(named: screen.flow), let shown = topShown(of: flow)
      else { return false }
      return !shownScreens(named: [name.text]).contains { $0.flowInstance === shown.instance }
    case .finish(let name, _):
      return topBelongs(to: name.text) && instance(of: name) != nil
    case .dismissFlow(let name, _):
      guard let flow = scenario.flow(named: name.text), let instance = instance(of: name) else {
        return false
      }
      return flow.system == .scene
        ? isOnScreen(flow) : shownScreens(of: flow).contains { $0.flowInstance === instance }
    case .pop, .popToRoot:
      return ((try? topNavigation())?.viewControllers.count ?? 0) > 1
    case .popTo(let name, _):
      guard let navigation = try? topNavigation(), let screen = shownScreen(name) else {
        return false
      }
      return navigation.viewControllers.dropLast().contains { $0 === screen }
    case .setStack(let names, _):
      guard let navigation = try? topNavigation() else { return false }
      return names.allSatisfy { name in
        shownScreen(name).map { screen in
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
      return userActions().contains(.jumpBack(to: name.text, instance: name.instance))
    case .userSwipesDown:
      return userActions().contains(.swipeDown)
    case .userTapsTab(let index):
      return userActions().contains(.tapTab(index))
    }
  }

  // MARK: Helpers

  /// Whether the top-most content screen is a screen of the flow.
  private func topBelongs(to flow: String) -> Bool {
    if let known = queryMemo?.topFlow { return known == flow }
    let top = (window.topViewController as? ScenarioScreen).flatMap { self.flow(of: $0)?.name }
    queryMemo?.topFlow = .some(top)
    return top == flow
  }

  private var tabsAreStarted: Bool {
    scenario.flows.contains { $0.placement == .tab && isOnScreen($0) }
  }
}
