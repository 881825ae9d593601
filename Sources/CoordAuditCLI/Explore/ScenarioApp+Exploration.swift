import CoordinatorTree

/// What exploration asks of the app in a state: what the user can do, whether an app action
/// applies, and a key that is the same for the same state however it was reached.
extension ScenarioApp {
  /// The user actions that apply now, in a fixed order: on the top navigation controller a
  /// back tap, a back-menu jump to each earlier screen, a finished and a cancelled swipe; a
  /// swipe down of the top sheet; a tap on each tab (the selected one too).
  func userActions() -> [ExploreAction.User] {
    var result: [ExploreAction.User] = []
    if let navigation = try? topNavigation(), navigation.viewControllers.count > 1 {
      result.append(.tapBack)
      for viewController in navigation.viewControllers.dropLast() {
        // A jump names its target: offer the screens that their name identifies.
        guard let name = declaredName(of: viewController),
          current[name]?.object === viewController, !result.contains(.jumpBack(to: name))
        else { continue }
        result.append(.jumpBack(to: name))
      }
      result += [.swipeBack, .swipeBackAndCancel]
    }
    if let sheet = topPresentation, sheet.modalPresentationStyle != .fullScreen,
      !sheet.isModalInPresentation, !sheet.contentViewController.isModalInPresentation
    {
      result.append(.swipeDown)
    }
    if let tabs = window.rootViewController as? TabBarController,
      tabs.presentedViewController == nil
    {
      result += (tabs.viewControllers ?? []).indices.map { .tapTab($0) }
    }
    return result
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
    case .push(let name, _):
      guard let screen = scenario.screen(named: name.text),
        let flow = scenario.flow(named: screen.flow)
      else { return false }
      let shown = (current[name.text]?.object as? ViewController).map(isInWindow) ?? false
      return isOnScreen(flow) && topBelongs(to: flow.name) && !shown
    case .finish(let name, _):
      return object(named: name.text) != nil && topBelongs(to: name.text)
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
      return topPresentation != nil
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

  /// An address-free key of the state: every live object by its declared name, every
  /// reference between them by its label (the ownership graph: the window's hierarchy, the
  /// kits' links, the extra references), the selected tab and the top-most content.
  ///
  /// Two ways to the same screens, flows and objects give the same key; a leak (one more live
  /// object) gives another.
  func stateKey() -> String {
    let live = made.compactMap { entry in entry.box.object.map { (entry.name, $0) } }
    let graph = OwnershipSnapshot.capture(window: window, objects: live, survivors: [], step: 0)
    var key = graph.nodes.map { "\($0.name) \($0.role)" }.joined(separator: ";")
    key +=
      "|"
      + graph.edges.map { "\($0.from) \($0.label) \($0.strength) \($0.to)" }
      .joined(separator: ";")
    if let tabs = window.rootViewController as? TabBarController {
      key += "|tab \(tabs.selectedIndex)"
    }
    key += "|top " + (window.topViewController.flatMap(declaredName(of:)) ?? "-")
    return key
  }

  // MARK: Helpers

  /// The name a live object was declared by, if the app made it.
  func declaredName(of object: AnyObject) -> String? {
    made.last { $0.box.object === object }?.name
  }

  /// The top-most presented view controller (the presentation's container), if any.
  var topPresentation: ViewController? {
    var top = window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top === window.rootViewController ? nil : top
  }

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
