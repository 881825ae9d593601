#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every Swift heap object allocated while it records: the whole heap's objects, found with no
/// root given.
///
/// While at least one session is open (``start()`` … ``stop()``), every loaded image calls the
/// recorder in place of the Swift runtime's `swift_allocObject`: the recorder rewrites the
/// slot through which each image calls it (its GOT entry), as `plthook` and `fishhook` do. The
/// recorder calls the runtime's function and then records the new object: a weak reference to
/// it, and its size. A weak reference is how the recorder knows, soundly, that an address is
/// still a live object when it is read: the runtime clears it when the object deinits, and
/// reading it never touches the object's memory. Nothing is read from an object that
/// ``liveObjects()`` did not first hold strongly.
///
/// Why not the runtime's own hook: libswiftCore exports `_swift_allocObject` for profilers,
/// but setting `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly`,
/// which it needs, also sends every retain through an adapter that masks the pointer's top
/// byte before the runtime's "is this a pointer" test: on Linux x86_64 (Swift 6.3) the first
/// small string retained then crashes the process.
///
/// What it costs: every allocation also makes the object's weak-reference side table (one
/// small block) and one record of 16 bytes. Records of dead objects are dropped when
/// ``liveObjects()`` runs; until then their side tables stay allocated.
/// `coordaudit-bench memory-graph` prints the figures.
///
/// Not recorded: objects allocated before the first session; objects that the runtime's own
/// code allocates without going through a slot (boxes made by `swift_allocBox`, some standard
/// library storage); stack-promoted and statically initialized objects.
///
/// On Apple platforms nothing is hooked: a session only opens, and ``liveObjects()`` lists the
/// Swift objects in use in the malloc zones (``HeapZones``, as `leaks` does; not yet run on an
/// Apple platform).
package enum HeapRecorder {
  /// The runtime's allocation entry point.
  typealias AllocateObject =
    @convention(c) (UnsafeRawPointer, Int, Int) -> UnsafeMutableRawPointer
  typealias WeakInit =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> UnsafeRawPointer
  typealias WeakLoadStrong = @convention(c) (UnsafeMutableRawPointer) -> UnsafeRawPointer?
  typealias WeakDestroy = @convention(c) (UnsafeMutableRawPointer) -> Void

  /// Why recording cannot start in this process, or `nil` when it can.
  package static var unavailableReason: String? {
    #if canImport(Darwin)
      HeapZones.unavailableReason
    #else
      runtime.reason
    #endif
  }

  /// Whether a session is open.
  package static var isRecording: Bool {
    pthread_mutex_lock(sessionMutex)
    defer { pthread_mutex_unlock(sessionMutex) }
    return sessions > 0
  }

  /// Opens a session: from now on, objects allocated are recorded (until the last session
  /// closes).
  ///
  /// - Returns: `false`, opening nothing, when recording is unavailable (see
  ///   ``unavailableReason``).
  @discardableResult
  package static func start() -> Bool {
    #if canImport(Darwin)
      guard HeapZones.unavailableReason == nil else { return false }
    #else
      guard runtime.functions != nil else { return false }
    #endif
    pthread_mutex_lock(sessionMutex)
    defer { pthread_mutex_unlock(sessionMutex) }
    sessions += 1
    guard sessions == 1, !isListedByZones else { return true }
    let hook = UInt(bitPattern: unsafeBitCast(recordingEntryPoint, to: UnsafeRawPointer.self))
    // Every slot, resolved or not: a slot that lazy binding has not resolved yet points at
    // the loader's stub, which would resolve it to the runtime's function past the hook.
    for image in LoadedImage.all() {
      for slot in image.importSlots(of: "swift_allocObject") {
        let previous = slot.pointee
        if image.write(hook, into: slot) { patched.append((image, slot, previous)) }
      }
    }
    return true
  }

  /// Closes a session; the last one restores every slot and forgets every record.
  package static func stop() {
    pthread_mutex_lock(sessionMutex)
    defer { pthread_mutex_unlock(sessionMutex) }
    guard sessions > 0 else { return }
    sessions -= 1
    guard sessions == 0, let runtime = runtime.functions else { return }
    for (image, slot, previous) in patched { _ = image.write(previous, into: slot) }
    patched.removeAll()
    lock()
    records.destroyEach(runtime.weakDestroy)
    records.removeAll()
    unlock()
  }

  /// The objects recorded that are still alive, held strongly, in allocation order, each with
  /// the bytes allocated for it; the records of dead objects are dropped.
  ///
  /// On Apple platforms, every Swift object in use in the malloc zones, in their order
  /// (``HeapZones``), while a session is open.
  ///
  /// Run it while the objects are quiet: an object whose last owner lets go on another thread
  /// while this runs may be returned, and then lives until the caller lets go.
  package static func liveObjects() -> [(object: AnyObject, size: Int)] {
    #if canImport(Darwin)
      return isRecording ? HeapZones.liveObjects() : []
    #else
      return recordedObjects()
    #endif
  }

  /// Whether objects are listed by the malloc zones rather than recorded (Apple platforms).
  private static var isListedByZones: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }

  private static func recordedObjects() -> [(object: AnyObject, size: Int)] {
    let (found, count) = retainLive()
    var live: [(object: AnyObject, size: Int)] = []
    live.reserveCapacity(count)
    for index in 0..<count {
      let (object, size) = found[index]
      live.append((Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue(), size))
    }
    found.deallocate()
    return live
  }

  /// Drops the records of dead objects, and with them their weak references' side tables:
  /// what recording keeps of objects that are gone, which heap bytes must not count.
  ///
  /// Heap statistics run it before they read the allocator's (see `HeapStatistics`): a loop
  /// whose objects all go away must measure the same heap on every repetition, recording or
  /// not.
  ///
  /// Nothing is retained when the weak references' side tables can be read
  /// (``WeakSideTable``): heap measurements run in tests beside others, whose objects must die
  /// when their owners let go, not when the scan lets go.
  package static func dropDeadRecords() {
    guard isRecording else { return }
    // Confirmed before the mutex is taken: the confirmation allocates.
    guard let sideTable, let runtime = runtime.functions else {
      let (found, count) = retainLive()
      for index in 0..<count { Unmanaged<AnyObject>.fromOpaque(found[index].0).release() }
      found.deallocate()
      return
    }
    lock()
    records.compact { slot, _ in
      guard sideTable.isDeiniting(slot) else { return true }
      runtime.weakDestroy(slot)
      return false
    }
    unlock()
  }

  /// How a record's object is known dead without retaining it, where the layout holds.
  private static let sideTable = runtime.functions.flatMap(WeakSideTable.confirmed(using:))

  /// The live objects' records kept and the dead ones' dropped; each live object retained
  /// (+1), in raw memory that the caller deallocates.
  private static func retainLive() -> (UnsafeMutablePointer<(UnsafeRawPointer, Int)>, Int) {
    // Under the mutex, into raw memory: a Swift array would allocate through the hook, which
    // takes the mutex. Each object is retained by the weak load, and released (which may run
    // a deinit, which may allocate) only after the mutex is let go.
    lock()
    let capacity = records.count
    let found = UnsafeMutablePointer<(UnsafeRawPointer, Int)>.allocate(capacity: max(capacity, 1))
    var count = 0
    if let runtime = runtime.functions {
      records.compact { slot, size in
        guard let object = runtime.weakLoadStrong(slot) else {
          runtime.weakDestroy(slot)
          return false
        }
        (found + count).initialize(to: (object, size))
        count += 1
        return true
      }
    }
    unlock()
    return (found, count)
  }

  // MARK: The hook

  /// The runtime's functions, looked up once.
  struct Runtime {
    let allocate: AllocateObject
    let weakInit: WeakInit
    let weakLoadStrong: WeakLoadStrong
    let weakDestroy: WeakDestroy
  }

  static let runtime: (functions: Runtime?, reason: String?) = {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      let names = [
        "swift_allocObject", "swift_weakInit", "swift_weakLoadStrong", "swift_weakDestroy",
      ]
      let found = names.map(RuntimeSymbols.lookUp)
      let missing = zip(names, found).filter { $0.1 == nil }.map(\.0)
      guard missing.isEmpty else {
        return (nil, "the Swift runtime does not export " + missing.joined(separator: ", "))
      }
      return (
        Runtime(
          allocate: unsafeBitCast(found[0]!, to: AllocateObject.self),
          weakInit: unsafeBitCast(found[1]!, to: WeakInit.self),
          weakLoadStrong: unsafeBitCast(found[2]!, to: WeakLoadStrong.self),
          weakDestroy: unsafeBitCast(found[3]!, to: WeakDestroy.self)),
        nil
      )
    #else
      return (nil, "the whole heap is recorded on 64-bit Linux and Apple platforms only")
    #endif
  }()

  /// The entry point installed while recording: the runtime's, then a record.
  ///
  /// It allocates nothing through Swift (the records are raw memory), so it never calls
  /// itself, and calls nothing that could run a deinit.
  private static let recordingEntryPoint: AllocateObject = { metadata, size, alignmentMask in
    let runtime = HeapRecorder.runtime.functions.unsafelyUnwrapped
    let object = runtime.allocate(metadata, size, alignmentMask)
    HeapRecorder.lock()
    let slot = HeapRecorder.records.append(size: size)
    _ = runtime.weakInit(slot, object)
    HeapRecorder.unlock()
    return object
  }

  // MARK: State, under the mutex

  // Every access is between `lock()` and `unlock()`: a raw mutex rather than a `LockedBox`,
  // because the hook runs inside allocations and must allocate no Swift object.
  nonisolated(unsafe) private static var records = RecordStore()
  nonisolated(unsafe) private static let mutex = makeMutex()

  // Under `sessionMutex`, which is never held while the hook runs: patching allocates.
  nonisolated(unsafe) private static var sessions = 0
  nonisolated(unsafe) private static var patched:
    [(LoadedImage, UnsafeMutablePointer<UInt>, previous: UInt)] = []
  nonisolated(unsafe) private static let sessionMutex = makeMutex()

  private static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    return mutex
  }

  private static func lock() { pthread_mutex_lock(mutex) }
  private static func unlock() { pthread_mutex_unlock(mutex) }
}

/// The records: for each object, a weak reference and the bytes allocated, in chunks of raw
/// memory that never move (a weak reference's cell must stay where it was made).
struct RecordStore {
  private static let chunkRecords = 1 << 14
  /// A record: the weak reference's cell, then the size.
  private static let recordBytes = 2 * MemoryLayout<UInt>.stride

  private var chunks: UnsafeMutablePointer<UnsafeMutableRawPointer>?
  private var chunkCapacity = 0
  private var chunkCount = 0
  private(set) var count = 0

  /// A new record's weak cell (to be initialized by the caller), with its size stored.
  mutating func append(size: Int) -> UnsafeMutableRawPointer {
    let index = count % Self.chunkRecords
    if index == 0 && count / Self.chunkRecords == chunkCount { addChunk() }
    let record = chunks![count / Self.chunkRecords] + index * Self.recordBytes
    record.storeBytes(of: size, toByteOffset: MemoryLayout<UInt>.stride, as: Int.self)
    count += 1
    return record
  }

  /// Calls `keep` with each record's cell and size, in order; keeps those for which it
  /// returns `true` (moving a cell's bits: a native weak reference is bitwise-movable, but
  /// the moved-from cell is then never touched again) and drops the others, whose cells
  /// `keep` must have destroyed.
  mutating func compact(_ keep: (UnsafeMutableRawPointer, Int) -> Bool) {
    var kept = 0
    for index in 0..<count {
      let record = address(of: index)
      let size = record.load(fromByteOffset: MemoryLayout<UInt>.stride, as: Int.self)
      guard keep(record, size) else { continue }
      if kept != index {
        address(of: kept).copyMemory(from: record, byteCount: Self.recordBytes)
      }
      kept += 1
    }
    count = kept
  }

  func destroyEach(_ body: (UnsafeMutableRawPointer) -> Void) {
    for index in 0..<count { body(address(of: index)) }
  }

  /// Drops every record (their cells must have been destroyed) and the memory.
  mutating func removeAll() {
    for chunk in 0..<chunkCount { chunks![chunk].deallocate() }
    chunks?.deallocate()
    chunks = nil
    chunkCapacity = 0
    chunkCount = 0
    count = 0
  }

  private func address(of index: Int) -> UnsafeMutableRawPointer {
    chunks![index / Self.chunkRecords] + (index % Self.chunkRecords) * Self.recordBytes
  }

  private mutating func addChunk() {
    if chunkCount == chunkCapacity {
      let capacity = max(16, chunkCapacity * 2)
      let grown = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(capacity: capacity)
      if let chunks {
        grown.moveInitialize(from: chunks, count: chunkCount)
        chunks.deallocate()
      }
      chunks = grown
      chunkCapacity = capacity
    }
    (chunks! + chunkCount).initialize(
      to: .allocate(
        byteCount: Self.chunkRecords * Self.recordBytes,
        alignment: MemoryLayout<UInt>.alignment))
    chunkCount += 1
  }
}

/// Starts recording for the rest of the process.
///
/// The test bundle's constructor calls it when `COORDAUDIT_SUITE_RECORDS_HEAP=1`, for the
/// benchmark of the whole suite with the hook on (`.ci/suite-with-heap-hook`). No analysis
/// searches the graph because of it (that takes a session of `MemoryGraph`): only the hook's
/// cost is paid.
@_cdecl("coordaudit_record_heap_for_process")
package func recordHeapForProcess() {
  HeapRecorder.start()
}
