/// Whether the object of a native weak reference has begun to deinit, read from the
/// reference's side table without retaining the object.
///
/// Loading a weak reference strongly (`swift_weakLoadStrong`) retains the object until the
/// loader lets go: an object whose last owner lets go meanwhile deinits on the loader's thread,
/// later than it would have. The recorder drops the records of dead objects before every heap
/// measurement; loading each record strongly there held every live recorded object for the
/// time of the scan, and a test beside it saw objects that had just been let go still alive.
///
/// A native weak reference holds a pointer to the object's side table: the object's address,
/// then its reference counts, whose bit 32 says the deinit has begun (the Swift runtime's
/// `RefCount.h`, 64-bit; the counts are aligned for a 16-byte atomic, at byte 16 on Linux
/// x86_64). The reference keeps the side table allocated, so reading it is sound. The layout is
/// not an ABI the runtime promises: it is confirmed once, on a sample object, with the runtime
/// functions the recorder uses; where it does not hold, there is no reader and the recorder
/// loads strongly, as before.
struct WeakSideTable {
  private static let deinitingBit: UInt = 1 << 32
  /// Where the reference counts are in the side table.
  private let countsOffset: Int

  /// Whether the object of the initialized weak reference in `cell` has begun to deinit.
  func isDeiniting(_ cell: UnsafeMutableRawPointer) -> Bool {
    guard let table = UnsafeRawPointer(bitPattern: cell.load(as: UInt.self)) else {
      return true  // a reference to nothing
    }
    return table.load(fromByteOffset: countsOffset, as: UInt.self) & Self.deinitingBit != 0
  }

  /// The layout confirmed on a sample object, or `nil` when it does not hold here.
  ///
  /// The side table must start with the object's address; of the places the counts may be,
  /// the one whose bit is clear while the object lives (with one owner, then two: the strong
  /// count is in other bits) and set once it is let go, where loading the reference strongly
  /// gives nothing.
  static func confirmed(using runtime: HeapRecorder.Runtime) -> WeakSideTable? {
    final class Sample {}
    let cell = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<UInt>.stride, alignment: MemoryLayout<UInt>.alignment)
    defer { cell.deallocate() }
    var sample: Sample? = Sample()
    let address = UnsafeRawPointer(Unmanaged.passUnretained(sample!).toOpaque())
    _ = runtime.weakInit(cell, address)
    defer { runtime.weakDestroy(cell) }
    guard let table = UnsafeRawPointer(bitPattern: cell.load(as: UInt.self)),
      table.load(as: UInt.self) == UInt(bitPattern: address)
    else { return nil }
    var candidates = [8, 16].map { WeakSideTable(countsOffset: $0) }
    candidates.removeAll { $0.isDeiniting(cell) }
    let second = sample
    candidates.removeAll { $0.isDeiniting(cell) }
    withExtendedLifetime(second) {}
    sample = nil
    _ = consume second
    candidates.removeAll { !$0.isDeiniting(cell) }
    guard candidates.count == 1, runtime.weakLoadStrong(cell) == nil else { return nil }
    return candidates[0]
  }
}
