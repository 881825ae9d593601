import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A countdown's timer in the five ways apps schedule it, explored with no declared action.
@MainActor @Suite struct TimerAppTests {
  /// The positive controls: a timer's target, and a timer's block, each invalidated only in a
  /// `deinit` that never comes.
  @Test(arguments: [
    (
      CountdownTimerStyle.targetInvalidatedInDeinit,
      "CountdownViewController.timer → ScheduledTimer.binding → Binding.target → "
        + "CountdownViewController"
    ),
    (
      .blockCapturingScreen,
      "CountdownViewController.timer → ScheduledTimer.binding → Binding.block{closure captures} → "
        + "CountdownViewController"
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

  /// The block that captures its screen strongly and is stopped when the screen leaves is
  /// correct on iOS; on Linux, before HeadlessUIKit scheduled block timers itself, Foundation's
  /// timer kept the block for ever and the screen was reported.
  @Test(arguments: [
    CountdownTimerStyle.targetInvalidatedOnDisappear, .blockCapturingScreenWeakly,
    .blockInvalidatedOnDisappear,
  ])
  func aTimerStoppedWhenItsScreenLeavesOrHoldingItWeaklyIsClean(style: CountdownTimerStyle)
    async
  {
    let exploration = await FlowExplorer(depth: 2) {
      CountdownAppCoordinator(window: $0, style: style)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
