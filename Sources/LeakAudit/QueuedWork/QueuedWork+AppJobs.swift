import Dispatch

extension QueuedWork.AppBlocks {
  typealias Function = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// Queues a function that app code a ``Sink`` follows queued now (`dispatch_async_f`),
  /// followed as its blocks are: the sink counts it until it has run, and what it queues in
  /// turn counts into the sink.
  ///
  /// It is how the Swift runtime queues a task's job on Linux, for the main actor (the main
  /// queue) and for the global executor (a global queue): a `Task` a step starts, and the
  /// task's next job after each await, are followed through every hop to the task's end, as
  /// long as what resumes it is followed work (see ``queue(job:_:)``).
  ///
  /// - Parameters:
  ///   - function: The function, called once with `context` where it runs.
  ///   - context: Its argument.
  ///   - queue: The queue: the main queue, or another (`elsewhere`).
  ///   - elsewhere: Whether `queue` is not the main queue: the sink counts it apart
  ///     (``Sink/blocksElsewhere``).
  ///   - original: `dispatch_async_f`.
  static func queue(
    function: UnsafeMutableRawPointer?, context: UnsafeMutableRawPointer?,
    on queue: UnsafeMutableRawPointer?, elsewhere: Bool,
    with original: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
      -> Void
  ) {
    guard let sink = current, let function else { return original(queue, context, function) }
    // (Addresses, which a call may carry to the thread that runs it.)
    let (address, argument) = (UInt(bitPattern: function), UInt(bitPattern: context))
    let call = FollowedCall(sink: sink, elsewhere: elsewhere) {
      unsafeBitCast(address, to: Function.self)(UnsafeMutableRawPointer(bitPattern: argument))
    }
    // What libdispatch does to deliver it (a worker thread it starts) is not the app's work.
    QueuedWork.queuingOwnWork {
      original(
        queue, Unmanaged.passRetained(call).toOpaque(),
        unsafeBitCast(runFollowedCall, to: UnsafeMutableRawPointer.self))
    }
  }

  /// Queues a task's job that app code a ``Sink`` follows handed to the global executor (the
  /// first job of a `Task.detached`, or of a task that is not the main actor's; a main-actor
  /// task's next job after awaiting a `nonisolated async` function), followed as the app's
  /// blocks on other queues are: on a global queue, as the runtime's global executor runs it.
  ///
  /// A job the task suspends in ends there: what it awaits that no followed work resumes (a
  /// sleep, a network transfer on threads of its own, a continuation a later step resumes) is
  /// not waited for, and when it resumes, its next job is no sink's.
  ///
  /// - Parameters:
  ///   - job: The job, as the runtime's enqueue hook gives it: run once, here, never handed
  ///     to the runtime's executor.
  ///   - original: Hands the job to the runtime's executor, where no sink follows it.
  static func queue(job: UnsafeMutableRawPointer?, _ original: () -> Void) {
    guard let sink = current, let pointer = job else { return original() }
    let job = unsafeBitCast(pointer, to: UnownedJob.self)
    let call = FollowedCall(sink: sink, elsewhere: true) {
      job.runSynchronously(on: genericExecutor)
    }
    QueuedWork.queuingOwnWork {
      DispatchQueue.global(qos: qos(of: job)).async { call.run() }
    }
  }

  /// A followed function or job, counted by its sink from when it is queued until it has run.
  private final class FollowedCall: Sendable {
    let sink: Sink
    let elsewhere: Bool
    let body: @Sendable () -> Void

    init(sink: Sink, elsewhere: Bool, body: @escaping @Sendable () -> Void) {
      (self.sink, self.elsewhere, self.body) = (sink, elsewhere, body)
      sink.followed(elsewhere: elsewhere)
    }

    /// Runs it with the thread pointing at its sink, then counts it run.
    func run() {
      counting(into: sink, body)
      sink.ran(elsewhere: elsewhere)
    }
  }

  /// What libdispatch calls in place of a followed function, with its ``FollowedCall``.
  private static let runFollowedCall: Function = { context in
    guard let context else { return }
    Unmanaged<FollowedCall>.fromOpaque(context).takeRetainedValue().run()
  }

  /// The executor a job for the global executor runs on: the runtime's generic one (no
  /// identity, no implementation), as its dispatch-based global executor runs it.
  private static let genericExecutor = unsafeBitCast(
    (UInt(0), UInt(0)), to: UnownedSerialExecutor.self)

  /// The global queue for `job`'s priority, as the global executor picks it (a job's
  /// priority is a QoS class's value).
  private static func qos(of job: UnownedJob) -> DispatchQoS.QoSClass {
    switch job.priority.rawValue {
    case 0x21...: .userInteractive
    case 0x19...: .userInitiated
    case 0x15...: .default
    case 0x11...: .utility
    case 0x01...: .background
    default: .default
    }
  }
}
