import CMalloc

/// Reads of heap objects: their metadata, the words inside them, their retain counts, and the
/// captures of closure contexts and boxes.
///
/// Every read here assumes a quiet graph: the objects are alive and no other thread mutates
/// them while the walk runs. Nothing here retains what it reads.
enum HeapObjects {
  /// The word at `address`.
  @inline(__always)
  static func word(at address: UInt) -> UInt {
    UnsafeRawPointer(bitPattern: address)!.load(as: UInt.self)
  }

  /// A pointer for reading a value stored at `address`.
  @inline(__always)
  static func pointer(_ address: UInt) -> UnsafeRawPointer {
    UnsafeRawPointer(bitPattern: address)!
  }

  /// The object a weak reference stored at `address` refers to, or `nil` once it deinits.
  ///
  /// The reference is copied bit for bit into a scratch cell that is read and never
  /// destroyed, so the side table's weak count is left as it was.
  static func loadWeak(at address: UInt) -> AnyObject? {
    withUnsafeTemporaryAllocation(of: WeakCell.self, capacity: 1) { cell in
      let scratch = UnsafeMutableRawPointer(cell.baseAddress!)
      scratch.copyMemory(from: pointer(address), byteCount: MemoryLayout<WeakCell>.size)
      return cell.baseAddress!.pointee.object
    }
  }

  /// What a heap object is, from the metadata its first word points to.
  enum Kind {
    /// A class instance, with its class.
    case object(TypeMetadata)
    /// An object the runtime cannot describe from Swift (an Objective-C object on Apple
    /// platforms).
    case foreignObject
    /// A closure context or a box whose metadata carries a capture descriptor.
    case captureContext(TypeMetadata)
    /// A generic box: one value of a type the box's metadata names.
    case genericBox(TypeMetadata)
    /// Any other heap object; the string says what, for a note.
    case other(String)
  }

  static func kind(of address: UInt) -> Kind {
    #if canImport(ObjectiveC)
      // Tagged pointers (no memory behind them) and non-pointer isa words (objects made by
      // the Objective-C runtime) are not Swift heap objects this walk can read.
      #if arch(arm64)
        if address & (1 << 63) != 0 { return .foreignObject }
      #else
        if address & 1 != 0 { return .foreignObject }
      #endif
      if word(at: address) & 1 != 0 { return .foreignObject }
    #endif
    // A metadata pointer is aligned and points past the first page: any other first word is
    // not a Swift heap object's, and reading a metadata there would read what is not one.
    let first = word(at: address)
    guard first & 7 == 0, first >= 4096 else { return .other("not a Swift heap object") }
    let metadata = TypeMetadata(pointer(first))
    switch metadata.kind {
    case .classType: return metadata.isSwiftClass ? .object(metadata) : .foreignObject
    case .heapLocalVariable: return .captureContext(metadata)
    case .heapGenericLocalVariable: return .genericBox(metadata)
    default: return .other("a heap object of kind 0x\(String(metadata.rawKind, radix: 16))")
    }
  }

  /// The strong retain count of a live object, or `nil` when the runtime cannot say.
  ///
  /// The count includes every strong reference, the caller's own included: read it while
  /// holding a known number of references.
  static func retainCount(of address: UInt, using symbols: RuntimeSymbols) -> Int? {
    symbols.retainCount.map { $0(pointer(address)) }
  }

  /// How many bytes the allocator gave the heap object at `address`: at least the object.
  ///
  /// Only for objects the runtime allocated with `malloc` (closure contexts, boxes, class
  /// instances): an object the compiler laid out statically has no allocator block.
  static func allocationSize(of address: UInt) -> Int {
    #if canImport(Darwin)
      malloc_size(UnsafeRawPointer(bitPattern: address))
    #else
      malloc_usable_size(UnsafeMutableRawPointer(bitPattern: address))
    #endif
  }

  /// The captured variables of a C block: where they start and how many bytes, from the
  /// block's descriptor; `nil` for a null block or one whose descriptor looks wrong.
  ///
  /// A block is `{ isa, flags: Int32, reserved: Int32, invoke, descriptor }`, then its
  /// captures; its descriptor is `{ reserved, size }`, the size counting the header.
  static func blockCaptures(_ block: UInt) -> (start: UInt, count: Int)? {
    guard block != 0 else { return nil }
    let descriptor = word(at: block + 24)
    guard descriptor != 0 else { return nil }
    let size = Int(bitPattern: word(at: descriptor + 8))
    // A block holds a handful of captures; anything else is no block descriptor.
    guard size >= 32, size <= 1 << 16 else { return nil }
    return (block + 32, size - 32)
  }

  /// Where the value of a box starts: after the heap object header, aligned for the value.
  static func boxValueOffset(alignmentMask: Int) -> Int {
    (16 + alignmentMask) & ~alignmentMask
  }

  /// The elements of native array storage, read in place: where they start and how many.
  ///
  /// Native storage (`_ContiguousArrayStorage<Element>`) is a heap object header, the count,
  /// the capacity, then the elements, aligned for their type. The layout is checked once on
  /// sample arrays; when it does not match, or the storage is not native (an `NSArray` bridged
  /// on Apple platforms), this returns `nil` and the caller goes through the array's own API.
  static func nativeArrayElements(
    storage: UInt, elementAlignmentMask: Int
  ) -> (start: UInt, count: Int)? {
    let descriptor = NativeArrayLayout.storageDescriptor
    guard descriptor != 0 else { return nil }
    #if canImport(ObjectiveC)
      if word(at: storage) & 1 != 0 { return nil }
    #endif
    let metadata = TypeMetadata(pointer(word(at: storage)))
    guard metadata.kind == .classType,
      UInt(bitPattern: metadata.descriptor) == descriptor
    else { return nil }
    let count = Int(bitPattern: word(at: storage + UInt(NativeArrayLayout.countOffset)))
    let start = (NativeArrayLayout.headerSize + elementAlignmentMask) & ~elementAlignmentMask
    return (storage + UInt(start), count)
  }
}

extension HeapObjects {
  /// Calls `body` with the addresses of each occupied bucket's key and value (the value is
  /// zero for a set) of native dictionary or set storage, read in place; returns `false`,
  /// calling nothing, when the storage is not native or the layout was not confirmed.
  ///
  /// Native storage is a heap object with the count, capacity, scale (buckets are `1 << scale`)
  /// and pointers to the keys and values (or elements), followed by a bitmap of occupied
  /// buckets. The offsets are those the runtime reports for the storage classes' stored
  /// properties, confirmed once on sample collections.
  static func forEachNativeHashedEntry(
    storage: UInt, isDictionary: Bool, keyStride: Int, valueStride: Int,
    _ body: (UInt, UInt) -> Void
  ) -> Bool {
    guard let layout = isDictionary ? NativeHashedLayout.dictionary : NativeHashedLayout.set
    else { return false }
    #if canImport(ObjectiveC)
      if word(at: storage) & 1 != 0 { return false }
    #endif
    let metadata = TypeMetadata(pointer(word(at: storage)))
    guard metadata.kind == .classType, UInt(bitPattern: metadata.descriptor) == layout.descriptor
    else { return false }
    layout.forEachEntry(storage: storage, keyStride: keyStride, valueStride: valueStride, body)
    return true
  }
}

/// Where native dictionary and set storage keep their buckets.
private struct NativeHashedLayout: Sendable {
  let descriptor: UInt
  let scaleOffset: Int
  let keysOffset: Int
  /// The values' pointer; -1 for a set.
  let valuesOffset: Int
  let bitmapOffset: Int

  func forEachEntry(
    storage: UInt, keyStride: Int, valueStride: Int, _ body: (UInt, UInt) -> Void
  ) {
    let scale = HeapObjects.pointer(storage).load(fromByteOffset: scaleOffset, as: Int8.self)
    let buckets = 1 << Int(scale)
    let keys = HeapObjects.word(at: storage + UInt(keysOffset))
    let values = valuesOffset < 0 ? 0 : HeapObjects.word(at: storage + UInt(valuesOffset))
    let wordBits = UInt.bitWidth
    for wordIndex in 0..<((buckets + wordBits - 1) / wordBits) {
      var bits = HeapObjects.word(at: storage + UInt(bitmapOffset + wordIndex * 8))
      // Bits past the last bucket are set, as a sentinel for the standard library's iterator.
      let bucketsInWord = buckets - wordIndex * wordBits
      if bucketsInWord < wordBits { bits &= (1 << UInt(bucketsInWord)) - 1 }
      while bits != 0 {
        let bucket = wordIndex * wordBits + bits.trailingZeroBitCount
        bits &= bits - 1
        body(
          keys &+ UInt(bucket &* keyStride),
          values == 0 ? 0 : values &+ UInt(bucket &* valueStride))
      }
    }
  }

  static let dictionary: NativeHashedLayout? = {
    let sample: [Int: Int] = [1: 10, 2: 20, 3: 30, 4: 40]
    let storage = unsafeBitCast(sample, to: UInt.self)
    guard let layout = learn(storage: storage, keys: "_rawKeys", values: "_rawValues") else {
      return nil
    }
    var found: [Int: Int] = [:]
    layout.forEachEntry(storage: storage, keyStride: 8, valueStride: 8) { key, value in
      found[HeapObjects.pointer(key).load(as: Int.self)] =
        HeapObjects.pointer(value).load(as: Int.self)
    }
    return withExtendedLifetime(sample) { found == sample ? layout : nil }
  }()

  static let set: NativeHashedLayout? = {
    let sample: Set<Int> = [5, 6, 7, 8, 9]
    let storage = unsafeBitCast(sample, to: UInt.self)
    guard let layout = learn(storage: storage, keys: "_rawElements", values: nil) else {
      return nil
    }
    var found: Set<Int> = []
    layout.forEachEntry(storage: storage, keyStride: 8, valueStride: 0) { element, _ in
      found.insert(HeapObjects.pointer(element).load(as: Int.self))
    }
    return withExtendedLifetime(sample) { found == sample ? layout : nil }
  }()

  /// The offsets of a storage object's fields, by name, from the runtime.
  private static func learn(storage: UInt, keys: String, values: String?) -> NativeHashedLayout? {
    guard case .object(let metadata) = HeapObjects.kind(of: storage),
      let descriptor = metadata.descriptor,
      case .fields(let fields) = metadata.storedFields(using: .process)
    else { return nil }
    func offset(_ name: String) -> Int? { fields.first { $0.name == name }?.offset }
    guard let scale = offset("_scale"), let keysOffset = offset(keys),
      let last = fields.map(\.offset).max()
    else { return nil }
    let valuesOffset = values.map { offset($0) ?? -2 } ?? -1
    guard valuesOffset != -2 else { return nil }
    return NativeHashedLayout(
      descriptor: UInt(bitPattern: descriptor), scaleOffset: scale, keysOffset: keysOffset,
      valuesOffset: valuesOffset, bitmapOffset: (last + 8 + 7) & ~7)
  }
}

/// The layout of native array storage, confirmed on sample arrays of two element types.
private enum NativeArrayLayout {
  static let countOffset = 16
  static let headerSize = 32

  /// The address of the generic descriptor that every `_ContiguousArrayStorage<Element>`
  /// shares, or zero when the samples do not have the expected layout.
  static let storageDescriptor: UInt = {
    let numbers = [10, 20, 30]
    let objects: [AnyObject] = [NativeArraySample(), NativeArraySample()]
    func confirmed<Element>(_ array: [Element]) -> UInt? {
      let storage = unsafeBitCast(array, to: UInt.self)
      let elements = array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      guard elements == storage + UInt(headerSize),
        HeapObjects.word(at: storage + UInt(countOffset)) == UInt(array.count),
        case .object(let metadata) = HeapObjects.kind(of: storage)
      else { return nil }
      return metadata.descriptor.map { UInt(bitPattern: $0) }
    }
    guard let first = confirmed(numbers), let second = confirmed(objects), first == second
    else { return 0 }
    return first
  }()
}

private final class NativeArraySample {}

/// The storage of one weak reference, for ``HeapObjects/loadWeak(at:)``.
private struct WeakCell {
  weak var object: AnyObject?
}
