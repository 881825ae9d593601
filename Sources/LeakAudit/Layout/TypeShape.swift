/// What a value of one type is, as every walk of memory reads it.
///
/// The one description that the retain graph's layouts (strong references only,
/// ``LayoutCompiler``) and the state key's plans (everything, ``StatePlanCompiler``) are both
/// derived from, so that how a kind of value is read is decided once. A closure context's
/// captures are described once too, by ``CaptureDescription``.
///
/// A shape says how to read a value in place; a value made of others (``fields``,
/// ``enumeration``, ``collection(_:)``) is read through the shapes of its parts.
enum TypeShape {
  /// One word that refers to a class instance, `nil` as zero: a class, a class-bound
  /// existential (its witness tables follow the reference), or an optional of either.
  case reference
  /// A Swift closure: a function pointer, then its context.
  case closure
  /// A function pointer with no context: a thin or C function.
  case functionPointer
  /// A C block. Never read: building metadata for a type that wraps one crashes the runtime
  /// on Linux.
  case block
  /// `Any` or `any P`: three words of inline buffer (or a box), the dynamic type, witness
  /// tables.
  case opaqueExistential
  /// `any Error`: a reference to a box.
  case errorExistential
  /// An enum or an optional whose cases are read from its metadata (see
  /// ``TypeMetadata/enumCases``).
  case enumeration
  /// A `String`.
  case string
  /// An array, dictionary or set, read through its accessor.
  case collection(any CollectionAccessor)
  /// A struct or tuple, read through its stored fields (see ``TypeMetadata/storedFields(using:)``).
  case fields
  /// Plain data: the standard library's builtin integers, floats and vectors.
  case data(size: Int)
  /// A strong reference to a heap object of a kind found at run time (`Builtin.NativeObject`).
  case heapReference
  /// A pointer with no ownership (`Builtin.RawPointer`, inside `UnsafePointer` and its kin).
  case rawPointer
  /// A type, as a value.
  case metatype
  /// A differentiable function, whose layout is larger than a closure's: not read.
  case differentiableFunction
  /// Metadata of a kind no walk reads as a value (a foreign reference type, a box's own kind).
  case unknownKind(UInt)
  /// Builtin storage of another kind than data, references and raw pointers
  /// (`Builtin.BridgeObject` outside a string or a collection): not read.
  case unknownBuiltin(String)

  /// The shape of values of `type`.
  ///
  /// - Parameter type: The type.
  init(_ type: TypeMetadata) {
    switch type.kind {
    case .classType, .foreignClass, .objcClassWrapper:
      self = .reference
    case .function:
      switch type.functionConvention {
      case .swift: self = .closure
      case .thin, .c: self = .functionPointer
      case .block: self = .block
      case .unsupported: self = .differentiableFunction
      }
    case .existential:
      switch type.existentialRepresentation {
      case .classBound: self = .reference
      case .opaque: self = .opaqueExistential
      case .error: self = .errorExistential
      }
    case .optional where type.wrapsReference:
      // `nil` is the zero word: a plain reference.
      self = .reference
    case .optional, .enumType:
      self = .enumeration
    case .structType:
      if type == Self.stringType {
        self = .string
      } else if let collection = type.type as? any WalkableCollection.Type {
        self = .collection(collection.accessor)
      } else {
        self = .fields
      }
    case .tuple:
      self = .fields
    case .metatype, .existentialMetatype:
      self = .metatype
    case .opaque:
      self = Self.builtin(type)
    case .foreignReference, .heapLocalVariable, .heapGenericLocalVariable, .other:
      self = .unknownKind(type.rawKind)
    }
  }

  /// The standard library's builtin storage, by its name.
  private static func builtin(_ type: TypeMetadata) -> TypeShape {
    let name = type.name
    if name.hasPrefix("Builtin.Int") || name.hasPrefix("Builtin.FPIEEE")
      || name.hasPrefix("Builtin.Vec") || name == "Builtin.Word"
    {
      // Builtin.Int1 is one byte whose upper bits are zero.
      return .data(size: type.valueWitnesses.size)
    }
    if name == "Builtin.NativeObject" || name == "Builtin.UnknownObject" { return .heapReference }
    if name == "Builtin.RawPointer" { return .rawPointer }
    return .unknownBuiltin(name)
  }

  private static var stringType: TypeMetadata { TypeMetadata(String.self) }
}
