/// The bytes of an encoding, which the key hashes, and its text form when asked for.
///
/// A key writes thousands of bytes in small pieces (a tag, a word, a reference), so they go to
/// a buffer of its own (``StateBytes``) that stores each word in place, not to an array that
/// appends a word's bytes as a sequence (BENCHMARKS.md, "Writing the key").
struct StateOutput {
  /// The bytes written; a reference, shared by copies of the output.
  let bytes: StateBytes
  var text: String?

  init(bytes: StateBytes = StateBytes()) {
    self.bytes = bytes
  }

  mutating func reset(text wantsText: Bool) {
    bytes.removeAll()
    text = wantsText ? "" : nil
  }

  var wantsText: Bool { text != nil }

  @inline(__always)
  mutating func tag(_ tag: UInt8, _ description: @autoclosure () -> String) {
    bytes.append(tag)
    if text != nil { text! += description() }
  }

  @inline(__always)
  mutating func word(_ value: UInt64, _ description: @autoclosure () -> String) {
    bytes.append(value)
    if text != nil { text! += description() }
  }

  @inline(__always)
  mutating func reference(_ number: Int, _ tag: UInt8, _ prefix: String) {
    bytes.append(tag)
    bytes.append(UInt32(truncatingIfNeeded: number))
    if text != nil { text! += prefix + String(number) }
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      bytes.append(UInt32(truncatingIfNeeded: utf8.count))
      if let base = utf8.baseAddress { bytes.append(UnsafeRawPointer(base), count: utf8.count) }
    }
  }

  mutating func raw(_ pointer: UnsafeRawPointer, count: Int) {
    bytes.append(pointer, count: count)
    if text != nil {
      text! +=
        " 0x"
        + (0..<count).reversed().map { index in
          let byte = pointer.load(fromByteOffset: index, as: UInt8.self)
          return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }
  }

  /// A type, by its metadata's address: the same within a process, and never in a key that
  /// leaves it.
  @inline(__always)
  mutating func type(_ type: TypeMetadata, tag: UInt8, _ prefix: @autoclosure () -> String) {
    bytes.append(tag)
    bytes.append(UInt64(UInt(bitPattern: type.pointer)))
    if text != nil { text! += prefix() + type.name }
  }
}

/// A growing buffer of bytes, little-endian words written in place.
///
/// It is a class so that an encoder's output can be set aside and restored (ordering a
/// dictionary's entries writes to another) without copying its bytes; one encoder uses it, on
/// one thread at a time.
final class StateBytes {
  @exclusivity(unchecked) private var storage: UnsafeMutableRawPointer
  @exclusivity(unchecked) private var capacity: Int
  /// How many bytes were written.
  @exclusivity(unchecked) private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    storage = .allocate(byteCount: self.capacity, alignment: 8)
  }

  deinit { storage.deallocate() }

  @inline(__always)
  private func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  @inline(never)
  private func grow(to needed: Int) {
    var newCapacity = capacity &* 2
    while newCapacity < needed { newCapacity &*= 2 }
    let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
    newStorage.copyMemory(from: storage, byteCount: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    reserve(1)
    storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count &+= 1
  }

  @inline(__always)
  func append(_ word: UInt32) {
    reserve(4)
    storage.storeBytes(of: word.littleEndian, toByteOffset: count, as: UInt32.self)
    count &+= 4
  }

  @inline(__always)
  func append(_ word: UInt64) {
    reserve(8)
    storage.storeBytes(of: word.littleEndian, toByteOffset: count, as: UInt64.self)
    count &+= 8
  }

  func append(_ source: UnsafeRawPointer, count byteCount: Int) {
    guard byteCount > 0 else { return }
    reserve(byteCount)
    (storage + count).copyMemory(from: source, byteCount: byteCount)
    count &+= byteCount
  }

  /// Forgets every byte, keeping the room.
  func removeAll() { count = 0 }

  /// Forgets the bytes from `newCount` on.
  func truncate(to newCount: Int) {
    precondition(newCount >= 0 && newCount <= count, "truncating past the end")
    count = newCount
  }

  /// Calls `body` with the bytes written; they are valid only during the call.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try body(UnsafeRawBufferPointer(start: storage, count: count))
  }

  /// The bytes in `range`, valid while nothing is written or forgotten.
  private func bytes(in range: Range<Int>) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: storage + range.lowerBound, count: range.count)
  }

  /// Whether the bytes in `first` read before those in `second`, byte by byte, a prefix
  /// first.
  func precedes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    bytes(in: first).lexicographicallyPrecedes(bytes(in: second))
  }

  /// Whether the bytes in two ranges are the same.
  func equal(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    bytes(in: first).elementsEqual(bytes(in: second))
  }
}

/// The bytes that say what comes next in an encoding.
enum StateTag {
  static let root: UInt8 = 1
  static let null: UInt8 = 2
  static let strong: UInt8 = 3
  static let weak: UInt8 = 4
  static let unowned: UInt8 = 5
  static let deadUnowned: UInt8 = 6
  static let object: UInt8 = 7
  static let context: UInt8 = 8
  static let box: UInt8 = 9
  static let excluded: UInt8 = 10
  static let note: UInt8 = 11
  static let function: UInt8 = 12
  static let existential: UInt8 = 13
  static let enumeration: UInt8 = 14
  static let collection: UInt8 = 15
  static let string: UInt8 = 16
  static let metatype: UInt8 = 17
  static let shallow: UInt8 = 18
  static let entry: UInt8 = 19
  static let identity: UInt8 = 20
}
