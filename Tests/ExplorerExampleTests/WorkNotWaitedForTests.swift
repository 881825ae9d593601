import CoordinatorTree
import ExplorerExampleApps
import LeakAudit
import Testing

/// The note an exploration gives when the app queued work that no step waits for: where it
/// first did, so that a clean result does not hide the states only that work leads to.
@MainActor @Suite(.enabled(if: QueuedWork.watch())) struct WorkNotWaitedForTests {
  /// A save due later on the store's own queue, or after a task's sleep: noted after the tap
  /// that saved.
  @Test(arguments: [FavoritesWrites.afterADelay, .inATaskAfterASleep])
  func aWriteForLaterIsNotedAfterTheTapThatQueuedIt(_ writes: FavoritesWrites) async {
    let exploration = await FlowExplorer(depth: 2) {
      FavoritesAppCoordinator(window: $0, writes: writes)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.workNotWaitedFor == ["user taps 'Save'"], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "Note: the app queued work that no step waits for (on another thread, or for later), "
          + "first after user taps 'Save': what it changes shows at whichever step it lands"),
      "\(exploration.text)")
  }

  /// The same save on the main queue, on the store's queue now, or in a task that hands it to
  /// the store's actor, runs in the step: nothing to note.
  @Test(arguments: [FavoritesWrites.onTheMainQueue, .onItsOwnQueue, .inATask])
  func aWriteTheStepWaitsForIsNotNoted(_ writes: FavoritesWrites) async {
    let exploration = await FlowExplorer(depth: 2) {
      FavoritesAppCoordinator(window: $0, writes: writes)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.workNotWaitedFor == nil, "\(exploration.text)")
    #expect(!exploration.text.contains("no step waits for"), "\(exploration.text)")
  }

  /// A feed loaded at launch, whichever way its rows come (blocks, or a main-actor `Task`
  /// that awaits a main-actor cache or a `nonisolated async` service): every job of the task
  /// is followed to its end in the step, so nothing is noted.
  @Test(arguments: FeedDelivery.allCases)
  func aFeedLoadedAtLaunchIsNotNoted(_ delivery: FeedDelivery) async {
    let exploration = await FlowExplorer(depth: 2) {
      NewsCoordinator(window: $0, delivery: delivery, capturesWeakly: true)
    }.run()
    #expect(exploration.workNotWaitedFor == nil, "\(exploration.text)")
    #expect(!exploration.text.contains("no step waits for"), "\(exploration.text)")
  }
}
