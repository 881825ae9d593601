internal import LeakAudit

/// Whether an audit's settles may judge at once: nothing the app queued can release an object
/// later, and every transition the model knows of has ended.
///
/// Settling waits because a release may come later than the step: from work the app queued
/// (a block for the main queue or another, a timer, a thread, a task) or from the end of an
/// animated transition. The model knows its own (``MainLoop``: the transitions that wait for
/// a later turn, the autorelease pool); ``QueuedWork`` tells whether the app's code queued
/// anything, and where. When the app has queued nothing since the audit began, or only blocks
/// queued now and tasks' jobs that the steps then ran or waited for
/// (``FlowAudit/letMainQueueRun()``: every block and job the audit follows, for the main queue
/// or another, has run, and none queued work elsewhere), and the main loop is idle, a survivor
/// is judged at once. Otherwise the settle keeps its deadlines, and once the app queued work
/// elsewhere (a thread, a timer, a block due later, a task's sleep) it keeps them for the rest
/// of the audit: that work may release objects of a later step.
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
  /// Whether its steps let the main queue run: not when the app is the model's own code.
  var runsMainQueue = true
  /// How many times its steps let the main queue run: what a test reads to know that an app
  /// that queues nothing pays nothing.
  var mainQueueTurns = 0
  /// Whether the app's code has queued work since the audit began.
  var appQueuedWork = false
  /// Whether the app's code has queued work other than a block now since the audit began, or
  /// woke work: what no drain runs, and no wait waits for, to its end.
  var appQueuedWorkElsewhere = false
  /// What follows the app's blocks since the audit began, for the main queue and for others:
  /// how many have not run, and what they queued elsewhere.
  let blocks = QueuedWork.AppBlocks.Sink()
  /// Whether a wait for the app's blocks on other queues ended by time: shared by the sessions
  /// of an exploration, which then wait no more.
  var blocksElsewhereWaits = BlocksElsewhereWaits()
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
    var calls = QueuedWork.Calls()
    // Work queued before a throw counts too.
    defer {
      if calls.all != 0 { queuedWork.appQueuedWork = true }
      if calls.elsewhere != 0 { queuedWork.appQueuedWorkElsewhere = true }
    }
    return try QueuedWork.counting(&calls, into: queuedWork.blocks, body)
  }

  /// Lets the main queue run what the app queued on it, and what that queues, as UIKit's main
  /// run loop does between two user events (see
  /// ``QueuedWork/runMainQueue(maxRounds:)``); then the model's loop ends
  /// what the blocks started, and the audit waits for the app's blocks on other queues and its
  /// tasks' jobs there (``blocksElsewhereRan()``), and so on until none has anything left.
  ///
  /// A block that loads a list's rows, a main-actor `Task` that adds a button: without this,
  /// the step's state would be keyed, judged and acted on before they ran. A step does it
  /// before its action (what the app queued since the last step, as the explorer listed the
  /// actions, runs before the user acts) and after it. Where queued work is watched it runs
  /// only once the app has queued anything; elsewhere every time.
  ///
  /// - Returns: Whether the main queue ran: what the blocks took out of the window is then to
  ///   be declared.
  func letMainQueueRun() async -> Bool {
    guard queuedWork.runsMainQueue, !queuedWork.isWatched || queuedWork.appQueuedWork else {
      return false
    }
    // An audit that cannot know what the app queued (a test's own) still follows chains of
    // blocks where the process can watch them.
    if !queuedWork.isWatched { QueuedWork.watchOnce() }
    // Blocks may start transitions, whose ends may queue blocks, and blocks on other queues
    // may queue blocks here: until none is left.
    for _ in 0..<Self.mostMainQueueTurns {
      queuedWork.mainQueueTurns += 1
      await QueuedWork.runMainQueue()
      let calls = QueuedWork.mainQueueCalls
      _ = runningAppCode { MainLoop.runUntilIdle() }
      // What blocks on other queues hand back to the main queue runs in the next turn, as do
      // the app's blocks queued there since the last (a reply queued as the turn ended).
      let waited = await blocksElsewhereRan()
      if QueuedWork.mainQueueCalls == calls && !waited && queuedWork.blocks.blocksNotRun == 0 {
        break
      }
    }
    adoptScreensMadeInBlocks()
    return true
  }

  /// Waits for the app's blocks on other queues that have not run, up to the waits' limit (see
  /// ``QueuedWork/AppBlocks/BlocksElsewhere``), unless a wait of this audit or of its
  /// exploration ended by time before (a block that never ends: a worker's loop, a load from a
  /// network that does not answer).
  ///
  /// - Returns: Whether there were blocks to wait for and they have all run: what they queued
  ///   on the main queue is there to run.
  private func blocksElsewhereRan() async -> Bool {
    let elsewhere = queuedWork.blocks.blocksElsewhere
    guard elsewhere.notRun != 0, !queuedWork.blocksElsewhereWaits.endedByTime else {
      return false
    }
    let waits = queuedWork.blocksElsewhereWaits
    let ran = await elsewhere.waitUntilRun(within: waits.limit)
    if !ran {
      waits.endedByTime = true
      BlocksElsewhereWaits.noticeEndedByTime(after: waits.limit)
    }
    return ran
  }

  /// The most turns of the main queue and the model's loop after a step: an app whose every
  /// transition's end queues a block that starts another never settles.
  private static let mostMainQueueTurns = 10

  /// Adopts the screens in the window that no step made: what a block made meanwhile.
  ///
  /// The home screen a login's completion pushes is made in a block, which runs in no task, so
  /// it sees no ``current`` and registers with nothing; found in the window, it is audited as a
  /// step's. Only under an audit that is ``current`` (an explorer's), which adopts every screen
  /// made.
  private func adoptScreensMadeInBlocks() {
    guard FlowAudit.current === self else { return }
    for screen in reachableScreens() where entries.key(of: screen) == nil { adopt(screen) }
  }

  /// Stops this audit's steps from letting the main queue run: its app is the model's own
  /// code (a scenario's), which queues nothing of its own.
  package func runsNoMainQueue() {
    queuedWork.runsMainQueue = false
  }

  /// How many times this audit's steps let the main queue run.
  package var mainQueueTurns: Int { queuedWork.mainQueueTurns }

  /// Whether a settle now may judge at once, counting the answer.
  ///
  /// It may when queued work is watched, the app queued none but blocks queued now (for the
  /// main queue or another) that have all run (in a drain, a wait, or a settle's wait), which
  /// queued nothing elsewhere (what they queued elsewhere may release an object later, as the
  /// steps' own), and no transition or work waits for a later turn of the main loop.
  ///
  /// - Returns: Whether the settle that follows judges at once.
  func judgesAtOnceNow() -> Bool {
    let configuration = tracker.configuration
    let atOnce =
      queuedWork.isWatched && configuration.judgesAtOnceWhenIdle
      && configuration.hardDeadline > .zero && !hasQueuedWorkNotWaitedFor && MainLoop.isIdle
    if atOnce { queuedWork.settlesJudgedAtOnce += 1 } else { queuedWork.settlesThatWaited += 1 }
    return atOnce
  }

  /// Whether the app has queued work since the audit began that no drain runs to its end.
  ///
  /// Work elsewhere (for later, a thread, a task's sleep, work woken), by its code or by its
  /// blocks, or followed blocks left unrun after the last drain (a block for the main queue that
  /// queues itself without end, a block on another queue whose wait ended by time). `false`
  /// where queued work is not watched.
  package var hasQueuedWorkNotWaitedFor: Bool {
    queuedWork.isWatched
      && (queuedWork.appQueuedWorkElsewhere || queuedWork.blocks.queuedElsewhere != 0
        || queuedWork.blocks.blocksNotRun != 0 || queuedWork.blocks.blocksElsewhere.notRun != 0)
  }

  /// Makes this audit share `waits` with others (an exploration's sessions): once a wait for
  /// the app's blocks on other queues ends by time in one, none waits for them again.
  package func sharesBlocksElsewhereWaits(_ waits: BlocksElsewhereWaits) {
    queuedWork.blocksElsewhereWaits = waits
  }

  /// How many of this audit's settles judged at once and how many kept their deadlines.
  package var settleWays: (atOnce: Int, waited: Int) {
    (queuedWork.settlesJudgedAtOnce, queuedWork.settlesThatWaited)
  }

  /// Lets this audit's settles judge at once while the app's code queues nothing: its owner
  /// runs all of the app's code in steps or in ``runningAppCode(_:)``.
  ///
  /// It watches what the app queues in every case (then its steps let the main queue run only
  /// once the app has queued anything, see ``letMainQueueRun()``), and judges at once unless the
  /// deadlines are zero (nothing waits), the configuration's
  /// ``LeakTracker/Configuration/judgesAtOnceWhenIdle`` is off, or queued work cannot be
  /// watched.
  ///
  /// ```swift
  /// let audit = FlowAudit(window: Window(), configuration: configuration)
  /// audit.judgesAtOnceWhenAppQueuesNothing()
  /// ```
  package func judgesAtOnceWhenAppQueuesNothing() {
    queuedWork.isWatched = QueuedWork.watch()
  }
}

/// Whether audits still wait for the app's blocks on other queues.
///
/// Not once a wait for them ended by time: a block that never ends (a worker's loop, a queue
/// suspended for good, a load from a network that does not answer) would make every later wait
/// last as long. The sessions of an exploration share one.
package final class BlocksElsewhereWaits {
  /// The longest a wait lasts.
  let limit: Duration

  /// Whether a wait ended by time.
  var endedByTime = false

  /// - Parameter limit: The longest a wait lasts: ten seconds unless a test says otherwise.
  package init(limit: Duration = .seconds(10)) {
    self.limit = limit
  }

  /// Says on standard error, once for the process, that a wait ended by time: the exploration
  /// took `limit` longer, and its settles keep their deadlines from then on.
  static func noticeEndedByTime(after limit: Duration) {
    endedByTimeNotice.write(
      "coordaudit: a block the app queued on another queue had not ended \(limit) after the "
        + "step (a load from a network that does not answer, a worker's loop); the audit, and "
        + "the exploration it belongs to, wait for such blocks no more (docs/exploring.md, "
        + "\"Blocks on other queues\")")
  }

  /// The line on standard error.
  private static let endedByTimeNotice = NoticeOnce()
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
