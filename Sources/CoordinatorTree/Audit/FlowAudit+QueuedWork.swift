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
/// ```swift
/// let audit = FlowAudit(window: window)   // watches queued work when its settles wait
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

  /// Starts watching queued work when this audit's settles would wait.
  ///
  /// - Parameter configuration: The audit's settle deadlines.
  func watchQueuedWork(_ configuration: LeakTracker.Configuration) {
    guard configuration.judgesAtOnceWhenIdle, configuration.hardDeadline > .zero else { return }
    queuedWork.isWatched = QueuedWork.watch()
  }
}
