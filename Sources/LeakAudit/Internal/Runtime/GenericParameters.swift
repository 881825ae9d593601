/// The generic parameters of a closure context, as its capture descriptor's metadata sources
/// say where each one's metadata is (`x <- B0`: τ_0_0 is binding 0), and the resolution of
/// captured types that mention them (`xSg`, `Optional<τ_0_0>`; `SayxG`, `Array<τ_0_0>`).
///
/// The runtime resolves a mangled name against a generic context descriptor and the flat list
/// of its generic arguments; a closure has no descriptor of its own. The parameters are
/// placed instead in a stand-in generic type of the same shape (as many parameters at each
/// depth; see ``GenericShape``), whose arguments are the instance's bindings: the runtime
/// then substitutes each parameter the name mentions with its binding's metadata. A shape
/// with no stand-in (deeper than two levels, more than four parameters at the first level or
/// three at the second), a parameter no source binds, or a name that needs a conformance of a
/// parameter (an associated type, `x7ElementQz`) resolves to `nil`.
struct GenericParameters {
  /// The binding of each parameter, by depth, then index; `nil` where no source binds it.
  private let bindings: [[Int?]]

  /// Reads the sources.
  ///
  /// - Parameter sources: Each metadata source's parameter and source, as mangled names:
  ///   `("x", "B0")`, `("qd__", "B1")`.
  init(sources: [(parameter: String, source: String)]) {
    var bindings: [[Int?]] = []
    for (parameter, source) in sources {
      guard source.first == "B", let binding = Int(source.dropFirst().prefix(while: \.isNumber)),
        let (depth, index) = Self.parameter(parameter)
      else { continue }
      while bindings.count <= depth { bindings.append([]) }
      while bindings[depth].count <= index { bindings[depth].append(nil) }
      bindings[depth][index] = binding
    }
    self.bindings = bindings
  }

  /// Whether no source binds a parameter.
  var isEmpty: Bool { bindings.isEmpty }

  /// The binding of a generic parameter named as a mangled name spells it (`x`, `q_`, `qd__`).
  ///
  /// - Parameter text: The mangled parameter, alone.
  /// - Returns: Its binding's index, or `nil`.
  func binding(ofParameter text: Substring) -> Int? {
    guard let (depth, index) = Self.parameter(text), depth < bindings.count,
      index < bindings[depth].count
    else { return nil }
    return bindings[depth][index]
  }

  /// The type `name` denotes once each parameter is its binding's type.
  ///
  /// - Parameters:
  ///   - name: A captured value's mangled type name.
  ///   - address: The address of the instance's bindings, one metadata pointer each.
  ///   - bindingCount: How many there are.
  /// - Returns: The type, or `nil` when it cannot be resolved safely (see the type's
  ///   discussion).
  func resolve(_ name: MangledName, bindings address: UInt, bindingCount: Int) -> TypeMetadata? {
    var counts: [Int] = []
    var arguments: [UnsafeRawPointer] = []
    for level in bindings {
      counts.append(level.count)
      for binding in level {
        guard let binding, binding < bindingCount else { return nil }
        arguments.append(HeapObjects.pointer(HeapObjects.word(at: address + UInt(binding * 8))))
      }
    }
    guard let context = GenericShape.descriptor(counts: counts), !name.mentionsAssociatedType
    else { return nil }
    return arguments.withUnsafeBufferPointer { buffer in
      name.resolve(
        genericContext: context, genericArguments: UnsafeRawPointer(buffer.baseAddress))
    }
  }

  /// The depth and index of a mangled generic parameter: `x` is τ_0_0, `q_` τ_0_1, `q0_`
  /// τ_0_2, `qd__` τ_1_0, `qd_0_` τ_1_1, `qd0__` τ_2_0.
  ///
  /// - Parameter text: The parameter, alone.
  /// - Returns: Its depth and index, or `nil` for any other text.
  static func parameter(_ text: some StringProtocol) -> (depth: Int, index: Int)? {
    if text == "x" { return (0, 0) }
    guard text.first == "q" else { return nil }
    var rest = Substring(text.dropFirst())
    // An index: `_` is 0, `N_` is N + 1.
    func index() -> Int? {
      let digits = rest.prefix(while: \.isNumber)
      rest = rest.dropFirst(digits.count)
      guard rest.first == "_" else { return nil }
      rest = rest.dropFirst()
      if digits.isEmpty { return 0 }
      return Int(digits).map { $0 + 1 }
    }
    if rest.first == "d" {
      rest = rest.dropFirst()
      guard let depth = index(), let position = index(), rest.isEmpty else { return nil }
      return (depth + 1, position)
    }
    guard let position = index(), rest.isEmpty else { return nil }
    return (0, position + 1)
  }
}

/// Stand-in generic types, whose descriptors give the runtime the shape of a closure's
/// generic parameters (see ``GenericParameters``): as many parameters at each depth.
enum GenericShape {
  struct P1<A> {}
  struct P2<A, B> {}
  struct P3<A, B, C> {}
  struct P4<A, B, C, D> {}
  struct O1<A> {
    struct I1<B> {}
    struct I2<B, C> {}
    struct I3<B, C, D> {}
  }
  struct O2<A, B> {
    struct I1<C> {}
    struct I2<C, D> {}
    struct I3<C, D, E> {}
  }
  struct O3<A, B, C> {
    struct I1<D> {}
    struct I2<D, E> {}
    struct I3<D, E, F> {}
  }

  /// The descriptor of the stand-in with `counts[d]` parameters at depth `d`, or `nil`.
  ///
  /// - Parameter counts: The number of parameters at each depth, outermost first.
  /// - Returns: A generic context descriptor of that shape.
  static func descriptor(counts: [Int]) -> UnsafeRawPointer? {
    let type: any Any.Type
    switch counts {
    case [1]: type = P1<Int>.self
    case [2]: type = P2<Int, Int>.self
    case [3]: type = P3<Int, Int, Int>.self
    case [4]: type = P4<Int, Int, Int, Int>.self
    case [1, 1]: type = O1<Int>.I1<Int>.self
    case [1, 2]: type = O1<Int>.I2<Int, Int>.self
    case [1, 3]: type = O1<Int>.I3<Int, Int, Int>.self
    case [2, 1]: type = O2<Int, Int>.I1<Int>.self
    case [2, 2]: type = O2<Int, Int>.I2<Int, Int>.self
    case [2, 3]: type = O2<Int, Int>.I3<Int, Int, Int>.self
    case [3, 1]: type = O3<Int, Int, Int>.I1<Int>.self
    case [3, 2]: type = O3<Int, Int, Int>.I2<Int, Int>.self
    case [3, 3]: type = O3<Int, Int, Int>.I3<Int, Int, Int>.self
    default: return nil
    }
    return TypeMetadata(type).descriptor
  }
}
