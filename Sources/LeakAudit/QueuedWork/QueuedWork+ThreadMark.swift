#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension QueuedWork {
  /// A mark on the current thread, in its thread-specific data: set while the thread runs the
  /// app's code that ``QueuedWork/counting(queued:_:)`` counts.
  ///
  /// The installed functions run on any thread, often; each reads only its own thread's mark,
  /// so no state is shared with other threads.
  ///
  /// ```swift
  /// ThreadMark.isSet = true
  /// ```
  enum ThreadMark {
    /// The key of the mark, made once for the process.
    static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    /// Whether the current thread is marked.
    static var isSet: Bool {
      get { pthread_getspecific(key) != nil }
      set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
  }
}
