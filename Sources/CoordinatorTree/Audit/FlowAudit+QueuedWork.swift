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
  /// Whether this audit counts what the app's code queues (see ``QueuedWork/isWatched``).
  var isWatched = false
  /// Whether its settles may judge at once when the app queued nothing.
  var judgesAtOnce = false
  /// Whether the app's code has queued work since the audit began.
  var appQueuedWork = false
  /// How many settles judged at once, and how many kept their deadlines: what a test reads to
  /// know which way a verdict was reached.
  var settlesJudgedAtOnce = 0
  var settlesThatWaited = 0
  /// How many times the main queue was let run after a step (``FlowAudit/runMainQueue()``).
  var mainQueueRounds = 0
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

  /// Lets the main queue run what the app queued on it, and what that queues, as UIKit's main
  /// run loop does between two user events (see ``QueuedWork/runMainQueue(maxRounds:)``); then
  /// the model's loop ends what the blocks started, and what they took out of the window is
  /// expected released in the step.
  ///
  /// A block that loads a list's rows, a main-actor `Task` that adds a button: without this,
  /// the step's state would be keyed, judged and acted on before they ran. Where queued work is
  /// watched it runs only once the app has queued anything; elsewhere after every step.
  ///
  /// - Returns: What left the window while the blocks ran.
  func runMainQueue() async -> [AuditEntry] {
    guard !queuedWork.isWatched || queuedWork.appQueuedWork else { return [] }
    queuedWork.mainQueueRounds += await QueuedWork.runMainQueue()
    return runningAppCode {
      MainLoop.runUntilIdle()
      return declareExpectations()
    }
  }

  /// Whether a settle now may judge at once, counting the answer.
  ///
  /// It may when queued work is watched, the app queued none, and no transition or work waits
  /// for a later turn of the main loop.
  ///
  /// - Returns: Whether the settle that follows judges at once.
  func judgesAtOnceNow() -> Bool {
    let atOnce = queuedWork.judgesAtOnce && !queuedWork.appQueuedWork && MainLoop.isIdle
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
  /// It watches queued work (``watchesQueuedWork()``) in every case, and judges at once unless
  /// the deadlines are zero (nothing waits), the configuration's
  /// ``LeakTracker/Configuration/judgesAtOnceWhenIdle`` is off, or queued work cannot be
  /// watched.
  ///
  /// ```swift
  /// let audit = FlowAudit(window: Window(), configuration: configuration)
  /// audit.judgesAtOnceWhenAppQueuesNothing()
  /// ```
  package func judgesAtOnceWhenAppQueuesNothing() {
    watchesQueuedWork()
    let configuration = tracker.configuration
    queuedWork.judgesAtOnce =
      queuedWork.isWatched && configuration.judgesAtOnceWhenIdle
      && configuration.hardDeadline > .zero
  }

  /// Counts what the app's code queues, in steps and in ``runningAppCode(_:)``: after a step,
  /// the main queue then runs only once the app has queued anything (``runMainQueue()``).
  ///
  /// An audit whose owner runs all of the app's code in steps or in ``runningAppCode(_:)``
  /// calls it, or ``judgesAtOnceWhenAppQueuesNothing()``, which does. Nothing changes where
  /// queued work cannot be watched.
  package func watchesQueuedWork() {
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
