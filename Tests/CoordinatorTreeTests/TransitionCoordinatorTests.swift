import CoordinatorTree
import LeakAuditTesting
import Testing

/// The transition coordinator has UIKit's lifetime and look-ups.
///
/// It lives from the call of an animated transition (or the start of a swipe) through
/// `didShow` and the completions; a non-animated transition has none. Each test writes what
/// the coordinator says into the window's log, so the order is pinned with the model's own
/// callbacks.
@MainActor @Suite struct TransitionCoordinatorTests {
  /// A delegate that logs what the transition coordinator answers in `willShow` and `didShow`.
  final class CoordinatorProbe: NavigationControllerDelegate {
    let log: EventLog

    init(log: EventLog) { self.log = log }

    func navigationController(
      _ navigationController: NavigationController, willShow viewController: ViewController,
      animated: Bool
    ) {
      log.append(Event("inWillShow", describe(navigationController.transitionCoordinator)))
    }

    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController,
      animated: Bool
    ) {
      log.append(Event("inDidShow", describe(navigationController.transitionCoordinator)))
    }

    func describe(_ coordinator: TransitionCoordinator?) -> [String] {
      guard let coordinator else { return ["none"] }
      return [
        "from: \(coordinator.viewController(forKey: .from)?.logName ?? "nil")",
        "to: \(coordinator.viewController(forKey: .to)?.logName ?? "nil")",
        coordinator.isAnimated ? "animated" : "not animated",
        coordinator.isInteractive ? "interactive" : "not interactive",
        coordinator.isCancelled ? "cancelled" : "not cancelled",
      ]
    }
  }

  /// `Nav: titles…` in a window, with the probe as its delegate and the log emptied.
  func app(_ titles: String...) throws -> (Window, NavigationController, CoordinatorProbe) {
    let window = Window()
    let navigation = NavigationController(
      rootViewController: ViewController(title: titles[0]), title: "Nav")
    try window.setRootViewController(navigation)
    for title in titles.dropFirst() {
      try navigation.strict.pushViewController(ViewController(title: title), animated: false)
    }
    let probe = CoordinatorProbe(log: window.log)
    navigation.delegate = probe
    window.log.removeAll()
    return (window, navigation, probe)
  }

  /// The log without the model's own lines, only what the probe and the closures wrote.
  func probed(_ window: Window) -> [String] {
    let own: Set<String> = ["inWillShow", "inDidShow", "animation", "completion", "interaction"]
    return window.log.events.filter { own.contains($0.name) }.map(\.description)
  }

  @Test func anAnimatedPushHasACoordinatorThroughDidShowNamingFromAndTo() throws {
    let (window, navigation, probe) = try app("List")
    try navigation.strict.pushViewController(ViewController(title: "Detail"), animated: true)
    // The call returns with the transition running: its coordinator is there until it ends.
    #expect(navigation.transitionCoordinator?.viewController(forKey: .to)?.title == "Detail")
    MainLoop.runUntilIdle()
    #expect(
      probed(window) == [
        "inWillShow(from: List, to: Detail, animated, not interactive, not cancelled)",
        "inDidShow(from: List, to: Detail, animated, not interactive, not cancelled)",
      ])
    #expect(navigation.transitionCoordinator == nil)
    withExtendedLifetime(probe) {}
  }

  @Test(arguments: ["pop", "popTo", "popToRoot", "setViewControllers", "userTapsBack"])
  func anAnimatedRemovalNamesTheScreenThatLeftInDidShow(call: String) throws {
    let (window, navigation, probe) = try app("List", "Detail", "Edit")
    let list = navigation.viewControllers[0]
    switch call {
    case "pop": navigation.popViewController(animated: true)
    case "popTo": try navigation.strict.popToViewController(list, animated: true)
    case "popToRoot": navigation.popToRootViewController(animated: true)
    case "setViewControllers": try navigation.strict.setViewControllers([list], animated: true)
    default: try navigation.userTapsBack()
    }
    MainLoop.runUntilIdle()
    let to = call == "pop" || call == "userTapsBack" ? "Detail" : "List"
    #expect(
      probed(window).last
        == "inDidShow(from: Edit, to: \(to), animated, not interactive, not cancelled)")
    withExtendedLifetime(probe) {}
  }

  @Test(arguments: ["push", "pop", "popTo", "popToRoot", "setViewControllers"])
  func aTransitionThatIsNotAnimatedHasNoCoordinator(call: String) throws {
    let (window, navigation, probe) = try app("List", "Detail")
    let list = navigation.viewControllers[0]
    switch call {
    case "push":
      try navigation.strict.pushViewController(ViewController(title: "Edit"), animated: false)
    case "pop": navigation.popViewController(animated: false)
    case "popTo": try navigation.strict.popToViewController(list, animated: false)
    case "popToRoot": navigation.popToRootViewController(animated: false)
    default: try navigation.strict.setViewControllers([list], animated: false)
    }
    #expect(probed(window) == ["inWillShow(none)", "inDidShow(none)"])
    withExtendedLifetime(probe) {}
  }

  @Test func alongsideAnimationsRunWithTheTransitionAndCompletionsAfterDidShow() throws {
    let (window, navigation, probe) = try app("List")
    let detail = Screen("Detail")
    detail.onWillAppear = { [unowned detail] in
      detail.transitionCoordinator?.animate(
        alongsideTransition: { _ in window.log.append(Event("animation", ["Detail"])) },
        completion: { context in
          window.log.append(
            Event("completion", [context.isCancelled ? "cancelled" : "not cancelled"]))
        })
    }
    try navigation.strict.pushViewController(detail, animated: true)
    #expect(window.log.lines.last == "animation(Detail)")
    MainLoop.runUntilIdle()
    #expect(
      window.log.lines == [
        "willMove(Detail, Nav)", "stack(Nav: List, Detail)", "viewDidLoad(Detail)",
        "viewWillDisappear(List)", "viewWillAppear(Detail)", "willShow(Detail)",
        "inWillShow(from: List, to: Detail, animated, not interactive, not cancelled)",
        "animation(Detail)", "viewDidDisappear(List)", "viewDidAppear(Detail)",
        "didMove(Detail, Nav)", "didShow(Detail)",
        "inDidShow(from: List, to: Detail, animated, not interactive, not cancelled)",
        "completion(not cancelled)",
      ])
    withExtendedLifetime(probe) {}
  }

  @Test func anAnimationRegisteredAfterTheAnimationsBeganRunsAtOnce() throws {
    let (window, navigation, _) = try app("List", "Detail")
    final class Late: NavigationControllerDelegate {
      let log: EventLog
      init(log: EventLog) { self.log = log }
      func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
      ) {
        log.append(Event("inDidShow"))
        navigationController.transitionCoordinator?.animate(
          alongsideTransition: { [log] _ in log.append(Event("animation", ["late"])) },
          completion: { [log] _ in log.append(Event("completion", ["late"])) })
        log.append(Event("inDidShow", ["registered"]))
      }
    }
    let late = Late(log: window.log)
    navigation.delegate = late
    navigation.popViewController(animated: true)
    MainLoop.runUntilIdle()
    #expect(
      probed(window) == [
        "inDidShow()", "animation(late)", "inDidShow(registered)", "completion(late)",
      ])
  }

  @Test func aFinishedSwipeIsInteractiveUntilLetGoThenCompletesThroughDidShow() throws {
    let (window, navigation, probe) = try app("List", "Detail")
    let swipe = try navigation.userBeginsSwipeBack()
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
    coordinator.notifyWhenInteractionChanges { context in
      window.log.append(
        Event(
          "interaction",
          [
            context.isCancelled ? "cancelled" : "not cancelled",
            context.isInteractive ? "interactive" : "not interactive",
          ]))
    }
    coordinator.animate(alongsideTransition: nil) { context in
      window.log.append(Event("completion", [context.isCancelled ? "cancelled" : "not cancelled"]))
    }
    try swipe.finish()
    #expect(
      window.log.lines.drop { !$0.hasPrefix("userFinishesSwipeBack") } == [
        "userFinishesSwipeBack(Nav)", "interaction(not cancelled, not interactive)",
        "stack(Nav: List)", "viewDidDisappear(Detail)", "viewDidAppear(List)",
        "didMove(Detail, nil)", "didShow(List)",
        "inDidShow(from: Detail, to: List, animated, not interactive, not cancelled)",
        "completion(not cancelled)",
      ])
    #expect(navigation.transitionCoordinator == nil)
    withExtendedLifetime(probe) {}
  }

  @Test func aCancelledSwipeCompletesCancelledWithoutDidShow() async throws {
    let (window, navigation, probe) = try app("List", "Detail")
    let swipe = try navigation.userBeginsSwipeBack()
    #expect(
      probed(window) == [
        "inWillShow(from: Detail, to: List, animated, interactive, not cancelled)"
      ])
    let coordinator = try #require(navigation.transitionCoordinator)
    coordinator.notifyWhenInteractionChanges { context in
      window.log.append(Event("interaction", [context.isCancelled ? "cancelled" : "not cancelled"]))
    }
    coordinator.animate(alongsideTransition: nil) { context in
      window.log.append(Event("completion", [context.isCancelled ? "cancelled" : "not cancelled"]))
    }
    try swipe.cancel()
    #expect(
      window.log.lines.drop { !$0.hasPrefix("userCancelsSwipeBack") } == [
        "userCancelsSwipeBack(Nav)", "interaction(cancelled)", "viewWillDisappear(List)",
        "viewDidDisappear(List)", "viewWillAppear(Detail)", "viewDidAppear(Detail)",
        "didMove(Detail, Nav)", "completion(cancelled)",
      ])
    #expect(navigation.transitionCoordinator == nil)
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    withExtendedLifetime(probe) {}
  }

  @Test func theSwipeHandleDoesNotKeepThePoppedScreenAfterTheSwipe() async throws {
    let (_, navigation, _) = try app("List", "Detail")
    var swipe: InteractiveSwipe?
    try await assertReleased([navigation.topViewController!], configuration: quick) {
      swipe = try navigation.userBeginsSwipeBack()
      try swipe?.finish()
    }
    #expect(throws: NavigationError.self) { try swipe?.finish() }
  }

  @Test func aScreenInTheStackSeesItsNavigationControllersCoordinator() throws {
    let (window, navigation, probe) = try app("List")
    let detail = Screen("Detail")
    detail.onWillAppear = { [unowned detail] in
      let coordinator = detail.transitionCoordinator
      window.log.append(
        Event("inWillShow", [coordinator === navigation.transitionCoordinator ? "same" : "other"]))
    }
    try navigation.strict.pushViewController(detail, animated: true)
    #expect(probed(window).first == "inWillShow(same)")
    #expect(detail.transitionCoordinator != nil)
    MainLoop.runUntilIdle()
    #expect(detail.transitionCoordinator == nil)
    withExtendedLifetime(probe) {}
  }

  @Test func aTransitionInsideDidShowHasItsOwnCoordinatorAndTheOuterComesBack() throws {
    let (window, navigation, _) = try app("List", "Detail")
    final class Chained: NavigationControllerDelegate {
      let log: EventLog
      var pushed = false
      init(log: EventLog) { self.log = log }
      func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
      ) {
        let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
        log.append(Event("inDidShow", [viewController.logName, from?.logName ?? "none"]))
        guard !pushed else { return }
        pushed = true
        try? navigationController.strict.pushViewController(
          ViewController(title: "Edit"), animated: false)
        let after = navigationController.transitionCoordinator?.viewController(forKey: .from)
        log.append(Event("inDidShow", ["after inner", after?.logName ?? "none"]))
      }
    }
    let chained = Chained(log: window.log)
    navigation.delegate = chained
    navigation.popViewController(animated: true)
    MainLoop.runUntilIdle()
    #expect(
      probed(window) == [
        "inDidShow(List, Detail)", "inDidShow(Edit, none)", "inDidShow(after inner, Detail)",
      ])
  }

  /// The fix most coordinator apps copy: in `didShow`, finish the flow whose screen the
  /// transition coordinator's `.from` names, if it left the stack.
  final class BackButtonFix: NavigationControllerDelegate {
    var finished: [String] = []

    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController,
      animated: Bool
    ) {
      guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
        !navigationController.viewControllers.contains(from)
      else { return }
      finished.append(from.logName)
    }
  }

  @Test func theBackButtonFixSeesAnimatedPopsAndMissesNonAnimatedOnesAsOnADevice() throws {
    let (_, navigation, _) = try app("List", "A", "B", "C", "D")
    let fix = BackButtonFix()
    navigation.delegate = fix
    try navigation.userTapsBack()
    try navigation.userSwipesBack()
    navigation.popViewController(animated: false)  // missed, as on a device
    try navigation.userSwipesBackButCancels()  // nothing left
    #expect(fix.finished == ["D", "C"])
    #expect(navigation.viewControllers.map(\.logName) == ["List", "A"])
  }
}
