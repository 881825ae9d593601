#if os(Linux)
  import Synchronization
#endif

extension QueuedWork {
  /// The blocks the app queues on the main queue (`DispatchQueue.main.async`), followed for
  /// an audit: whether they have all run, and whether they queued work elsewhere, which may
  /// release an object later (a block that starts a request on another queue).
  ///
  /// A call of `dispatch_async` for the main queue made by app code that counts into an
  /// audit's ``Sink`` (a step's code, run in ``counting(_:into:_:)``, or one of the app's
  /// blocks) queues, instead of the block, a block that points its thread at that sink
  /// (``ThreadMark/sink``) while it calls the app's and while its copy is released (the copy is
  /// often the block's last reference: a captured object's `deinit` runs then). The sink counts
  /// the blocks queued and not yet run, and the calls made under it that queue work elsewhere,
  /// whichever thread runs the main queue; nothing else the process runs meanwhile (another
  /// test's code or blocks, a run loop's own timers) counts. So a drain
  /// (``runMainQueue(maxRounds:)``) after which no block of the sink is left, and none queued
  /// work elsewhere, left nothing behind: as if the app had queued nothing.
  ///
  /// The app's blocks for other queues, queued now (`DispatchQueue.global().async`, a serial
  /// queue of its own), are followed the same way, and counted apart
  /// (``Sink/blocksElsewhere``): they run on other threads, and an audit waits for them
  /// (``BlocksElsewhere/waitUntilRun(within:)``). What libdispatch does to deliver a
  /// followed block (a worker thread it starts) is not counted.
  ///
  /// So are the app's functions queued now (`dispatch_async_f`) and its tasks' jobs, which is
  /// how a task is followed (``queue(function:context:on:elsewhere:with:)``,
  /// ``queue(job:_:)``). Other work (a barrier, a group's block, a `DispatchWorkItem`'s, a block
  /// due later, a task's sleep) is not followed, and counts as work elsewhere.
  package enum AppBlocks {
    typealias Block = @convention(block) () -> Void
    typealias Copy = @convention(c) (UnsafeRawPointer?) -> UnsafeMutableRawPointer?
    typealias Release = @convention(c) (UnsafeRawPointer?) -> Void
    typealias Invoke = @convention(c) (UnsafeMutableRawPointer) -> Void

    /// The blocks runtime's copy and release (`_Block_copy`, `_Block_release`).
    private static let runtime: (copy: Copy, release: Release)? = {
      guard let copy = RuntimeSymbols.lookUp("_Block_copy"),
        let release = RuntimeSymbols.lookUp("_Block_release")
      else { return nil }
      return (unsafeBitCast(copy, to: Copy.self), unsafeBitCast(release, to: Release.self))
    }()

    /// The `invoke` of the blocks `dispatch_block_create` makes (a `DispatchWorkItem`'s), as
    /// libdispatch exports it (`_dispatch_block_special_invoke`, a constant that holds it).
    private static let dispatchBlockInvoke: UInt? = RuntimeSymbols.lookUp(
      "_dispatch_block_special_invoke"
    ).map { UInt(bitPattern: $0.load(as: UnsafeRawPointer?.self)) }

    /// Whether `block` was made by `dispatch_block_create` (a `DispatchWorkItem`'s block).
    ///
    /// Its flags (a barrier, for a concurrent queue) and QoS are read by libdispatch when it is
    /// queued, and a wrapper would lose them. Where that cannot be told, every block counts as
    /// one.
    static func isDispatchBlock(_ block: UnsafeMutableRawPointer?) -> Bool {
      guard let dispatchBlockInvoke else { return true }
      guard let block else { return false }
      // `invoke` follows `isa`, `flags` and `reserved`, on the 64-bit platforms watched.
      return UInt(bitPattern: block.load(fromByteOffset: 16, as: UnsafeRawPointer?.self))
        == dispatchBlockInvoke
    }

    /// The sink of the app code the current thread runs, if any.
    static var current: Sink? {
      guard let pointer = ThreadMark.sink.pointer else { return nil }
      return Unmanaged<Sink>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Whether the app's block for the main queue that the current thread queues now can be
    /// followed: a sink takes it, and the blocks runtime is there.
    static var canFollow: Bool { isAvailable && ThreadMark.sink.pointer != nil }

    /// Whether the blocks runtime is there, to follow blocks where a sink takes them.
    static var isAvailable: Bool { runtime != nil }

    /// Runs `body` with the current thread pointing at `sink`.
    static func counting<Result>(into sink: Sink?, _ body: () throws -> Result) rethrows
      -> Result
    {
      let outer = ThreadMark.sink.pointer
      ThreadMark.sink.pointer = sink.map {
        UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque())
      }
      defer { ThreadMark.sink.pointer = outer }
      return try withExtendedLifetime(sink) { try body() }
    }

    /// Queues `block` on `queue` with `original` (`dispatch_async`), followed by the current
    /// thread's sink (see ``canFollow``).
    ///
    /// - Parameters:
    ///   - block: The app's block, copied here and released once it ran.
    ///   - queue: The main queue, or another (`elsewhere`).
    ///   - elsewhere: Whether `queue` is not the main queue: the block runs on another thread,
    ///     and the sink counts it apart (``Sink/blocksElsewhere``).
    ///   - original: `dispatch_async`.
    static func queue(
      _ block: UnsafeMutableRawPointer?, on queue: UnsafeMutableRawPointer?, elsewhere: Bool,
      with original: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) {
      // (`_Block_copy` returns `nil` only for no block, which libdispatch refuses anyway.)
      guard let runtime, let sink = current, let copied = runtime.copy(block) else {
        return original(queue, block)
      }
      sink.followed(elsewhere: elsewhere)
      let wrapper: Block = {
        counting(into: sink) {
          // A block is called as C calls it, through its layout's `invoke` (after `isa`,
          // `flags` and `reserved`, on the 64-bit platforms whose slots are rewritten): no
          // reference of Swift's to count.
          copied.load(fromByteOffset: 16, as: Invoke.self)(copied)
          // Released under the sink: the copy is often the block's last reference, and what
          // it captured goes now; what their `deinit`s queue is the block's too.
          runtime.release(copied)
        }
        sink.ran(elsewhere: elsewhere)
      }
      // What libdispatch does to deliver it (a worker thread it starts for a global queue) is
      // not the app's work: the block is followed.
      withExtendedLifetime(wrapper) {
        queuingOwnWork {
          original(queue, unsafeBitCast(wrapper, to: UnsafeMutableRawPointer.self))
        }
      }
    }

    /// What an audit's app blocks did: how many are queued and have not run, and how many
    /// calls they made that queued work elsewhere.
    ///
    /// ```swift
    /// let sink = QueuedWork.AppBlocks.Sink()
    /// QueuedWork.counting(&calls, into: sink) { step() }
    /// await QueuedWork.runMainQueue()
    /// let leftNothing = sink.blocksNotRun == 0 && sink.queuedElsewhere == before
    /// ```
    package final class Sink: Sendable {
      #if os(Linux)
        private let notRun = Atomic<Int>(0)
        private let elsewhere = Atomic<UInt64>(0)
      #endif

      /// Its blocks for other queues.
      package let blocksElsewhere = BlocksElsewhere()

      package init() {}

      /// The blocks queued that have not run yet.
      package var blocksNotRun: Int {
        #if os(Linux)
          notRun.load(ordering: .acquiring)
        #else
          0
        #endif
      }

      /// How many calls the blocks made that queued work elsewhere, so far.
      package var queuedElsewhere: UInt64 {
        #if os(Linux)
          elsewhere.load(ordering: .acquiring)
        #else
          0
        #endif
      }

      func blockQueued() {
        #if os(Linux)
          notRun.add(1, ordering: .releasing)
        #endif
      }

      func blockRan() {
        #if os(Linux)
          notRun.subtract(1, ordering: .releasing)
        #endif
      }

      /// Counts a block, a function or a job it follows as queued: on the main queue, or
      /// elsewhere (``blocksElsewhere``).
      func followed(elsewhere: Bool) {
        if elsewhere { blocksElsewhere.queued() } else { blockQueued() }
      }

      /// Counts what ``followed(elsewhere:)`` counted as run.
      func ran(elsewhere: Bool) {
        if elsewhere { blocksElsewhere.ran() } else { blockRan() }
      }

      func noteElsewhere() {
        #if os(Linux)
          elsewhere.add(1, ordering: .releasing)
        #endif
      }
    }
  }
}
