/// An append-only array kept in fixed-size chunks, so that growing never moves what it holds.
///
/// A tracker appends one entry per tracked object to each of its arrays. A plain array copies
/// everything each time it doubles, and copies each new element in: at a million objects that
/// was a third of the cost of tracking, and for a weak reference each copy is a weak copy and a
/// weak destroy. Here elements are moved into place once and read in place.
///
/// A class, for its `deinit`; it lives only inside ``LedgerState``, under the tracker's lock.
final class ChunkedArray<Element> {
  // 1,024 elements: a tracker of a few objects (exploration makes one for every replay) takes
  // a chunk of each of its arrays from the heap. At 16,384, each chunk of the larger
  // elements was a fresh mapping of memory, and each tracker paid for five.
  private static var shift: Int { 10 }
  private static var chunkSize: Int { 1 << shift }

  // Only ever used under the tracker's lock: the runtime's exclusivity checks, a call on every
  // access to a class's stored property, would only repeat what the lock guarantees.
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Element>] = []
  @exclusivity(unchecked) private(set) var count = 0

  init() {}

  deinit {
    for (number, chunk) in chunks.enumerated() {
      chunk.deinitialize(count: min(count - number * Self.chunkSize, Self.chunkSize))
      chunk.deallocate()
    }
  }

  var indices: Range<Int> { 0..<count }

  func append(_ element: consuming Element) {
    if count & (Self.chunkSize - 1) == 0 {
      chunks.append(.allocate(capacity: Self.chunkSize))
    }
    address(of: count).initialize(to: element)
    count += 1
  }

  subscript(index: Int) -> Element {
    get { pointer(to: index).pointee }
    set { pointer(to: index).pointee = newValue }
  }

  /// A pointer to an element, valid while the array lives: chunks never move.
  ///
  /// Read a weak reference through it in place: read through a copy, it costs a weak copy
  /// and a weak destroy.
  func pointer(to index: Int) -> UnsafeMutablePointer<Element> {
    precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
    return address(of: index)
  }

  private func address(of index: Int) -> UnsafeMutablePointer<Element> {
    chunks[index >> Self.shift] + (index & (Self.chunkSize - 1))
  }

  /// Where the elements are now, for a reader outside the lock.
  ///
  /// Take it under the lock. It reaches the elements there were then, as long as the array
  /// lives: chunks never move and are freed only with the array. Reading them without the lock
  /// is sound only for elements nobody writes after appending them (the weak references).
  func snapshot() -> Snapshot {
    Snapshot(chunks: chunks, count: count)
  }

  /// The elements of a ``ChunkedArray`` at one moment (see ``snapshot()``).
  struct Snapshot {
    fileprivate let chunks: [UnsafeMutablePointer<Element>]
    let count: Int

    /// A pointer to an element that was there when the snapshot was taken.
    func pointer(to index: Int) -> UnsafeMutablePointer<Element> {
      precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
      return chunks[index >> ChunkedArray.shift] + (index & (ChunkedArray.chunkSize - 1))
    }
  }
}
