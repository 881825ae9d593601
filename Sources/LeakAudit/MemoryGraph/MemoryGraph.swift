/// The test's memory graph: while it records, a survivor's owners are searched in the whole
/// heap, with no retain root given: every live object, the globals and statics of every loaded
/// image, and the frames of the code that runs the check.
///
/// ```swift
/// MemoryGraph.startRecording()
/// defer { MemoryGraph.stopRecording() }
/// let main = MainCoordinator()
/// main.showSearch()
/// weak var search = main.childCoordinators.first
/// await assertReleased([search!]) { main.searchDidFinish() }
/// ```
///
/// ```text
///     held by MainCoordinator.childCoordinators[0] → SearchCoordinator
/// ```
///
/// On Linux only objects allocated while it records are in the graph: start it before the
/// code under test makes its objects (`setUp`, or the `.recordsMemoryGraph` trait of LeakAuditTesting).
/// Recording costs every allocation a weak reference's side table and a record; see
/// docs/leakaudit.md for the figures. Sessions nest: recording stops when the last one stops.
///
/// Which analyses search the graph: every one while a session of ``startRecording()`` is open
/// (XCTest runs one test at a time); only those of the task that runs ``recording(_:)``
/// (and its child tasks) otherwise, so that tests running beside it keep their reports.
///
/// The world must be quiet while an analysis searches the graph: it holds every recorded
/// object for the time it runs (about a second for a million objects), so an object that a
/// test running beside it lets go meanwhile deinits when the analysis ends. Record the graph
/// in tests that run alone: XCTest's, or a `.serialized` Swift Testing run.
///
/// Owners outside the heap are named for what they are. A global or static one reference wide
/// is named by its symbol ("the global `AppState.shared`"); a word that only equals an
/// object's address (in a wider global, in a frame of the caller's) may be a coincidence, and
/// its name says "conservative". Only Swift frames of the caller's code are searched, and only
/// on the thread that checks: the locals of an `async` test live in its task's frames, which
/// are not searched.
///
/// 64-bit Linux and Apple platforms. On Apple platforms (written, not yet run on one) nothing
/// is hooked: an analysis lists the Swift objects in use in the malloc zones, as `leaks` does,
/// whenever they were allocated; globals and frames are not searched there yet
/// (``searchesGlobalsAndFrames``). Elsewhere ``unavailableReason`` says why and recording does
/// not start.
public enum MemoryGraph {
  /// Why the graph cannot be recorded in this process, or `nil` when it can.
  public static var unavailableReason: String? { HeapRecorder.unavailableReason }

  /// Whether owners in globals, statics and the caller's frames are searched here.
  ///
  /// They are on Linux. On Apple platforms only the heap's objects are, for now (images are
  /// read as ELF files).
  public static var searchesGlobalsAndFrames: Bool { RootWordScanner.searchesImages }

  /// Whether the graph is being recorded.
  public static var isRecording: Bool { HeapRecorder.isRecording }

  /// Starts a recording session, which every analysis searches until it stops.
  ///
  /// - Returns: `false` when the graph cannot be recorded here (see ``unavailableReason``).
  @discardableResult
  public static func startRecording() -> Bool {
    guard HeapRecorder.start() else { return false }
    unscopedSessions.withLock { $0 += 1 }
    return true
  }

  /// Ends a session of ``startRecording()``; the last session restores the allocator and
  /// forgets the records.
  public static func stopRecording() {
    let wasOpen = unscopedSessions.withLock { count -> Bool in
      guard count > 0 else { return false }
      count -= 1
      return true
    }
    if wasOpen { HeapRecorder.stop() }
  }

  /// Runs `body` while the graph is recorded; the analyses of its task and child tasks
  /// search it.
  ///
  /// When the graph cannot be recorded here, `body` runs all the same, and analyses find
  /// owners as they do without it.
  public static func recording<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    guard HeapRecorder.start() else { return try await body() }
    defer { HeapRecorder.stop() }
    return try await $isSearchedHere.withValue(true) { try await body() }
  }

  /// Whether an analysis running here searches the graph.
  static var isSearched: Bool {
    HeapRecorder.isRecording && (isSearchedHere || unscopedSessions.withLock { $0 > 0 })
  }

  @TaskLocal private static var isSearchedHere = false
  private static let unscopedSessions = LockedBox(0)
}
