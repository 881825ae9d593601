internal import LeakAudit

/// Whether an audit's settles may judge at once: nothing the app queued can release an object
/// later, and every transition the model knows of has ended.
///
/// Settling waits because a release may come later than the step: from work the app queued
/// (a block for the main queue or another, a timer, a thread, a task) or from the end of an
/// animated transition. The model knows its own (``MainLoop``: the transitions that wait for
/// a later turn, the autorelease pool); ``QueuedWork`` tells whether the app's code queued
/// anything. When the app has queued nothing since the audit began, and the main loop is idle,
/// a survivor is judged at once; otherwise the settle keeps its deadlines, and it keeps them for
/// the rest of the audit (work queued by one step may release objects of a later one).
///
/// Only an audit whose owner runs every line of the app's code in a step or in
/// ``FlowAudit/runningAppCode(_:)`` may judge at once, and says so with
/// ``FlowAudit/judgesAtOnceWhenAppQueuesNothing()``: the explorer, the scenario runner,
/// `assertUserActionsReleaseWhatLeaves`. An audit a test makes itself keeps its deadlines:
/// the test's own code between steps (a coordinator started before the first step) is not
/// watched, and what it queued could release an object later.
///
/// ```swift
/// let audit = FlowAudit(window: window)
/// audit.judgesAtOnceWhenAppQueuesNothing()
/// try await audit.step("start") { app = AppCoordinator(window: window) }
/// try await audit.step("back") { try navigation.userTapsBack() }   // judged at once
/// ```
struct QueuedWorkWatch {
  /// Whether queued work is watched in this process (see ``QueuedWork/isWatched``).
  var isWatched = false
  /// Whether the app's code has queued work since the audit began.
  var appQueuedWork = false
  /// How many settles judged at once, and how many kept their deadlines: what a test reads to
  /// know which way a verdict was reached.
  var settlesJudgedAtOnce = 0
  var settlesThatWaited = 0
}

extension FlowAudit {
  /// Runs app code outside a step, noting whether it queued work: what an explorer asks of
  /// the app between steps (the actions it offers, the rows its data sources give).
  ///
  /// ```swift
  /// let actions = audit.runningAppCode { window.userActions }
  /// ```
  ///
  /// - Parameter body: App code, run on the main thread without suspending.
  /// - Returns: What `body` returned.
  package func runningAppCode<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard queuedWork.isWatched else { return try body() }
    var queued: UInt64 = 0
    // Work queued before a throw counts too.
    defer { if queued != 0 { queuedWork.appQueuedWork = true } }
    return try QueuedWork.counting(queued: &queued, body)
  }

  /// Whether a settle now may judge at once, counting the answer.
  ///
  /// It may when queued work is watched, the app queued none, and no transition or work waits
  /// for a later turn of the main loop.
  ///
  /// - Returns: Whether the settle that follows judges at once.
  func judgesAtOnceNow() -> Bool {
    let atOnce = queuedWork.isWatched && !queuedWork.appQueuedWork && MainLoop.isIdle
    if atOnce { queuedWork.settlesJudgedAtOnce += 1 } else { queuedWork.settlesThatWaited += 1 }
    return atOnce
  }

  /// How many of this audit's settles judged at once and how many kept their deadlines.
  package var settleWays: (atOnce: Int, waited: Int) {
    (queuedWork.settlesJudgedAtOnce, queuedWork.settlesThatWaited)
  }

  /// Lets this audit's settles judge at once while the app's code queues nothing: its owner
  /// runs all of the app's code in steps or in ``runningAppCode(_:)``.
  ///
  /// Nothing changes when the deadlines are zero (nothing waits), when the configuration's
  /// ``LeakTracker/Configuration/judgesAtOnceWhenIdle`` is off, or where queued work cannot be
  /// watched.
  ///
  /// ```swift
  /// let audit = FlowAudit(window: Window(), configuration: configuration)
  /// audit.judgesAtOnceWhenAppQueuesNothing()
  /// ```
  package func judgesAtOnceWhenAppQueuesNothing() {
    let configuration = tracker.configuration
    guard configuration.judgesAtOnceWhenIdle, configuration.hardDeadline > .zero else { return }
    queuedWork.isWatched = QueuedWork.watch()
  }
}

/// How many settles of an exploration's sessions judged at once, and how many kept their
/// deadlines: what a test reads to know that an exploration's verdicts came both ways.
@MainActor
final class SettleTally {
  private(set) var atOnce = 0
  private(set) var waited = 0

  /// Adds an audit's settles.
  func add(_ ways: (atOnce: Int, waited: Int)) {
    atOnce += ways.atOnce
    waited += ways.waited
  }
}
