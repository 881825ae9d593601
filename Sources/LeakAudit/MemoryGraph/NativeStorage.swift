/// The standard library's native collection storage seen from its class: an array's
/// (`_ContiguousArrayStorage<Element>`), a dictionary's (`_DictionaryStorage<Key, Value>`) and
/// a set's (`_SetStorage<Element>`), with the collection that the storage is the buffer of.
///
/// A global collection holds one word, its storage; the standard library often allocates that
/// storage in its own code, which the recorder does not see. Read through the storage's type
/// arguments, the collection is walked as the fields that hold it are, element by element.
enum NativeStorage {
  /// The collection whose buffer `storage` is, holding it (+1) as the collection does; `nil`
  /// when `metadata` is no native storage class whose layout was confirmed on a sample.
  static func collection(of metadata: TypeMetadata, storage: AnyObject) -> Any? {
    guard let descriptor = metadata.descriptor.map(UInt.init(bitPattern:)) else { return nil }
    func argument(_ layout: Layout, _ index: Int) -> any Any.Type {
      metadata.pointer.load(
        fromByteOffset: layout.argumentOffset + index * MemoryLayout<UInt>.stride,
        as: Any.Type.self)
    }
    if let layout = array, layout.descriptor == descriptor {
      func make<Element>(_: Element.Type) -> Any { unsafeBitCast(storage, to: [Element].self) }
      return make(argument(layout, 0))
    }
    if let layout = set, layout.descriptor == descriptor {
      guard let element = argument(layout, 0) as? any Hashable.Type else { return nil }
      func make<Element: Hashable>(_: Element.Type) -> Any {
        unsafeBitCast(storage, to: Set<Element>.self)
      }
      return make(element)
    }
    if let layout = dictionary, layout.descriptor == descriptor {
      guard let key = argument(layout, 0) as? any Hashable.Type else { return nil }
      func make<Key: Hashable>(_: Key.Type) -> Any {
        func make<Value>(_: Value.Type) -> Any {
          unsafeBitCast(storage, to: [Key: Value].self)
        }
        return make(argument(layout, 1))
      }
      return make(key)
    }
    return nil
  }

  /// The storage every empty collection of a kind shares, which holds nothing.
  static let emptySingletons: Set<UInt> = [
    unsafeBitCast([Int](), to: UInt.self),
    unsafeBitCast([Int: Int](), to: UInt.self),
    unsafeBitCast(Set<Int>(), to: UInt.self),
  ]

  /// A storage class's descriptor, and where its class metadata keeps the type arguments.
  struct Layout {
    var descriptor: UInt
    var argumentOffset: Int
  }

  private static let array = layout(of: [Sample()], arguments: [Sample.self])
  private static let set = layout(of: Set([Sample()]), arguments: [Sample.self])
  private static let dictionary = layout(
    of: [Sample(): OtherSample()], arguments: [Sample.self, OtherSample.self])

  /// The layout learnt from the descriptor (positive size minus immediate members) and
  /// confirmed on a sample collection of structs (the storage of an array of class instances
  /// is `_ContiguousArrayStorage<AnyObject>`, whatever their class).
  private static func layout<Collection>(
    of sample: Collection, arguments: [any Any.Type]
  ) -> Layout? {
    precondition(MemoryLayout<Collection>.size == MemoryLayout<UInt>.size)
    let storage = unsafeBitCast(sample, to: UInt.self)
    guard case .object(let metadata) = HeapObjects.kind(of: storage),
      let descriptor = metadata.descriptor
    else { return nil }
    let positiveSize = Int(descriptor.load(fromByteOffset: 28, as: UInt32.self))
    let immediateMembers = Int(descriptor.load(fromByteOffset: 32, as: UInt32.self))
    let offset = (positiveSize - immediateMembers) * MemoryLayout<UInt>.stride
    guard offset > 0 else { return nil }
    for (index, argument) in arguments.enumerated() {
      let stored = metadata.pointer.load(
        fromByteOffset: offset + index * MemoryLayout<UInt>.stride, as: Any.Type.self)
      guard stored == argument else { return nil }
    }
    return withExtendedLifetime(sample) {
      Layout(descriptor: UInt(bitPattern: descriptor), argumentOffset: offset)
    }
  }
}

private struct Sample: Hashable {
  var number = 1
}

private struct OtherSample {
  var text = "value"
}
