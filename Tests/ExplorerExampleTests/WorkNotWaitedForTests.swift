import CoordinatorTree
import ExplorerExampleApps
import LeakAudit
import Testing

/// The note an exploration gives when the app queued work that no step waits for: where it
/// first did, so that a clean result does not hide the states only that work leads to.
@MainActor @Suite(.enabled(if: QueuedWork.watch())) struct WorkNotWaitedForTests {
  /// A save due later on the store's own queue: noted after the tap that saved.
  @Test func aWriteForLaterIsNotedAfterTheTapThatQueuedIt() async {
    let exploration = await FlowExplorer(depth: 2) {
      FavoritesAppCoordinator(window: $0, writes: .afterADelay)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.workNotWaitedFor == ["user taps 'Save'"], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "Note: the app queued work that no step waits for (on another thread, for later, or a "
          + "task), first after user taps 'Save': what it changes shows at whichever step it "
          + "lands"), "\(exploration.text)")
  }

  /// The same save on the main queue, or on the store's queue now, runs in the step: nothing
  /// to note.
  @Test(arguments: [FavoritesWrites.onTheMainQueue, .onItsOwnQueue])
  func aWriteTheStepWaitsForIsNotNoted(_ writes: FavoritesWrites) async {
    let exploration = await FlowExplorer(depth: 2) {
      FavoritesAppCoordinator(window: $0, writes: writes)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.workNotWaitedFor == nil, "\(exploration.text)")
    #expect(!exploration.text.contains("no step waits for"), "\(exploration.text)")
  }

  /// A feed loaded by a main-actor `Task` at launch is noted at the start.
  ///
  /// A task's job is not waited for (its later jobs may await work off the main actor). Rows
  /// that come in a block for the main queue are not noted.
  @Test(arguments: FeedDelivery.allCases)
  func aTaskAtLaunchIsNotedAtTheStart(_ delivery: FeedDelivery) async {
    let exploration = await FlowExplorer(depth: 2) {
      NewsCoordinator(window: $0, delivery: delivery, capturesWeakly: true)
    }.run()
    #expect(
      exploration.workNotWaitedFor == (delivery == .mainActorTask ? [] : nil),
      "\(exploration.text)")
    #expect(
      exploration.text.contains("first at the start:") == (delivery == .mainActorTask),
      "\(exploration.text)")
  }
}
