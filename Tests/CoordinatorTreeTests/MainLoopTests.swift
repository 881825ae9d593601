import LeakAuditTesting
import Testing

@testable import CoordinatorTree

/// The model's main loop: animated transitions end on a later turn, an autorelease pool drains
/// at each turn's end, and whatever runs the loop (an audit's step, a user action, a new
/// transition, the main dispatch queue) ends what waits.
@MainActor @Suite struct MainLoopTests {
  @Test func workForALaterTurnRunsWhenTheLoopRunsInTheOrderQueued() throws {
    let (_, navigation) = try makeNavigation("List")
    var ran: [String] = []
    MainLoop.runOnLaterTurn { ran.append("first") }
    navigation.pushViewController(Screen("Detail"), animated: true)
    MainLoop.runOnLaterTurn { ran.append("second") }
    #expect(ran.isEmpty && !MainLoop.isIdle)
    MainLoop.runUntilIdle()
    #expect(ran == ["first", "second"] && MainLoop.isIdle)
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func theLayoutPassEndsTheCurrentTurnBeforeAnyLaterTurn() throws {
    var ran: [String] = []
    MainLoop.runOnLaterTurn { ran.append("later") }
    MainLoop.runInLayoutPass {
      ran.append("layout")
      MainLoop.runInLayoutPass { ran.append("layout again, same pass") }
    }
    #expect(!MainLoop.isIdle)
    MainLoop.runUntilIdle()
    #expect(ran == ["layout", "layout again, same pass", "later"] && MainLoop.isIdle)
  }

  @Test func anAnimatedPopKeepsThePoppedScreenInTheHierarchyUntilItEnds() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    weak let detail = navigation.topViewController
    navigation.popViewController(animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["List"])
    #expect(detail?.parent === navigation, "a child until didMove(toParent: nil)")
    #expect(detail?.isShown(in: window) == true)
    MainLoop.runUntilIdle()
    #expect(detail == nil)
  }

  @Test func aNewTransitionEndsTheOneThatWaitsFirst() throws {
    let (window, navigation) = try makeNavigation("List")
    navigation.pushViewController(Screen("A"), animated: true)
    navigation.pushViewController(Screen("B"), animated: true)
    let lines = window.log.lines
    #expect(lines.firstIndex(of: "didShow(A)")! < lines.firstIndex(of: "willMove(B, Nav)")!)
    #expect(!lines.contains("didShow(B)"))
    MainLoop.runUntilIdle()
    #expect(window.log.lines.last == "didShow(B)")
  }

  @Test func aStepOfAnAuditEndsItsTransitionsBeforeItJudges() async throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let audit = FlowAudit(window: window)
    audit.registerScreen(navigation.topViewController!, label: "Detail", owner: nil)
    let report = try await audit.step("pop") { navigation.popViewController(animated: true) }
    #expect(report.findings.isEmpty)
    #expect(audit.lastReleases.count == 1)
    #expect(navigation.waitingEnd == nil)
  }

  @Test func aUserActionIsATurnOfItsOwn() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    try navigation.userTapsBack()
    #expect(MainLoop.isIdle)
    #expect(window.log.lines.last == "didShow(List)")
  }

  @Test func theMainDispatchQueueRunsTheLoop() async throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    // assertReleased settles by letting the main queue run: the pop ends there.
    await assertReleased([navigation.topViewController!]) {
      navigation.popViewController(animated: true)
      #expect(navigation.waitingEnd != nil)
    }
    #expect(navigation.waitingEnd == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aDismissedSheetHearsTheEndOfItsTransitionsBeforeItGoes() throws {
    let (window, navigation) = try makeNavigation("List")
    let sheet = NavigationController(rootViewController: Screen("Compose"), title: "Sheet")
    navigation.present(sheet, animated: true)
    sheet.pushViewController(Screen("Attach"), animated: true)
    navigation.dismiss(animated: true)
    let lines = window.log.lines
    #expect(lines.firstIndex(of: "didShow(Attach)")! < lines.firstIndex(of: "dismissed(Sheet)")!)
    #expect(sheet.waitingEnd == nil && navigation.waitingEnd == nil)
  }

  @Test func aReplacedRootHearsTheEndOfItsTransitionsBeforeItGoes() throws {
    let (window, navigation) = try makeNavigation("List")
    navigation.pushViewController(Screen("Detail"), animated: true)
    try window.setRootViewController(Screen("Login"))
    let lines = window.log.lines
    #expect(lines.firstIndex(of: "didShow(Detail)")! < lines.firstIndex(of: "root(Login)")!)
    #expect(navigation.waitingEnd == nil)
  }

  @Test func aNavigationControllerOutsideAWindowEndsInsideTheCall() {
    let navigation = NavigationController(rootViewController: Screen("List"), title: "Nav")
    navigation.pushViewController(Screen("Detail"), animated: true)
    #expect(navigation.waitingEnd == nil)
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func anAppThatAnimatesInEveryDidShowNeverIdlesAndTheLoopStops() throws {
    // Transitions that tests running before this one left waiting would take turns of the
    // five counted below (seen once in the whole suite: 3 shows).
    MainLoop.runUntilIdle()
    let (window, navigation) = try makeNavigation("List")
    final class Restless: NavigationControllerDelegate {
      var shows = 0
      func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
      ) {
        shows += 1
        navigationController.pushViewController(Screen("Next \(shows)"), animated: true)
      }
    }
    let restless = Restless()
    navigation.delegate = restless
    navigation.pushViewController(Screen("First"), animated: true)
    #expect(MainLoop.runUntilIdle(maxTurns: 5) == false)
    #expect(restless.shows == 5)
    navigation.delegate = nil
    #expect(MainLoop.runUntilIdle())
    withExtendedLifetime(window) {}
  }

  @Test func anAutoreleasedObjectThatNothingElseHoldsGoesWhenTheStepsTurnEnds() async throws {
    let (window, _) = try makeNavigation("List")
    let audit = FlowAudit(window: window)
    weak var made: ViewController?
    let report = try await FlowAudit.$current.withValue(audit) {
      try await audit.step("make and drop") {
        made = MainLoop.autorelease(Screen("Unused"))
        #expect(made != nil)
      }
    }
    #expect(made == nil)
    #expect(report.findings.isEmpty, "\(report.text)")
  }
}
