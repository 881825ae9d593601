#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension QueuedWork {
  /// A mark on the current thread, in its thread-specific data: ``counting`` is set while the
  /// thread runs the app's code that ``QueuedWork/counting(_:into:_:)`` counts, ``ownWork``
  /// while it runs the model's own scheduling (``QueuedWork/queuingOwnWork(_:)``),
  /// ``sink`` (a pointer, not a flag) while it runs app code whose blocks for the main queue
  /// an audit follows (``AppBlocks``).
  ///
  /// The installed functions run on any thread, often; each reads only its own thread's marks,
  /// so no state is shared with other threads.
  ///
  /// ```swift
  /// ThreadMark.counting.isSet = true
  /// ```
  struct ThreadMark: Sendable {
    /// The app's code whose calls count.
    static let counting = ThreadMark()
    /// The model's own calls, which never count.
    static let ownWork = ThreadMark()
    /// The ``AppBlocks/Sink`` of the app code the thread runs (a step's, or one of its
    /// blocks'): what it queues is that audit's.
    static let sink = ThreadMark()

    /// The key of the mark, made once for the process.
    private let key: pthread_key_t

    private init() {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      self.key = key
    }

    /// Whether the current thread is marked.
    var isSet: Bool {
      get { pthread_getspecific(key) != nil }
      nonmutating set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }

    /// What the current thread's mark points at, unretained; `nil` when it is not marked.
    var pointer: UnsafeRawPointer? {
      get { UnsafeRawPointer(pthread_getspecific(key)) }
      nonmutating set { pthread_setspecific(key, newValue) }
    }
  }
}
