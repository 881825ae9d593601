import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A countdown's timer in the four ways apps schedule it, explored with no declared action.
@MainActor @Suite struct TimerAppTests {
  /// The positive controls: a timer's target, and a timer's block, each invalidated only in a
  /// `deinit` that never comes.
  @Test(arguments: [
    (
      CountdownTimerStyle.targetInvalidatedInDeinit,
      "CountdownViewController.timer → TargetTimer.binding → Binding.target → "
        + "CountdownViewController"
    ),
    (
      .blockCapturingScreen,
      "CountdownViewController.timer → Timer._fire{closure captures} → CountdownViewController"
    ),
  ])
  func aTimerThatKeepsItsScreenIsFoundInItsCycle(style: CountdownTimerStyle, cycle: String)
    async
  {
    let exploration = await FlowExplorer(depth: 2) {
      CountdownAppCoordinator(window: $0, style: style)
    }.run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'CountdownViewController' after user taps 'Start countdown', user taps back"
      ], "\(exploration.text)")
    #expect(exploration.text.contains("in a cycle: \(cycle)"), "\(exploration.text)")
  }

  @Test(arguments: [CountdownTimerStyle.targetInvalidatedOnDisappear, .blockCapturingScreenWeakly])
  func aTimerStoppedWhenItsScreenLeavesOrHoldingItWeaklyIsClean(style: CountdownTimerStyle)
    async
  {
    let exploration = await FlowExplorer(depth: 2) {
      CountdownAppCoordinator(window: $0, style: style)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
