/// Compiles, and caches for every walk that borrows it (see ``Pool``), the layouts of the types
/// the walks meet: classes, values, enums, closure contexts and collections.
///
/// Only strong references are owners: `weak`, `unowned` and `unowned(unsafe)` stored
/// properties and captures are left out of every layout.
package final class LayoutCompiler {
  let symbols: RuntimeSymbols
  private var valueLayouts: [TypeMetadata: ValueLayout] = [:]
  private var objectLayouts: [TypeMetadata: ObjectLayout] = [:]
  private var enumLayouts: [TypeMetadata: EnumLayout] = [:]
  private var contextLayouts: [TypeMetadata: ContextLayout] = [:]
  private var collectionIndices: [TypeMetadata: Int32] = [:]
  /// The collections met so far, by the index that ``Slot/Kind/collection(_:)`` carries.
  private(set) var collections: [CollectionLayout] = []

  /// Whether collections whose elements hold no reference get a layout too (an empty one),
  /// so that the walk meets them and can count their entries.
  let countsValueCollections: Bool

  init(symbols: RuntimeSymbols, countsValueCollections: Bool = false) {
    self.symbols = symbols
    self.countsValueCollections = countsValueCollections
  }

  /// The index of the layout of each type that boxes hold, for ``RetainGraph``'s value-box
  /// nodes.
  private var boxTypeIndices: [TypeMetadata: Int32] = [:]
  /// The types that boxes hold, by index.
  private(set) var boxTypes: [TypeMetadata] = []

  func boxTypeIndex(_ type: TypeMetadata) -> Int32 {
    if let known = boxTypeIndices[type] { return known }
    let index = Int32(boxTypes.count)
    boxTypes.append(type)
    boxTypeIndices[type] = index
    return index
  }

  /// A class's layout: its stored properties, superclasses' first.
  final class ObjectLayout {
    let name: String
    let layout: ValueLayout
    /// Whether this is collection storage met as an object (a closure that captures a single
    /// collection has the storage as its context), whose elements the walk cannot type.
    let isUnreadableStorage: Bool

    init(name: String, layout: ValueLayout) {
      self.name = name
      self.layout = layout
      isUnreadableStorage = ["_ContiguousArrayStorage<", "_DictionaryStorage<", "_SetStorage<"]
        .contains { name.hasPrefix($0) }
    }
  }

  /// The layout of `[AnyObject]`, whose storage class every array of class references shares.
  private(set) lazy var referenceArrayLayout: CollectionLayout = {
    let element = TypeMetadata(AnyObject.self)
    return CollectionLayout(
      accessor: [AnyObject].accessor, first: layout(of: element), second: nil,
      stride: MemoryLayout<AnyObject>.stride, secondStride: 0,
      alignmentMask: MemoryLayout<AnyObject>.alignment - 1)
  }()

  /// What the walk knows of a closure context's captures.
  enum ContextLayout {
    /// The same for every instance.
    case fixed(ValueLayout)
    /// Generic captures: placed anew for each instance, from its bindings.
    case perInstance(CaptureDescription)
  }

  /// A collection type: how to reach its elements and where references are in each.
  struct CollectionLayout {
    let accessor: any CollectionAccessor
    /// The element's layout (the key's, for a dictionary).
    let first: ValueLayout
    /// A dictionary value's layout.
    let second: ValueLayout?
    /// The element's (or key's) stride.
    let stride: Int
    /// A dictionary value's stride.
    let secondStride: Int
    /// The element's alignment mask, for arrays.
    let alignmentMask: Int
  }

  // MARK: Classes

  func objectLayout(of type: TypeMetadata) -> ObjectLayout {
    if let known = objectLayouts[type] { return known }
    let name = type.name
    let layout = ValueLayout()
    let object = ObjectLayout(name: name, layout: layout)
    objectLayouts[type] = object
    // The session's threads change these while the walk reads: not followed.
    guard !type.isNetworkingSystemType else {
      layout.notes.append(
        "\(name) is the networking system's, changed by its own threads: its stored "
          + "properties are not followed")
      return object
    }
    let fields: [TypeMetadata.Field]
    switch type.storedFields(using: symbols) {
    case .fields(let all):
      fields = all
    case .partial(let partial, let types):
      fields = partial
      for type in types {
        layout.notes.append(
          "\(type) was built without reflection metadata: its stored properties are not followed")
      }
    case .unmatched:
      fields = []
      layout.notes.append("the stored properties of \(name) could not be matched: not followed")
    case .missingSymbols:
      fields = []
    }
    for field in fields {
      append(field, at: 0, label: "", root: name, into: layout, depth: 0)
    }
    return object
  }

  // MARK: Values

  /// The layout of a value of `type`, compiled on first use.
  ///
  /// The layout is cached before it is filled in, so that a type that contains itself through
  /// a collection or a box finds its own layout.
  func layout(of type: TypeMetadata) -> ValueLayout {
    if let known = valueLayouts[type] { return known }
    let layout = ValueLayout()
    valueLayouts[type] = layout
    append(type, at: 0, label: "", root: type.name, into: layout, depth: 0)
    return layout
  }

  private func append(
    _ field: TypeMetadata.Field, at base: Int, label: String, root: String,
    into layout: ValueLayout, depth: Int
  ) {
    let name = Self.displayName(ofField: field.name)
    let label = name.first == "." ? label + name : label + "." + name
    if let reason = field.unsupported {
      layout.notes.append("\(reason) in \(root)\(label) is not followed")
      return
    }
    guard field.isStrong, let type = field.type else { return }
    append(type, at: base + field.offset, label: label, root: root, into: layout, depth: depth + 1)
  }

  /// Adds the references of a value of `type` stored at `offset` to `layout`.
  func append(
    _ type: TypeMetadata, at offset: Int, label: String, root: String, into layout: ValueLayout,
    depth: Int
  ) {
    guard depth < 64 else {
      layout.notes.append("\(root)\(label) nests too deep: not followed")
      return
    }
    switch TypeShape(type) {
    case .reference:
      layout.appendReference(at: offset, label: label)
    case .closure:
      layout.slots.append(Slot(offset: offset, label: label, kind: .function))
    case .block:
      layout.notes.append("a C block in \(root)\(label) is not followed")
    case .opaqueExistential:
      layout.slots.append(Slot(offset: offset, label: label, kind: .opaqueExistential))
    case .errorExistential:
      layout.slots.append(Slot(offset: offset, label: label, kind: .errorExistential))
    case .enumeration:
      guard !type.valueWitnesses.isPOD else { return }
      guard let enumLayout = enumLayout(of: type) else {
        layout.notes.append(
          "\(type.name) in \(root)\(label) was built without reflection metadata: not followed")
        return
      }
      layout.slots.append(
        Slot(offset: offset, label: label, kind: .enumeration(.passUnretained(enumLayout))))
    case .collection(let accessor):
      if let index = collectionIndex(of: type, accessor: accessor), index >= 0 {
        layout.slots.append(Slot(offset: offset, label: label, kind: .collection(index)))
      }
    case .fields:
      guard !type.valueWitnesses.isPOD else { return }
      appendFields(of: type, at: offset, label: label, root: root, into: layout, depth: depth)
    case .differentiableFunction:
      layout.notes.append("a differentiable function in \(root)\(label) is not followed")
    case .unknownKind(let kind):
      layout.notes.append(
        "a value of kind 0x\(String(kind, radix: 16)) in \(root)\(label) is not followed")
    case .functionPointer, .string, .data, .heapReference, .rawPointer, .metatype,
      .unknownBuiltin:
      // No owner of the app's objects: plain data, types, and the standard library's
      // builtin storage (whose references the collections and strings around it own).
      break
    }
  }

  private func appendFields(
    of type: TypeMetadata, at offset: Int, label: String, root: String, into layout: ValueLayout,
    depth: Int
  ) {
    switch type.storedFields(using: symbols) {
    case .fields(let fields):
      for field in fields {
        append(field, at: offset, label: label, root: root, into: layout, depth: depth)
      }
    case .partial(let partial, _):
      layout.notes.append(
        "\(type.name) in \(root)\(label) was built without reflection metadata: not followed")
      for field in partial {
        append(field, at: offset, label: label, root: root, into: layout, depth: depth)
      }
    case .unmatched:
      layout.notes.append(
        "the stored properties of \(type.name) could not be matched: not followed")
    case .missingSymbols:
      break
    }
  }

  func enumLayout(of type: TypeMetadata) -> EnumLayout? {
    if let known = enumLayouts[type] { return known }
    guard type.valueWitnesses.hasEnumWitnesses, let (cases, payloadCaseCount) = type.enumCases
    else { return nil }
    let layout = EnumLayout(type: type, cases: cases, payloadCaseCount: payloadCaseCount)
    enumLayouts[type] = layout
    return layout
  }

  /// The index of a collection type's layout, `-1` for a collection whose elements hold no
  /// reference.
  private func collectionIndex(of type: TypeMetadata, accessor: any CollectionAccessor) -> Int32? {
    if let known = collectionIndices[type] { return known }
    let index: Int32
    let first = accessor.firstType
    let second = accessor.secondType
    if first.valueWitnesses.isPOD, second?.valueWitnesses.isPOD ?? true, !countsValueCollections {
      index = -1
    } else {
      // The slot is taken before the element's layout is compiled: compiling it may add the
      // layouts of collections inside the element (and meet this type again, in a recursive
      // one), which must not take this index.
      index = Int32(collections.count)
      collectionIndices[type] = index
      collections.append(
        CollectionLayout(
          accessor: accessor, first: ValueLayout(), second: nil,
          stride: first.valueWitnesses.stride, secondStride: second?.valueWitnesses.stride ?? 0,
          alignmentMask: first.valueWitnesses.alignmentMask))
      let firstLayout = layout(of: first)
      let secondLayout = second.map { layout(of: $0) }
      collections[Int(index)] = CollectionLayout(
        accessor: accessor, first: firstLayout, second: secondLayout,
        stride: first.valueWitnesses.stride, secondStride: second?.valueWitnesses.stride ?? 0,
        alignmentMask: first.valueWitnesses.alignmentMask)
    }
    collectionIndices[type] = index
    return index
  }

  // MARK: Closure contexts

  func contextLayout(of metadata: TypeMetadata) -> ContextLayout? {
    if let known = contextLayouts[metadata] { return known }
    guard let description = CaptureDescription(contextMetadata: metadata) else { return nil }
    let isGeneric = description.isGeneric
    let layout: ContextLayout =
      isGeneric ? .perInstance(description) : .fixed(captureLayout(description, bindings: nil))
    contextLayouts[metadata] = layout
    return layout
  }

  /// Places the captures of a context, each aligned for its type, after its bindings.
  ///
  /// - Parameters:
  ///   - description: The context's capture descriptor.
  ///   - bindings: The address of the instance's generic bindings, for generic captures; `nil`
  ///     when there are none.
  /// - Returns: The captures' layout; it stops at the first capture it cannot place.
  func captureLayout(_ description: CaptureDescription, bindings: UInt?) -> ValueLayout {
    let layout = ValueLayout()
    let (captures, isComplete, _) = description.placed(bindings: bindings)
    for capture in captures {
      switch capture.kind {
      case .value(let type):
        append(type, at: capture.offset, label: "", root: "a closure", into: layout, depth: 0)
      case .notOwning, .thinFunction:
        break
      case .box:
        layout.slots.append(Slot(offset: capture.offset, label: "", kind: .heapReference))
      case .thickFunction:
        layout.slots.append(Slot(offset: capture.offset, label: "", kind: .function))
      case .block:
        layout.notes.append("a C block captured by a closure is not followed")
      }
    }
    if !isComplete { layout.notes.append(Self.unknownCapture) }
    return layout
  }

  private static let unknownCapture =
    "a closure captures a value whose type the runtime cannot describe: the captures from there on are not followed"

  // MARK: Names

  /// A stored property's name as the source spells it: `lazy var x` is stored as
  /// `$__lazy_storage_$_x`.
  static func displayName(ofField name: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return name.hasPrefix(lazyPrefix) ? String(name.dropFirst(lazyPrefix.count)) : name
  }
}
