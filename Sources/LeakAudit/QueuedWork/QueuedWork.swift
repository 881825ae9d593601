import Foundation

/// Whether the app's code, run by an audit on the main actor, queued work for later: a block
/// for a dispatch queue (the main queue or any other, now or after a delay), a dispatch
/// source, a thread, a Swift task, or a run loop's timer, block or source (Foundation's block
/// timer, `RunLoop.perform`).
///
/// A settle waits because a release may come later than the step: from a block the app put on
/// the main queue, a timer, a task, another thread. When the app queued none of these, nothing
/// but the step itself can release an object, and once the step's own transitions have ended
/// (the model's ``MainLoop``, which the model knows), waiting changes nothing: a survivor can
/// be judged at once. An audit runs the app's code in ``counting(_:into:_:)`` and reads the
/// calls it made.
///
/// ```swift
/// QueuedWork.watch()
/// var calls = QueuedWork.Calls()
/// try QueuedWork.counting(&calls) { try step() }
/// let report = await tracker.settle(judgingAtOnce: QueuedWork.isWatched && calls.all == 0)
/// ```
///
/// How it knows: on 64-bit Linux, every loaded image calls libdispatch's functions that queue
/// work (`dispatch_async`, `dispatch_after`, their group, barrier and `_f` forms,
/// `dispatch_source_create`), `pthread_create`, Core Foundation's run loop functions
/// (`CFRunLoopAddTimer`, `CFRunLoopPerformBlock`, `CFRunLoopAddSource`) and the calls that wake
/// work waiting since before (`dispatch_semaphore_signal`, `dispatch_group_leave`,
/// `dispatch_resume`, `dispatch_activate`, `dispatch_source_merge_data`,
/// `pthread_cond_signal`, `pthread_cond_broadcast`: a worker thread started earlier that waits
/// on a semaphore or a condition, a block queued earlier on a suspended queue) through a slot (its
/// GOT entry) that ``watch()`` points at a function that counts the call, then calls the
/// original; the Swift runtime's enqueue hooks (`swift_task_enqueueGlobal_hook`,
/// `swift_task_enqueueMainExecutor_hook`) count the tasks' jobs those functions do not queue
/// (Swift 6.3 on Linux queues a main-actor job with `dispatch_async_f`, and hands a job for
/// the global executor to the hook). Only calls made by the
/// thread inside ``counting(_:into:_:)``, outside ``queuingOwnWork(_:)``, count: the model's own
/// scheduling is known to the model, and another thread's calls are not the step's. (Under
/// Swift Testing on Linux, main-actor code does not run on the main thread: the thread that
/// counts is the one running the step, whichever it is.) Elsewhere (Apple platforms, a runtime
/// without the hooks) nothing is watched, and ``isWatched`` is `false`: every settle keeps its
/// deadlines.
///
/// The calls that queue a block or a job on the main queue now are also counted for
/// ``runMainQueue(maxRounds:)``, made by any thread, to know when the main queue has run all
/// that was queued on it.
///
/// What it cannot see: work that a thread started before the count picks up by itself (a
/// worker thread the app made at launch that polls a list, or spins on a flag), without the
/// step queuing or waking anything.
package enum QueuedWork {
  /// Whether queued work is watched in this process: ``watch()`` succeeded.
  package static var isWatched: Bool { state.isWatched }

  /// Starts watching, once for the process (later calls patch the images loaded since).
  ///
  /// - Returns: Whether queued work is watched.
  @discardableResult
  package static func watch() -> Bool {
    Hooks.install()
  }

  /// Starts watching unless it started: no image loaded since is patched.
  ///
  /// - Returns: Whether queued work is watched.
  @discardableResult
  package static func watchOnce() -> Bool {
    state.isWatched || watch()
  }

  /// How many times any thread queued work on the main queue so far, the model's own aside.
  package static var mainQueueCalls: UInt64 { MainQueueCalls.count }

  /// Calls that queued work: all of them, and those that queued it elsewhere.
  ///
  /// Elsewhere is anything but work that a sink follows (``AppBlocks``: a block or a function
  /// queued now, on the main queue or another, a task's job): work for later (a task's sleep
  /// included), a thread, work woken, any queued work no sink follows. What an audit cannot run
  /// or wait for to its end.
  package struct Calls: Sendable {
    package var all: UInt64 = 0
    package var elsewhere: UInt64 = 0

    package init() {}
  }

  /// Runs `body`, counting the calls that queue work it makes on this thread, the model's own
  /// scheduling aside, and which of them queued work elsewhere than in a block for the main
  /// queue that `sink` follows: what ``runMainQueue(maxRounds:)`` cannot run to its end.
  ///
  /// - Parameters:
  ///   - calls: Set to the calls made, also when `body` throws.
  ///   - sink: What follows the blocks `body` queues on the main queue (``AppBlocks``); without
  ///     one, they count as work elsewhere.
  ///   - body: The app's code, run without suspending.
  /// - Returns: What `body` returned.
  package static func counting<Result>(
    _ calls: inout Calls, into sink: AppBlocks.Sink? = nil, _ body: () throws -> Result
  ) rethrows -> Result {
    let outer = ThreadMark.counting.isSet
    ThreadMark.counting.isSet = true
    let before = state.calls
    defer {
      calls.all = state.calls.all &- before.all
      calls.elsewhere = state.calls.elsewhere &- before.elsewhere
      ThreadMark.counting.isSet = outer
    }
    return try AppBlocks.counting(into: sink, body)
  }

  /// Runs `body` with its calls that queue work not counted: the model's own scheduling (a
  /// block that runs its main loop), which the model knows.
  ///
  /// - Parameter body: The model's code.
  /// - Returns: What `body` returned.
  package static func queuingOwnWork<Result>(_ body: () throws -> Result) rethrows -> Result {
    let (outer, outerOwn) = (ThreadMark.counting.isSet, ThreadMark.ownWork.isSet)
    ThreadMark.counting.isSet = false
    ThreadMark.ownWork.isSet = true
    defer { (ThreadMark.counting.isSet, ThreadMark.ownWork.isSet) = (outer, outerOwn) }
    return try body()
  }

  /// What a call that queues work queues.
  enum Work: Equatable {
    /// A block or a function for a queue, now (`dispatch_async`, `dispatch_async_f`, which is
    /// how the Swift runtime queues a task's job on Linux), or a task's job for the global
    /// executor: the app's are followed (``AppBlocks``), so that what they queue in turn is
    /// the app's too, and an audit runs them (the main queue's) or waits for them to run
    /// (another's, ``AppBlocks/BlocksElsewhere``).
    case now(onMainQueue: Bool)
    /// Other work for the main queue, now: a barrier, a group's block, a `DispatchWorkItem`'s.
    case mainQueueOther
    /// Work elsewhere or later, or work woken.
    case elsewhere
  }

  /// Counts one call that queues work, made on any thread.
  ///
  /// It counts in ``counting(_:into:_:)`` when made by the thread inside it, and in an
  /// ``AppBlocks/Sink`` when made by an app's block it follows; and, made by any thread
  /// outside ``queuingOwnWork(_:)``, in ``MainQueueCalls`` when for the main queue. Called by
  /// the installed functions.
  ///
  /// - Parameter work: What the call queues.
  /// - Returns: Whether the call queues the app's block for the main queue, which the installed
  ///   function then has followed (``AppBlocks/queue(_:on:with:)``).
  static func noteQueued(_ work: Work) -> Bool {
    // The model's own scheduling is never the app's, inside an app's block included.
    guard !ThreadMark.ownWork.isSet else { return false }
    if work == .now(onMainQueue: true) || work == .mainQueueOther { MainQueueCalls.note() }
    let isNow = work == .now(onMainQueue: true) || work == .now(onMainQueue: false)
    if ThreadMark.counting.isSet {
      let follows = isNow && AppBlocks.canFollow
      // Only the counting thread's mark is set, and only it writes the count.
      state.calls.all &+= 1
      if !follows { state.calls.elsewhere &+= 1 }
      return follows
    }
    // Another thread's call, most often: one look at its mark.
    guard let sink = AppBlocks.current else { return false }
    let follows = isNow && AppBlocks.isAvailable
    if !follows { sink.noteElsewhere() }
    return follows
  }

  /// What is watched: written by the installing thread and the counting thread, one at a time
  /// (both are the main actor's).
  struct State {
    var isWatched = false
    var calls = Calls()
  }

  nonisolated(unsafe) static var state = State()
}
