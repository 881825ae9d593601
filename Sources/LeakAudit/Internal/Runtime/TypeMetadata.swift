/// Type metadata as the Swift runtime lays it out on 64-bit platforms, with the reads that
/// retain-graph analysis needs: kinds, value witnesses, stored fields, enum cases, existential
/// and function representations.
///
/// Every read of runtime structures lives in this folder (`Internal/Runtime`). The layouts are
/// the stable Swift ABI (`docs/ABI/TypeMetadata.rst` in the Swift repository); the runtime
/// functions come from ``RuntimeSymbols``.
struct TypeMetadata: Hashable {
  let pointer: UnsafeRawPointer

  init(_ type: any Any.Type) {
    pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  init(_ pointer: UnsafeRawPointer) {
    self.pointer = pointer
  }

  var type: any Any.Type { unsafeBitCast(pointer, to: Any.Type.self) }

  /// The type's name as `String(describing:)` prints it, like ``TrackedObject/typeName``.
  var name: String { String(describing: type) }

  /// Whether the type is one of the networking system's (FoundationNetworking's, on Linux): a
  /// `URLSession`, its tasks, their registries and handles, caches, cookie and credential
  /// stores, which the session's own threads change while the app runs.
  ///
  /// The walks, which read without locks, read none of their stored properties: a task in
  /// flight released an object of its own while a walk read it (a crash exploring a public
  /// app whose cells load their images). On Apple platforms they are Objective-C objects,
  /// which the walks do not read either.
  var isNetworkingSystemType: Bool {
    let key = UInt(bitPattern: pointer)
    if let known = Self.networkingSystemTypes.withLock({ $0[key] }) { return known }
    // Metadata lives as long as the process: each type's name is read once, not once per walk.
    let result = String(reflecting: type).hasPrefix("FoundationNetworking.")
    Self.networkingSystemTypes.withLock { $0[key] = result }
    return result
  }

  /// ``isNetworkingSystemType`` by metadata address, for every walk of the process.
  private static let networkingSystemTypes = LockedBox<[UInt: Bool]>([:])

  /// The kinds of metadata retain-graph analysis tells apart.
  enum Kind: Equatable {
    case classType, structType, enumType, optional, foreignClass, foreignReference, opaque
    case tuple, function, existential, metatype, objcClassWrapper, existentialMetatype
    case heapLocalVariable, heapGenericLocalVariable, other
  }

  var kind: Kind {
    let raw = pointer.load(as: UInt.self)
    // Above the last enumerated kind the word is an Objective-C isa pointer: a class.
    if raw > 0x7FF { return .classType }
    switch raw {
    case 0: return .classType
    case 0x200: return .structType
    case 0x201: return .enumType
    case 0x202: return .optional
    case 0x203: return .foreignClass
    case 0x204: return .foreignReference
    case 0x300: return .opaque
    case 0x301: return .tuple
    case 0x302: return .function
    case 0x303: return .existential
    case 0x304: return .metatype
    case 0x305: return .objcClassWrapper
    case 0x306: return .existentialMetatype
    case 0x400: return .heapLocalVariable
    case 0x500: return .heapGenericLocalVariable
    default: return .other
    }
  }

  /// The raw kind, for notes about kinds this analysis does not follow.
  var rawKind: UInt { pointer.load(as: UInt.self) }

  /// The value witness table, found one word before the metadata's address point.
  ///
  /// Never ask it of a C block function type: on Linux such a type has no usable table.
  var valueWitnesses: ValueWitnesses {
    ValueWitnesses(table: pointer.load(fromByteOffset: -8, as: UnsafeRawPointer.self))
  }

  // MARK: Nominal type descriptors

  /// The nominal type descriptor of a struct, enum, optional or Swift class.
  var descriptor: UnsafeRawPointer? {
    switch kind {
    case .structType, .enumType, .optional:
      return pointer.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
    case .classType:
      guard isSwiftClass else { return nil }
      return pointer.load(fromByteOffset: Self.classDescriptorOffset, as: UnsafeRawPointer?.self)
    default:
      return nil
    }
  }

  #if canImport(ObjectiveC)
    /// isa, superclass, two cache words and the rodata word precede the Swift class fields.
    private static let classDescriptorOffset = 64
  #else
    private static let classDescriptorOffset = 40
  #endif

  /// The size of an instance of a Swift class, from its metadata: the header and the stored
  /// properties of the class and its superclasses (not tail-allocated elements).
  var instanceSize: Int {
    Int(pointer.load(fromByteOffset: Self.classDescriptorOffset - 16, as: UInt32.self))
  }

  /// Whether a class is a Swift class (not a pure Objective-C one).
  var isSwiftClass: Bool {
    #if canImport(ObjectiveC)
      // The low bits of the rodata word mark Swift classes.
      return pointer.load(fromByteOffset: 32, as: UInt.self) & 3 != 0
    #else
      return true
    #endif
  }

  /// The superclass whose stored fields the runtime counts in a class's recursive fields.
  var reflectedSuperclass: TypeMetadata? {
    guard kind == .classType, let descriptor,
      descriptor.load(fromByteOffset: 20, as: Int32.self) != 0,  // SuperclassType
      let superclass = pointer.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
    else { return nil }
    let metadata = TypeMetadata(superclass)
    return metadata.isSwiftClass ? metadata : nil
  }

  /// The field records of the type's own descriptor, or `nil` when it was built without
  /// reflection metadata.
  private var fieldRecords: [FieldRecord]? {
    guard let descriptor, let fields = relativePointer(at: descriptor + 16) else { return nil }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    return (0..<count).map { index in
      let record = fields + 16 + index * recordSize
      return FieldRecord(
        flags: record.load(as: UInt32.self),
        mangledTypeName: relativePointer(at: record + 4),
        name: relativePointer(at: record + 8).map {
          String(cString: $0.assumingMemoryBound(to: CChar.self))
        } ?? "?")
    }
  }

  /// How many stored fields the descriptor declares, with or without reflection metadata.
  private var declaredFieldCount: Int {
    guard let descriptor else { return 0 }
    switch kind {
    case .structType: return Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
    case .classType: return Int(descriptor.load(fromByteOffset: 36, as: UInt32.self))
    default: return 0
    }
  }

  // MARK: Stored fields

  /// A stored field of a class, struct or tuple.
  struct Field {
    var name: String
    var offset: Int
    /// What the field holds; `nil` when asking the runtime is unsafe (see `unsupported`).
    var type: TypeMetadata?
    /// `false` for `weak`, `unowned` and `unowned(unsafe)` fields.
    var isStrong: Bool
    /// Why the field is not followed, when it is not.
    var unsupported: String?
    /// How the field holds a reference, from its mangled type name; `.strong` for a field
    /// of a tuple, whose elements are never weak.
    var ownership: ReferenceOwnership = .strong
  }

  /// The stored fields of a class (its superclasses' first), struct or tuple.
  ///
  /// Fields are listed from the type's own field records before the runtime is asked about any:
  /// resolving a field whose type wraps a C block (`Optional` of a block, a tuple with one)
  /// crashes the runtime on Linux, so such fields are reported as unsupported instead.
  ///
  /// - Returns: The fields, or why they cannot be listed.
  func storedFields(using symbols: RuntimeSymbols) -> FieldListing {
    guard let count = symbols.fieldCount, let fieldType = symbols.fieldType,
      let fieldOffset = symbols.fieldOffset
    else { return .missingSymbols(symbols.missingFieldSymbols) }
    var screened: [FieldRecord?] = []
    var withoutMetadata: [String] = []
    switch kind {
    case .tuple:
      // A tuple's element types exist already: the runtime builds no new metadata for them.
      screened = Array(repeating: nil, count: count(pointer))
    case .structType, .classType:
      var chain: [TypeMetadata] = [self]
      while let superclass = chain.last?.reflectedSuperclass { chain.append(superclass) }
      for type in chain.reversed() {
        if let records = type.fieldRecords {
          screened += records.map { $0 }
        } else if type.declaredFieldCount > 0 {
          withoutMetadata.append(type.name)
        }
      }
      guard screened.count == count(pointer) else { return .unmatched }
    default:
      return .fields([])
    }
    var fields: [Field] = []
    for (index, record) in screened.enumerated() {
      if let record, let mangled = record.mangledTypeName, MangledName(mangled).mentionsBlock {
        fields.append(
          Field(
            name: record.name, offset: fieldOffset(pointer, index), type: nil, isStrong: true,
            unsupported: "a C block"))
        continue
      }
      var reflection = FieldReflectionMetadata()
      let type = withUnsafeMutablePointer(to: &reflection) {
        fieldType(pointer, index, UnsafeMutableRawPointer($0))
      }
      let name = reflection.name.map { String(cString: $0) } ?? record?.name ?? "\(index)"
      if let free = reflection.freeFunc { free(reflection.name) }
      var ownership = ReferenceOwnership.strong
      if !reflection.isStrong {
        ownership =
          record?.mangledTypeName.map { ReferenceOwnership(suffix: MangledName($0).suffix) }
          ?? .weak
      }
      fields.append(
        Field(
          name: name, offset: fieldOffset(pointer, index), type: TypeMetadata(type),
          isStrong: reflection.isStrong, ownership: ownership))
    }
    if !withoutMetadata.isEmpty {
      return .partial(fields, withoutMetadata: withoutMetadata)
    }
    return .fields(fields)
  }

  /// The stored fields of a type, or why they cannot be listed in full.
  enum FieldListing {
    case fields([Field])
    /// The named types (superclasses, or the type itself) were built without reflection
    /// metadata; the fields of the others are listed.
    case partial([Field], withoutMetadata: [String])
    /// The runtime's field count differs from the descriptors': the layout is not understood.
    case unmatched
    /// The runtime lacks the named functions.
    case missingSymbols([String])
  }

  // MARK: Enums

  /// A case of an enum, as its descriptor's field records describe it.
  struct EnumCase {
    var name: String
    var payload: Payload

    enum Payload {
      case none
      case value(TypeMetadata, isIndirect: Bool)
      /// The payload's type cannot be resolved safely; the reason says why.
      case unsupported(String)
    }
  }

  /// The cases of an enum or optional, payload cases first, and how many carry a payload; `nil`
  /// without reflection metadata.
  var enumCases: (cases: [EnumCase], payloadCaseCount: Int)? {
    guard let descriptor, let records = fieldRecords else { return nil }
    let payloadCaseCount = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
    let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
    let cases = records.map { record -> EnumCase in
      guard let mangled = record.mangledTypeName else {
        return EnumCase(name: record.name, payload: .none)
      }
      let name = MangledName(mangled)
      if name.mentionsBlock {
        return EnumCase(name: record.name, payload: .unsupported("a C block"))
      }
      guard
        let type = name.resolve(
          genericContext: isGeneric ? descriptor : nil,
          genericArguments: isGeneric ? pointer + 16 : nil)
      else {
        return EnumCase(name: record.name, payload: .unsupported("a payload of unknown type"))
      }
      return EnumCase(name: record.name, payload: .value(type, isIndirect: record.flags & 1 != 0))
    }
    return (cases, payloadCaseCount)
  }

  // MARK: Existentials and functions

  /// How an existential stores its value.
  enum ExistentialRepresentation {
    /// A reference, then witness tables: `AnyObject`, `any P` where `P: AnyObject`.
    case classBound
    /// A boxed error: `any Error`.
    case error
    /// Three words of inline buffer, the dynamic type, then witness tables: `Any`, `any P`.
    case opaque
  }

  var existentialRepresentation: ExistentialRepresentation {
    let flags = pointer.load(fromByteOffset: 8, as: UInt32.self)
    if (flags >> 24) & 0x3F == 1 { return .error }
    return flags & 0x8000_0000 == 0 ? .classBound : .opaque
  }

  /// How a function type is called, from its metadata flags; never touches value witnesses.
  enum FunctionConvention {
    case swift, block, thin, c, unsupported
  }

  var functionConvention: FunctionConvention {
    let flags = pointer.load(fromByteOffset: 8, as: UInt.self)
    if flags & 0x0800_0000 != 0 { return .unsupported }  // differentiable: a larger layout
    switch (flags >> 16) & 0xFF {
    case 0: return .swift
    case 1: return .block
    case 2: return .thin
    case 3: return .c
    default: return .unsupported
    }
  }

  /// For `Optional<Wrapped>`: `Wrapped`, its one generic argument.
  var optionalWrapped: TypeMetadata? {
    guard kind == .optional else { return nil }
    return TypeMetadata(pointer.load(fromByteOffset: 16, as: UnsafeRawPointer.self))
  }

  /// For `Optional<Wrapped>`: whether `Wrapped` is a class or a class-bound existential,
  /// whose `nil` is the zero word, so that the optional is read as a plain reference.
  var wrapsReference: Bool {
    guard let wrapped = optionalWrapped else { return false }
    switch wrapped.kind {
    case .classType, .foreignClass, .objcClassWrapper: return true
    case .existential: return wrapped.existentialRepresentation == .classBound
    default: return false
    }
  }

  /// For a generic box (a heap object of kind `heapGenericLocalVariable`): where the value
  /// starts and its type.
  var genericBoxContents: (offset: Int, type: TypeMetadata) {
    (
      Int(pointer.load(fromByteOffset: 8, as: UInt32.self)),
      TypeMetadata(pointer.load(fromByteOffset: 16, as: UnsafeRawPointer.self))
    )
  }
}

/// How a stored property or a closure capture holds a reference.
enum ReferenceOwnership: Equatable {
  case strong
  /// `weak`: the storage is a weak reference, `nil` once the object deinits.
  case weak
  /// `unowned`: a plain pointer that keeps the object's memory, not the object.
  case unowned
  /// `unowned(unsafe)`: a plain pointer that keeps nothing.
  case unownedUnsafe

  /// From the last two characters of a mangled type name: `Xw`, `Xo`, `Xu`; anything else
  /// (a field the runtime says is not strong) is taken for weak.
  init(suffix: Substring) {
    switch suffix {
    case "Xo": self = .unowned
    case "Xu": self = .unownedUnsafe
    default: self = .weak
    }
  }
}

/// One field record of a nominal type descriptor.
private struct FieldRecord {
  var flags: UInt32
  var mangledTypeName: UnsafeRawPointer?
  var name: String
}

/// The standard library's `_FieldReflectionMetadata`, which the field functions fill in.
private struct FieldReflectionMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

/// The target of a 32-bit self-relative pointer, or `nil` when it is zero.
func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}

/// The value witness table of a type.
struct ValueWitnesses {
  let table: UnsafeRawPointer

  private var flags: UInt32 { table.load(fromByteOffset: 80, as: UInt32.self) }

  var size: Int { table.load(fromByteOffset: 64, as: Int.self) }
  var stride: Int { table.load(fromByteOffset: 72, as: Int.self) }
  var alignmentMask: Int { Int(flags & 0xFF) }
  /// Plain old data: no reference of any kind, strong or weak, anywhere inside.
  var isPOD: Bool { flags & 0x1_0000 == 0 }
  /// Whether an existential stores such a value in its inline buffer rather than in a box.
  var isInline: Bool { flags & 0x2_0000 == 0 }
  var hasEnumWitnesses: Bool { flags & 0x20_0000 != 0 }
  var isCopyable: Bool { flags & 0x80_0000 == 0 }

  private typealias Copy =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer
    ) -> UnsafeMutableRawPointer
  private typealias Destroy = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias Inject =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) ->
    Void

  private func witness<F>(at offset: Int, as: F.Type) -> F {
    unsafeBitCast(table.load(fromByteOffset: offset, as: UnsafeRawPointer.self), to: F.self)
  }

  /// The case index of an enum value (requires ``hasEnumWitnesses``).
  func enumTag(of value: UnsafeRawPointer, type: TypeMetadata) -> Int {
    Int(witness(at: 88, as: GetTag.self)(value, type.pointer))
  }

  /// Runs `body` on the payload of the enum at `source`, read from a bitwise copy whose tag
  /// has been stripped (a multi-payload enum may keep its tag in the payload's spare bits).
  ///
  /// The copy is never destroyed, so nothing is retained or released: `body` may only read
  /// it, and must not use any weak reference it contains.
  func withProjectedPayload<Result>(
    of source: UnsafeRawPointer, type: TypeMetadata, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(byteCount: max(size, 1), alignment: 16) { buffer in
      let scratch = buffer.baseAddress!
      scratch.copyMemory(from: source, byteCount: size)
      witness(at: 96, as: Project.self)(scratch, type.pointer)
      return body(UnsafeRawPointer(scratch))
    }
  }
}
