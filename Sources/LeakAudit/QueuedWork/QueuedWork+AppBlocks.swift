#if os(Linux)
  import Synchronization
#endif

extension QueuedWork {
  /// The blocks the app queues on the main queue (`DispatchQueue.main.async`), wrapped so that
  /// what they queue in turn is known to be the app's: a block that starts a request on
  /// another queue has queued work elsewhere, which may release an object later.
  ///
  /// A call of `dispatch_async` for the main queue made by the app's code (a step's, counted by
  /// ``counting(_:_:)``) or by one of the app's blocks queues, instead of the block, a block
  /// that marks its thread (``ThreadMark/appBlock``) while it calls the app's. Calls made under
  /// the mark count here, whichever thread runs the main queue, and whatever else the process
  /// runs meanwhile (another test's code, a run loop's own timers) does not. So a drain
  /// (``runMainQueue(maxRounds:)``) that ran the app's blocks to their end knows whether they
  /// left work behind: if not, nothing the app queued is left, as if it had queued nothing.
  ///
  /// The count is the process's: blocks of two audits running side by side add to it, and each
  /// then waits (safe). Work for the main queue that is not a block (a function, a barrier, a
  /// group's block, a task's job) is not wrapped, and counts as work elsewhere.
  enum AppBlocks {
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

    /// Whether blocks can be wrapped: without the blocks runtime, the app's blocks for the
    /// main queue count as work elsewhere.
    static var canWrap: Bool { runtime != nil }

    #if os(Linux)
      private static let elsewhere = Atomic<UInt64>(0)
    #endif

    /// How many calls the app's blocks made that queued work elsewhere, so far.
    static var queuedElsewhere: UInt64 {
      #if os(Linux)
        elsewhere.load(ordering: .acquiring)
      #else
        0
      #endif
    }

    static func noteElsewhere() {
      #if os(Linux)
        elsewhere.add(1, ordering: .releasing)
      #endif
    }

    /// Queues `block` on `queue` with `original` (`dispatch_async`), wrapped: the thread that
    /// runs it is marked as running the app's block.
    ///
    /// - Parameters:
    ///   - block: The app's block, copied here and released once it ran.
    ///   - queue: The main queue.
    ///   - original: `dispatch_async`.
    static func queue(
      _ block: UnsafeMutableRawPointer?, on queue: UnsafeMutableRawPointer?,
      with original: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) {
      // (`_Block_copy` returns `nil` only for no block, which libdispatch refuses anyway.)
      guard let runtime, let copied = runtime.copy(block) else {
        return original(queue, block)
      }
      let wrapper: Block = {
        let outer = ThreadMark.appBlock.isSet
        ThreadMark.appBlock.isSet = true
        // A block is called as C calls it, through its layout's `invoke` (after `isa`, `flags`
        // and `reserved`, on the 64-bit platforms whose slots are rewritten): no reference of
        // Swift's to count.
        copied.load(fromByteOffset: 16, as: Invoke.self)(copied)
        // Released under the mark: the copy is often the block's last reference, and what it
        // captured goes now; what their `deinit`s queue is the block's too.
        runtime.release(copied)
        ThreadMark.appBlock.isSet = outer
      }
      withExtendedLifetime(wrapper) {
        original(queue, unsafeBitCast(wrapper, to: UnsafeMutableRawPointer.self))
      }
    }
  }
}
