import CoordinatorTree
import ExplorerExampleApps
import Foundation
import LeakAudit
import XCTest

/// The news feed, whose rows and article screens come in blocks for the main queue (queued
/// there by the service, or by its block on a global queue) or in a main-actor task (which
/// awaits a main-actor cache or a `nonisolated async` service), explored with settles that
/// judge at once and with settles that always wait: the same exploration, byte for byte, and
/// the first judged at once every time (its blocks and its task's jobs queue nothing
/// elsewhere, and the steps wait for them and run them to their end).
///
/// XCTest, not Swift Testing (where `JudgingAtOnceDifferentialTests` compares the news app's
/// verdicts but not the way they were reached): the model's main loop is the process's, and a
/// transition another test started while this exploration handed the main actor on (after a
/// survivor) could keep a settle waiting.
final class NewsFeedJudgingAtOnceXCTests: XCTestCase {
  @MainActor func explore(
    _ delivery: FeedDelivery, leaks: Bool, waiting: Bool
  ) async -> FlowExploration {
    var configuration = FlowExplorer<NewsCoordinator>.defaultConfiguration
    configuration.judgesAtOnceWhenIdle = !waiting
    return await FlowExplorer(depth: 3, configuration: configuration) {
      NewsCoordinator(window: $0, delivery: delivery, capturesWeakly: !leaks)
    }.run()
  }

  @MainActor func testJudgingAtOnceGivesTheExplorationThatWaitingGives() async throws {
    try XCTSkipUnless(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    for (delivery, leaks) in FeedDelivery.allCases.flatMap({ delivery in
      [true, false].map { (delivery, $0) }
    }) {
      let atOnce = await explore(delivery, leaks: leaks, waiting: false)
      let waited = await explore(delivery, leaks: leaks, waiting: true)
      let form = "\(delivery), \(leaks ? "leaking" : "correct")"
      XCTAssertEqual(atOnce.text, waited.text, form)
      XCTAssertEqual(atOnce.states, waited.states, form)
      // The leaking form finds its leak, the fixed one nothing: verdicts that say something.
      XCTAssertEqual(atOnce.bugs.isEmpty, !leaks, atOnce.text)
      XCTAssertGreaterThan(atOnce.settlesJudgedAtOnce, 0, form)
      XCTAssertEqual(atOnce.settlesThatWaited, 0, form)
      XCTAssertEqual(waited.settlesJudgedAtOnce, 0, form)
    }
  }
}
