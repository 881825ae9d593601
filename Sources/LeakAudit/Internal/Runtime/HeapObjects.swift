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
    let metadata = TypeMetadata(pointer(word(at: address)))
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

// MARK: Closure contexts

/// What a closure context (or a compiler-made box) holds, from its capture descriptor.
///
/// A context is a heap object whose metadata (kind `heapLocalVariable`) is
/// `{ kind; u32 offsetToFirstCapture; CaptureDescriptor * }`, and the descriptor is
/// `{ u32 numCaptureTypes, numMetadataSources, numBindings; i32 typeNames[numCaptureTypes];
/// { i32 typeName, i32 source } sources[numMetadataSources] }`. In the object, generic
/// bindings (one word each) follow the header, then the captures, each aligned for its type.
struct CaptureDescription {
  /// One captured value, as its mangled type name says.
  enum Capture {
    /// A value of a type the runtime resolved.
    case value(TypeMetadata)
    /// A value whose type is generic parameter number `binding` of the context.
    case genericValue(binding: Int)
    /// A `weak`, `unowned` or `unowned(unsafe)` capture: not an owner. It takes the space of
    /// the given value (or of the generic binding's type).
    case notOwning(TypeMetadata?, binding: Int?, ownership: ReferenceOwnership)
    /// A reference to a box that holds a captured `var`.
    case box
    /// A Swift closure: function pointer, then context.
    case thickFunction
    /// A function pointer with no context.
    case thinFunction
    /// A C block: opaque.
    case block
    /// A capture this analysis cannot type; nothing after it can be placed.
    case unknown
  }

  let headerSize: Int
  let bindingCount: Int
  let captures: [Capture]

  /// Reads the description from a context's metadata; `nil` when it has no descriptor.
  init?(contextMetadata metadata: TypeMetadata) {
    let pointer = metadata.pointer
    guard let descriptor = pointer.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else {
      return nil
    }
    headerSize = Int(pointer.load(fromByteOffset: 8, as: UInt32.self))
    let captureCount = Int(descriptor.load(as: UInt32.self))
    let sourceCount = Int(descriptor.load(fromByteOffset: 4, as: UInt32.self))
    bindingCount = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
    // Generic parameters that the bindings supply: `x <- B0` says binding 0 is τ_0_0.
    var bindings: [String: Int] = [:]
    for index in 0..<sourceCount {
      let record = descriptor + 12 + captureCount * 4 + index * 8
      guard let parameter = relativePointer(at: record),
        let source = relativePointer(at: record + 4)
      else { continue }
      let sourceText = MangledName(source).text
      if sourceText.first == "B",
        let binding = Int(sourceText.dropFirst().prefix(while: \.isNumber))
      {
        bindings[MangledName(parameter).text] = binding
      }
    }
    captures = (0..<captureCount).map { index in
      guard let name = relativePointer(at: descriptor + 12 + index * 4) else { return .unknown }
      return Self.capture(MangledName(name), bindings: bindings)
    }
  }

  /// A capture with its place in the context.
  struct Placed {
    enum Kind {
      case value(TypeMetadata)
      /// A `weak`, `unowned` or `unowned(unsafe)` capture of a value of the type.
      case notOwning(TypeMetadata, ReferenceOwnership)
      case box
      case thickFunction
      case thinFunction
      case block
    }

    var kind: Kind
    /// Where it starts, from the context's address.
    var offset: Int
  }

  /// Places the captures, each aligned for its type, after the header and the bindings.
  ///
  /// - Parameter bindings: The address of the instance's generic bindings, for generic
  ///   captures; `nil` when there are none.
  /// - Returns: The captures placed, and whether all were: placing stops at the first capture
  ///   whose type the runtime cannot describe, since nothing after it can be placed.
  func placed(bindings: UInt?) -> (captures: [Placed], isComplete: Bool) {
    var offset = headerSize + bindingCount * 8
    func binding(_ index: Int) -> TypeMetadata? {
      guard let bindings, index < bindingCount else { return nil }
      return TypeMetadata(HeapObjects.pointer(HeapObjects.word(at: bindings + UInt(index * 8))))
    }
    func place(size: Int, alignmentMask: Int) -> Int {
      offset = (offset + alignmentMask) & ~alignmentMask
      defer { offset += size }
      return offset
    }
    func place(_ type: TypeMetadata) -> Int {
      place(size: type.valueWitnesses.size, alignmentMask: type.valueWitnesses.alignmentMask)
    }
    var result: [Placed] = []
    for capture in captures {
      switch capture {
      case .value(let type):
        result.append(Placed(kind: .value(type), offset: place(type)))
      case .genericValue(let index):
        guard let type = binding(index) else { return (result, false) }
        result.append(Placed(kind: .value(type), offset: place(type)))
      case .notOwning(let type, let index, let ownership):
        guard let type = type ?? index.flatMap(binding) else { return (result, false) }
        result.append(Placed(kind: .notOwning(type, ownership), offset: place(type)))
      case .box:
        result.append(Placed(kind: .box, offset: place(size: 8, alignmentMask: 7)))
      case .thickFunction:
        result.append(Placed(kind: .thickFunction, offset: place(size: 16, alignmentMask: 7)))
      case .thinFunction:
        result.append(Placed(kind: .thinFunction, offset: place(size: 8, alignmentMask: 7)))
      case .block:
        result.append(Placed(kind: .block, offset: place(size: 8, alignmentMask: 7)))
      case .unknown:
        return (result, false)
      }
    }
    return (result, true)
  }

  private static func capture(_ name: MangledName, bindings: [String: Int]) -> Capture {
    if name.mentionsBlock { return .block }
    switch name.suffix {
    case "Xw", "Xo", "Xu":
      let base = name.droppingSuffix(2)
      return .notOwning(
        base.resolve(), binding: bindings[base.text],
        ownership: ReferenceOwnership(suffix: name.suffix))
    case "Xx":
      return .box
    default:
      break
    }
    if let type = name.resolve() { return .value(type) }
    if let function = name.implFunctionKind { return function }
    // An optional closure (`onDismissed?()` captured as is): the same two words, `nil` when
    // the function pointer is zero.
    if name.suffix == "Sg", let function = name.droppingSuffix(2).implFunctionKind {
      return function
    }
    if let binding = bindings[name.text] { return .genericValue(binding: binding) }
    return .unknown
  }
}

// MARK: Mangled names

/// A mangled type name in the binary, which may contain symbolic references (a control byte
/// 0x01–0x17 followed by a 32-bit relative offset, or 0x18–0x1F followed by a pointer).
struct MangledName {
  let start: UnsafeRawPointer
  let length: Int

  init(_ start: UnsafeRawPointer) {
    self.start = start
    var index = 0
    while true {
      let byte = start.load(fromByteOffset: index, as: UInt8.self)
      if byte == 0 { break }
      index += Self.tokenLength(byte)
    }
    length = index
  }

  private init(start: UnsafeRawPointer, length: Int) {
    self.start = start
    self.length = length
  }

  private static func tokenLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0x01...0x17: 5
    case 0x18...0x1F: 1 + MemoryLayout<UInt>.size
    default: 1
    }
  }

  /// The printable characters, with each symbolic reference shown as `§`.
  var text: String {
    var result = ""
    var index = 0
    while index < length {
      let byte = start.load(fromByteOffset: index, as: UInt8.self)
      result.append(byte < 0x20 ? "§" : Character(Unicode.Scalar(byte)))
      index += Self.tokenLength(byte)
    }
    return result
  }

  /// The last two printable characters.
  var suffix: Substring { text.suffix(2) }

  func droppingSuffix(_ count: Int) -> MangledName {
    MangledName(start: start, length: max(length - count, 0))
  }

  /// Whether the name mentions a C block (`XB`, or `XzB` with a C type).
  ///
  /// Building metadata for a type that wraps a block crashes the runtime on Linux, so any such
  /// name is never resolved. An identifier that happens to contain `XB` is a false alarm: its
  /// field is reported as not followed, never read.
  var mentionsBlock: Bool {
    text.contains("XB") || text.contains("XzB") || implFunctionKind.map { $0.isBlock } == true
  }

  /// The type this name denotes without generic context, or `nil`.
  func resolve(
    genericContext: UnsafeRawPointer? = nil, genericArguments: UnsafeRawPointer? = nil
  ) -> TypeMetadata? {
    guard length > 0 else { return nil }
    let type = _getTypeByMangledNameInContext(
      start.assumingMemoryBound(to: UInt8.self), UInt(length),
      genericContext: genericContext, genericArguments: genericArguments)
    return type.map(TypeMetadata.init)
  }

  /// For a SIL function type (`…I` attributes `_`, as captured closures are named), whether it
  /// is a thick Swift closure, a thin function or a block; `nil` for other names.
  ///
  /// The attributes are `I`, optional pattern and invocation substitutions (`s`, `I`),
  /// pseudo-generic (`P`), escaping (`e`), isolation (`A`), differentiability (`d l f r`), then
  /// the callee convention: `t` thin, or `y g x` (also spelled `d g o` by newer compilers)
  /// thick; then the representation, where `B` is a block and `C` a C function.
  var implFunctionKind: CaptureDescription.Capture? {
    let characters = Array(text)
    guard characters.last == "_" else { return nil }
    for start in characters.indices.reversed() where characters[start] == "I" {
      var index = start + 1
      for optional in ["s", "I", "P", "e", "A"] where index < characters.count {
        if characters[index] == Character(optional) { index += 1 }
      }
      if index < characters.count, "dlfr".contains(characters[index]),
        index + 1 < characters.count, "ygxtdo".contains(characters[index + 1])
      {
        index += 1
      }
      guard index < characters.count, "ygxtdo".contains(characters[index]) else { continue }
      let callee = characters[index]
      let representation = index + 1 < characters.count ? characters[index + 1] : "_"
      if representation == "B"
        || representation == "z" && index + 2 < characters.count
          && characters[index + 2] == "B"
      {
        return .block
      }
      if callee == "t" || representation == "C" { return .thinFunction }
      return .thickFunction
    }
    return nil
  }
}

extension CaptureDescription.Capture {
  var isBlock: Bool {
    if case .block = self { return true }
    return false
  }
}
