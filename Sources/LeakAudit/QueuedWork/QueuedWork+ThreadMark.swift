#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension QueuedWork {
  /// A mark on the current thread, in its thread-specific data: ``counting`` is set while the
  /// thread runs the app's code that ``QueuedWork/counting(queued:_:)`` counts, ``ownWork``
  /// while it runs the model's own scheduling (``QueuedWork/queuingOwnWork(_:)``),
  /// ``appBlock`` while it runs a block the app queued on the main queue (``AppBlocks``).
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
    /// A block the app queued on the main queue, whose calls are the app's.
    static let appBlock = ThreadMark()

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
  }
}
