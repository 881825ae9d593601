import CoordinatorTree
import ExplorerExampleApps
import LeakAudit
import Testing

/// A coordinator whose flow is an `async` function in a task started at launch.
///
/// The flow awaits the login screen's button through a continuation, then an `async` service
/// off the main actor, then shows the home screen. Each job of the task is followed: the launch step shows the
/// login screen, the tap's step runs the flow on to the home screen, and each step judges at
/// once, with nothing to note.
@MainActor @Suite(.enabled(if: QueuedWork.watch())) struct AsyncFlowAppTests {
  static func explore(keepsLoginScreen: Bool) async -> FlowExploration {
    await FlowExplorer(depth: 3) {
      AsyncFlowCoordinator(window: $0, keepsLoginScreen: keepsLoginScreen)
    }.run()
  }

  /// The positive control: the coordinator keeps the login screen after the flow moved on.
  @Test func aLoginScreenTheCoordinatorKeepsIsALeakJudgedAtOnce() async {
    let exploration = await Self.explore(keepsLoginScreen: true)
    // (Made in the task, the screen registers as it is made, before its title is set: it is
    // named by its class.)
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'AsyncLoginViewController' after user taps 'Log in'"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains("AsyncFlowCoordinator.loginScreen → AsyncLoginViewController"),
      "\(exploration.text)")
    #expect(exploration.workNotWaitedFor == nil, "\(exploration.text)")
    #expect(exploration.settlesThatWaited == 0, "\(exploration.text)")
  }

  /// The fix: the home screen is reached (two states), and nothing is left.
  @Test func theFlowThatLetsGoOfItsLoginScreenIsClean() async {
    let exploration = await Self.explore(keepsLoginScreen: false)
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 2, "\(exploration.text)")
    #expect(exploration.workNotWaitedFor == nil, "\(exploration.text)")
    #expect(exploration.settlesThatWaited == 0, "\(exploration.text)")
  }
}
