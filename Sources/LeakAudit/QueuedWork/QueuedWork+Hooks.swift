#if canImport(Glibc)
  import Glibc
#endif

/// The functions that stand in for libdispatch's and the Swift runtime's ways of queuing work,
/// each counting the call (``QueuedWork/noteQueued(_:)``) before it calls the
/// function it stands for.
///
/// libdispatch's functions are reached through each image's slot for them (its GOT entry),
/// rewritten as the memory graph rewrites the allocator's (``HeapRecorder``); the Swift
/// runtime's through the hooks it exports for that purpose. Each stand-in has the C signature
/// of the function it stands for, and passes every argument on unread.
extension QueuedWork {
  enum Hooks {
    typealias Pointer = UnsafeMutableRawPointer?
    /// `dispatch_async(queue, block)`, `dispatch_barrier_async(queue, block)`.
    typealias QueueBlock = @convention(c) (Pointer, Pointer) -> Void
    /// A function of three pointers.
    ///
    /// `dispatch_async_f(queue, context, work)`, `dispatch_barrier_async_f`,
    /// `dispatch_group_async(group, queue, block)`, `dispatch_group_notify(group, queue, block)`,
    /// `CFRunLoopAddTimer(loop, timer, mode)`, `CFRunLoopPerformBlock(loop, mode, block)`,
    /// `CFRunLoopAddSource(loop, source, mode)`.
    typealias ThreeArguments = @convention(c) (Pointer, Pointer, Pointer) -> Void
    /// `dispatch_group_async_f(group, queue, context, work)`, `dispatch_group_notify_f`.
    typealias FourArguments = @convention(c) (Pointer, Pointer, Pointer, Pointer) -> Void
    /// `dispatch_after(when, queue, block)`.
    typealias After = @convention(c) (UInt64, Pointer, Pointer) -> Void
    /// `dispatch_after_f(when, queue, context, work)`.
    typealias AfterFunction = @convention(c) (UInt64, Pointer, Pointer, Pointer) -> Void
    /// `dispatch_group_leave(group)`, `dispatch_resume(object)`, `dispatch_activate(object)`.
    typealias OneArgument = @convention(c) (Pointer) -> Void
    /// `dispatch_semaphore_signal(semaphore)`.
    typealias SemaphoreSignal = @convention(c) (Pointer) -> Int
    /// `pthread_cond_signal(condition)`, `pthread_cond_broadcast(condition)`.
    typealias ConditionSignal = @convention(c) (Pointer) -> Int32
    /// `dispatch_source_merge_data(source, value)`.
    typealias MergeData = @convention(c) (Pointer, UInt) -> Void
    /// `dispatch_source_create(type, handle, mask, queue)`.
    typealias SourceCreate = @convention(c) (Pointer, UInt, UInt, Pointer) -> Pointer
    /// `pthread_create(thread, attributes, start, argument)`.
    typealias ThreadCreate = @convention(c) (Pointer, Pointer, Pointer, Pointer) -> Int32
    /// A job's enqueue: `(job, original)`, the original being `(job) -> Void`.
    typealias EnqueueHook = @convention(c) (Pointer, Pointer) -> Void
    typealias Enqueue = @convention(c) (Pointer) -> Void

    /// What each libdispatch function is, and its stand-in.
    struct Replacement {
      var symbol: String
      /// The function's address in the process, as the loader resolves it.
      var original: UInt
      var standIn: UInt
    }

    /// The functions replaced, found once; `nil` when one of them cannot be found.
    static let replacements: [Replacement]? = {
      #if os(Linux) && (arch(x86_64) || arch(arm64))
        let standIns: [(String, UInt)] = [
          ("dispatch_async", address(asyncStandIn)),
          ("dispatch_barrier_async", address(barrierAsyncStandIn)),
          ("dispatch_async_f", address(asyncFunctionStandIn)),
          ("dispatch_barrier_async_f", address(barrierAsyncFunctionStandIn)),
          ("dispatch_group_async", address(groupAsyncStandIn)),
          ("dispatch_group_notify", address(groupNotifyStandIn)),
          ("dispatch_group_async_f", address(groupAsyncFunctionStandIn)),
          ("dispatch_group_notify_f", address(groupNotifyFunctionStandIn)),
          ("dispatch_after", address(afterStandIn)),
          ("dispatch_after_f", address(afterFunctionStandIn)),
          ("dispatch_source_create", address(sourceCreateStandIn)),
          ("pthread_create", address(threadCreateStandIn)),
          ("CFRunLoopAddTimer", address(addTimerStandIn)),
          ("CFRunLoopPerformBlock", address(performBlockStandIn)),
          ("CFRunLoopAddSource", address(addSourceStandIn)),
          ("dispatch_semaphore_signal", address(semaphoreSignalStandIn)),
          ("dispatch_group_leave", address(groupLeaveStandIn)),
          ("dispatch_resume", address(resumeStandIn)),
          ("dispatch_activate", address(activateStandIn)),
          ("dispatch_source_merge_data", address(mergeDataStandIn)),
          ("pthread_cond_signal", address(conditionSignalStandIn)),
          ("pthread_cond_broadcast", address(conditionBroadcastStandIn)),
        ]
        var found: [Replacement] = []
        for (symbol, standIn) in standIns {
          guard let original = RuntimeSymbols.lookUp(symbol) else { return nil }
          found.append(
            Replacement(symbol: symbol, original: UInt(bitPattern: original), standIn: standIn))
        }
        return found
      #else
        return nil
      #endif
    }()

    /// The original of a replaced function, by its position in ``replacements``.
    static func original<Function>(_ index: Int, as type: Function.Type) -> Function {
      unsafeBitCast(
        UnsafeRawPointer(bitPattern: replacements.unsafelyUnwrapped[index].original)!, to: type)
    }

    static func address<Function>(_ function: Function) -> UInt {
      UInt(bitPattern: unsafeBitCast(function, to: UnsafeRawPointer.self))
    }

    static let asyncStandIn: QueueBlock = { queue, block in
      let original = original(0, as: QueueBlock.self)
      let onMainQueue = MainQueueCalls.isMainQueue(queue)
      // A `DispatchWorkItem`'s block carries what libdispatch reads when it queues it (a
      // barrier on a concurrent queue, its QoS): never wrapped, it is work elsewhere.
      let work: Work =
        AppBlocks.isDispatchBlock(block)
        ? (onMainQueue ? .mainQueueOther : .elsewhere) : .now(onMainQueue: onMainQueue)
      if QueuedWork.noteQueued(work) {
        AppBlocks.queue(block, on: queue, elsewhere: !onMainQueue, with: original)
      } else {
        original(queue, block)
      }
    }
    static let barrierAsyncStandIn: QueueBlock = { queue, block in
      noteQueuedNow(on: queue)
      original(1, as: QueueBlock.self)(queue, block)
    }
    static let asyncFunctionStandIn: ThreeArguments = { queue, context, work in
      let original = original(2, as: ThreeArguments.self)
      let onMainQueue = MainQueueCalls.isMainQueue(queue)
      if QueuedWork.noteQueued(.now(onMainQueue: onMainQueue)) {
        AppBlocks.queue(
          function: work, context: context, on: queue, elsewhere: !onMainQueue, with: original)
      } else {
        original(queue, context, work)
      }
    }
    static let barrierAsyncFunctionStandIn: ThreeArguments = { queue, context, work in
      noteQueuedNow(on: queue)
      original(3, as: ThreeArguments.self)(queue, context, work)
    }
    static let groupAsyncStandIn: ThreeArguments = { group, queue, block in
      noteQueuedNow(on: queue)
      original(4, as: ThreeArguments.self)(group, queue, block)
    }
    static let groupNotifyStandIn: ThreeArguments = { group, queue, block in
      noteQueuedNow(on: queue)
      original(5, as: ThreeArguments.self)(group, queue, block)
    }
    static let groupAsyncFunctionStandIn: FourArguments = { group, queue, context, work in
      noteQueuedNow(on: queue)
      original(6, as: FourArguments.self)(group, queue, context, work)
    }
    static let groupNotifyFunctionStandIn: FourArguments = { group, queue, context, work in
      noteQueuedNow(on: queue)
      original(7, as: FourArguments.self)(group, queue, context, work)
    }
    static let afterStandIn: After = { when, queue, block in
      noteQueued()
      original(8, as: After.self)(when, queue, block)
    }
    static let afterFunctionStandIn: AfterFunction = { when, queue, context, work in
      noteQueued()
      original(9, as: AfterFunction.self)(when, queue, context, work)
    }
    static let sourceCreateStandIn: SourceCreate = { type, handle, mask, queue in
      noteQueued()
      return original(10, as: SourceCreate.self)(type, handle, mask, queue)
    }
    static let threadCreateStandIn: ThreadCreate = { thread, attributes, start, argument in
      noteQueued()
      return original(11, as: ThreadCreate.self)(thread, attributes, start, argument)
    }

    // Core Foundation's run loop: Foundation's timers (`Timer.scheduledTimer` with a block,
    // `RunLoop.add`), `RunLoop.perform`, and a run loop's sources.
    static let addTimerStandIn: ThreeArguments = { loop, timer, mode in
      noteQueued()
      original(12, as: ThreeArguments.self)(loop, timer, mode)
    }
    static let performBlockStandIn: ThreeArguments = { loop, mode, block in
      noteQueued()
      original(13, as: ThreeArguments.self)(loop, mode, block)
    }
    static let addSourceStandIn: ThreeArguments = { loop, source, mode in
      noteQueued()
      original(14, as: ThreeArguments.self)(loop, source, mode)
    }

    // Work woken rather than queued: a thread or block that waits (on a semaphore, a group, a
    // condition, a suspended queue or source, a source's data) may have been started before
    // the audit, and what it does once woken can release an object. Waking it is queuing work.
    static let semaphoreSignalStandIn: SemaphoreSignal = { semaphore in
      noteQueued()
      return original(15, as: SemaphoreSignal.self)(semaphore)
    }
    static let groupLeaveStandIn: OneArgument = { group in
      noteQueued()
      original(16, as: OneArgument.self)(group)
    }
    static let resumeStandIn: OneArgument = { object in
      noteQueued()
      original(17, as: OneArgument.self)(object)
    }
    static let activateStandIn: OneArgument = { object in
      noteQueued()
      original(18, as: OneArgument.self)(object)
    }
    static let mergeDataStandIn: MergeData = { source, value in
      noteQueued()
      original(19, as: MergeData.self)(source, value)
    }
    static let conditionSignalStandIn: ConditionSignal = { condition in
      noteQueued()
      return original(20, as: ConditionSignal.self)(condition)
    }
    static let conditionBroadcastStandIn: ConditionSignal = { condition in
      noteQueued()
      return original(21, as: ConditionSignal.self)(condition)
    }

    // The Swift runtime's enqueue hooks: a task's job for the global executor, or for the
    // main actor. A hook set before these is called in their place, as the runtime would.
    // The app's jobs for the global executor are followed (``AppBlocks/queue(job:_:)``),
    // unless a hook set before these has them: it decides where and how they run. (The
    // runtime queues a job for the main actor with `dispatch_async_f`, followed there.)
    static let enqueueGlobalHook: EnqueueHook = { job, original in
      if QueuedWork.noteQueued(previousGlobalHook == 0 ? .now(onMainQueue: false) : .elsewhere) {
        AppBlocks.queue(job: job) { forward(job, original, to: previousGlobalHook) }
      } else {
        forward(job, original, to: previousGlobalHook)
      }
    }
    static let enqueueMainHook: EnqueueHook = { job, original in
      noteQueuedNow(on: UnsafeMutableRawPointer(bitPattern: MainQueueCalls.mainQueue))
      forward(job, original, to: previousMainHook)
    }

    /// Counts a call that queues work now on `queue`, not a block for the main queue.
    private static func noteQueuedNow(on queue: Pointer) {
      _ = QueuedWork.noteQueued(MainQueueCalls.isMainQueue(queue) ? .mainQueueOther : .elsewhere)
    }

    /// Counts a call that queues work for later or elsewhere, or wakes work.
    private static func noteQueued() {
      _ = QueuedWork.noteQueued(.elsewhere)
    }

    private static func forward(_ job: Pointer, _ original: Pointer, to previous: UInt) {
      if let previous = UnsafeRawPointer(bitPattern: previous) {
        unsafeBitCast(previous, to: EnqueueHook.self)(job, original)
      } else if let original {
        unsafeBitCast(original, to: Enqueue.self)(job)
      }
    }

    // Written once, on the main thread, before the hooks that read them are set.
    nonisolated(unsafe) private static var previousGlobalHook: UInt = 0
    nonisolated(unsafe) private static var previousMainHook: UInt = 0
    /// The images whose slots are rewritten, by where they are loaded.
    nonisolated(unsafe) private static var patchedImages: Set<UInt> = []
    nonisolated(unsafe) private static var installedRuntimeHooks = false

    /// Rewrites the slots of every image loaded since the last call, and sets the runtime's
    /// hooks once.
    ///
    /// - Returns: Whether queued work is watched.
    static func install() -> Bool {
      guard let replacements else { return false }
      if !installedRuntimeHooks {
        guard let global = RuntimeSymbols.lookUp("swift_task_enqueueGlobal_hook"),
          let main = RuntimeSymbols.lookUp("swift_task_enqueueMainExecutor_hook")
        else { return false }
        let globalHook = global.assumingMemoryBound(to: UInt.self)
        let mainHook = main.assumingMemoryBound(to: UInt.self)
        previousGlobalHook = globalHook.pointee
        previousMainHook = mainHook.pointee
        globalHook.pointee = address(enqueueGlobalHook)
        mainHook.pointee = address(enqueueMainHook)
        installedRuntimeHooks = true
      }
      for image in LoadedImage.all() where patchedImages.insert(image.bias).inserted {
        for replacement in replacements {
          for slot in image.importSlots(of: replacement.symbol)
          where slot.pointee != replacement.standIn {
            _ = image.write(replacement.standIn, into: slot)
          }
        }
      }
      state.isWatched = true
      return true
    }
  }
}
