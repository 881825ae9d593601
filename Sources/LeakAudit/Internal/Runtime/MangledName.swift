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

  /// Whether the name mentions an associated type of a generic parameter (`x7ElementQz`),
  /// which needs the parameter's conformance to resolve.
  var mentionsAssociatedType: Bool {
    let text = text
    return ["Qz", "QZ", "Qy", "QY", "Qx", "QX"].contains { text.contains($0) }
  }

  /// The type this name denotes, or `nil`.
  ///
  /// Without a generic context, a name that mentions an associated type of a generic
  /// parameter is never resolved: the runtime aborts the process on it ("Expected a metadata
  /// pack but got metadata"), as it did on a closure that captured a sequence's element.
  func resolve(
    genericContext: UnsafeRawPointer? = nil, genericArguments: UnsafeRawPointer? = nil
  ) -> TypeMetadata? {
    guard length > 0, genericContext != nil || !mentionsAssociatedType else { return nil }
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
