extension LeakTracker {
  /// How long settling waits, and how often it looks.
  ///
  /// ```swift
  /// let tracker = LeakTracker(configuration: .init(softDeadline: .milliseconds(250)))
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// When releases start to count as late, from the start of a settle; default 100 ms.
    ///
    /// A late release is a warning that says how late.
    public var softDeadline: Duration
    /// When survivors count as leaks, from the start of a settle; default 1 s.
    public var hardDeadline: Duration
    /// The first pause between two looks at objects that do not signal their deinit.
    ///
    /// Each following pause doubles, up to ``maximumPollInterval``. Default 50 µs.
    public var initialPollInterval: Duration
    /// The longest pause between two looks; default 1 ms.
    ///
    /// It bounds how late settling notices the last release of an object that does not signal
    /// its deinit.
    public var maximumPollInterval: Duration
    /// Whether each leak is explained: who keeps the survivor alive (a retain path from a root,
    /// a cycle, the owners not found) and its fingerprint; default `true`.
    ///
    /// The analysis runs only when a settle or check finds leaks, on the settling task, after
    /// the hard deadline. It reads the memory of live objects without retaining them, so the
    /// objects must be quiet then: no other thread may mutate them. Turn it off for code that
    /// keeps changing its objects from other threads after a step.
    public var explainsLeaks: Bool
    /// Known leaks: a leak whose fingerprint an entry names is reported as known (a note, not
    /// a failure) until the entry expires; default none.
    ///
    /// Fingerprints come from the analysis, so an allow-list needs ``explainsLeaks``.
    public var allowList: AllowList?
    /// Whether a settle whose caller knows that nothing can release an object any more judges
    /// at once instead of waiting out the deadlines; default `true`.
    ///
    /// Only a ``FlowAudit`` (and so an explorer) knows it: after a step whose animated
    /// transitions have ended and whose app code queued no work for later on the main thread
    /// (no block for a dispatch queue, no timer, thread or task), nothing but the step could
    /// have released an object. It cannot see work that a thread the app started earlier
    /// picks up by itself, without the main thread queuing anything (a worker thread made at
    /// launch that polls a list, then releases on the main queue): turn it off for such an
    /// app, and every settle waits as long as the deadlines say.
    public var judgesAtOnceWhenIdle = true

    /// Creates a configuration.
    ///
    /// A hard deadline shorter than the soft one is raised to the soft one; poll intervals
    /// are at least 1 µs.
    ///
    /// - Parameters:
    ///   - softDeadline: When releases start to count as late.
    ///   - hardDeadline: When survivors count as leaks.
    ///   - initialPollInterval: The first pause between two looks.
    ///   - maximumPollInterval: The longest pause between two looks.
    ///   - explainsLeaks: Whether each leak is explained: retain path, cycle, owners not found,
    ///     fingerprint.
    ///   - allowList: Known leaks, reported as notes until their entries expire.
    public init(
      softDeadline: Duration = .milliseconds(100),
      hardDeadline: Duration = .seconds(1),
      initialPollInterval: Duration = .microseconds(50),
      maximumPollInterval: Duration = .milliseconds(1),
      explainsLeaks: Bool = true,
      allowList: AllowList? = nil
    ) {
      let soft = max(softDeadline, .zero)
      self.softDeadline = soft
      self.hardDeadline = max(hardDeadline, soft)
      let initial = max(initialPollInterval, .microseconds(1))
      self.initialPollInterval = initial
      self.maximumPollInterval = max(maximumPollInterval, initial)
      self.explainsLeaks = explainsLeaks
      self.allowList = allowList
    }

    /// The defaults: soft deadline 100 ms, hard deadline 1 s, polls from 50 µs up to 1 ms,
    /// leaks explained, no allow-list.
    public static let `default` = Configuration()
  }
}
