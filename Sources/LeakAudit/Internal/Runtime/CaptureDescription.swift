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
    /// A value whose type mentions the context's generic parameters (`Optional<τ_0_0>`,
    /// `[τ_0_0]`): resolved for each instance, from its bindings.
    case genericComposite(MangledName)
    /// A `weak`, `unowned` or `unowned(unsafe)` capture: not an owner. It takes the space of
    /// the given value (or of the generic binding's type).
    case notOwning(TypeMetadata?, binding: Int?, ownership: ReferenceOwnership)
    /// A reference to a box that holds a captured `var` (or, in a generic context, a `weak`
    /// or `unowned` capture).
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
  /// The context's generic parameters, and which binding supplies each.
  let parameters: GenericParameters

  /// Whether the captures are placed anew for each instance, from its bindings.
  var isGeneric: Bool {
    captures.contains {
      switch $0 {
      case .genericValue, .genericComposite: return true
      case .notOwning(let type, _, _): return type == nil
      default: return false
      }
    }
  }

  /// Reads the description from a context's metadata; `nil` when it has no descriptor, or
  /// when its first capture would be inside the object's header.
  init?(contextMetadata metadata: TypeMetadata) {
    let pointer = metadata.pointer
    guard let descriptor = pointer.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else {
      return nil
    }
    headerSize = Int(pointer.load(fromByteOffset: 8, as: UInt32.self))
    // A first capture over the object's own header (metadata, reference counts) cannot be
    // placed: a closure that captures a checked continuation alone has such a metadata (its
    // offset is 0), and read as written, its metadata pointer was taken for an object.
    guard headerSize >= Self.objectHeaderSize else { return nil }
    let captureCount = Int(descriptor.load(as: UInt32.self))
    let sourceCount = Int(descriptor.load(fromByteOffset: 4, as: UInt32.self))
    bindingCount = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
    // Generic parameters that the bindings supply: `x <- B0` says binding 0 is τ_0_0.
    var sources: [(parameter: String, source: String)] = []
    for index in 0..<sourceCount {
      let record = descriptor + 12 + captureCount * 4 + index * 8
      guard let parameter = relativePointer(at: record),
        let source = relativePointer(at: record + 4)
      else { continue }
      sources.append((MangledName(parameter).text, MangledName(source).text))
    }
    let parameters = GenericParameters(sources: sources)
    self.parameters = parameters
    captures = (0..<captureCount).map { index in
      guard let name = relativePointer(at: descriptor + 12 + index * 4) else { return .unknown }
      return Self.capture(MangledName(name), parameters: parameters)
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
  /// - Returns: The captures placed, whether all were (placing stops at the first capture
  ///   whose type the runtime cannot describe, since nothing after it can be placed), and
  ///   where the last capture placed ends.
  func placed(bindings: UInt?) -> (captures: [Placed], isComplete: Bool, end: Int) {
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
        guard let type = binding(index) else { return (result, false, offset) }
        result.append(Placed(kind: .value(type), offset: place(type)))
      case .genericComposite(let name):
        guard let bindings,
          let type = parameters.resolve(name, bindings: bindings, bindingCount: bindingCount)
        else { return (result, false, offset) }
        result.append(Placed(kind: .value(type), offset: place(type)))
      case .notOwning(let type, let index, let ownership):
        guard let type = type ?? index.flatMap(binding) else { return (result, false, offset) }
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
        return (result, false, offset)
      }
    }
    return (result, true, offset)
  }

  private static func capture(_ name: MangledName, parameters: GenericParameters) -> Capture {
    if name.mentionsBlock { return .block }
    switch name.suffix {
    case "Xw", "Xo", "Xu":
      let base = name.droppingSuffix(2)
      let ownership = ReferenceOwnership(suffix: name.suffix)
      if let type = base.resolve() {
        return .notOwning(type, binding: nil, ownership: ownership)
      }
      let text = base.text
      if let binding = parameters.binding(ofParameter: text[...]) {
        return .notOwning(nil, binding: binding, ownership: ownership)
      }
      // `weak`, `unowned` and `unowned(unsafe)` need a class-bound type: a class, generic or
      // not, or a generic parameter's value, optional or not, is one reference (a
      // parameter's witness tables come from the generic environment); only an existential
      // (`_p`) stores witness tables beside it. A generic box holds such a capture with no
      // bindings to resolve it with.
      let referent = text.hasSuffix("Sg") ? text.dropLast(2) : text[...]
      if !referent.hasSuffix("_p") {
        return .notOwning(Self.oneReference, binding: nil, ownership: ownership)
      }
      return .notOwning(nil, binding: nil, ownership: ownership)
    case "Xx", "XX":
      // A box of a captured `var`; `XX`, one with a generic signature.
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
    if let binding = parameters.binding(ofParameter: name.text[...]) {
      return .genericValue(binding: binding)
    }
    if !parameters.isEmpty { return .genericComposite(name) }
    return .unknown
  }

  /// The size of a heap object's header: its metadata, then its reference counts.
  static let objectHeaderSize = 16

  /// The type of a not-owning capture of a generic parameter's value: one reference.
  private static var oneReference: TypeMetadata { TypeMetadata(AnyObject?.self) }
}

extension CaptureDescription.Capture {
  var isBlock: Bool {
    if case .block = self { return true }
    return false
  }
}
