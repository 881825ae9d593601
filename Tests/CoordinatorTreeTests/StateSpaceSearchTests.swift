import Testing

@testable import CoordinatorTree
@testable import LeakAudit

/// The search stops where it is when its task is cancelled (an interrupted `coordaudit
/// explore`, or one at its memory limit), with what it did so far.
@MainActor
@Suite struct StateSpaceSearchTests {
  /// A counter that only goes up: every action reaches a new state, for ever.
  final class Counter: ExplorationSession {
    var value = 0
    let onPerform: () -> Void

    init(onPerform: @escaping () -> Void) { self.onPerform = onPerform }

    func applicableActions() -> [Int] { [1, 2] }
    func perform(_ action: Int) async -> Bool {
      value += action
      onPerform()
      return true
    }
    func stateKey() -> StateEncoder.Outcome {
      .key(StateKey(high: UInt64(value), low: UInt64(value)))
    }
    func end() {}
  }

  @Test func aCancelledTaskStopsTheSearchAndSaysSo() async {
    let search = StateSpaceSearch<Counter>(depth: 32, maxStates: 1_000_000_000)
    var performed = 0
    let task = Task { @MainActor in
      await search.run(
        start: {
          Counter {
            performed += 1
            // As a signal handler does, from the task's own work here so that it is certain.
            if performed == 50 { withUnsafeCurrentTask { $0?.cancel() } }
          }
        }, visit: { _, _, _ in })
    }
    let figures = await task.value
    #expect(figures.wasCancelled)
    #expect(!figures.stoppedAtMaxStates)
    #expect(figures.depthReached < 32)
    #expect(figures.states <= 51)
  }

  @Test func anUncancelledSearchGoesToItsDepth() async {
    let search = StateSpaceSearch<Counter>(depth: 4, maxStates: 1_000)
    let figures = await search.run(start: { Counter {} }, visit: { _, _, _ in })
    #expect(!figures.wasCancelled)
    #expect(figures.depthReached == 4)
    // 0 … 8: every sum of up to four 1s and 2s.
    #expect(figures.states == 9)
  }
}
