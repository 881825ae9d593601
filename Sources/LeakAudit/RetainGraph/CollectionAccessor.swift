import Foundation

/// Reaches the elements of a standard-library collection from its one-word storage, through
/// the collection's own API: arrays, dictionaries and sets keep their elements in storage
/// objects whose layout is the standard library's business.
protocol CollectionAccessor: AnyObject {
  /// The element type (the key type, for a dictionary).
  var firstType: TypeMetadata { get }
  /// The value type of a dictionary.
  var secondType: TypeMetadata? { get }
  /// Whether elements are labelled by position (`[3]`) rather than by key or as members.
  var isIndexed: Bool { get }
  /// Calls `body` with a pointer to the contiguous elements and their count.
  func withElements(storage: UInt, _ body: (UnsafeRawPointer, Int) -> Void)
  /// Calls `body` for each entry: key (or member), value, and how a path names the value.
  func forEachEntry(
    storage: UInt, labelled: Bool, _ body: (UnsafeRawPointer, UnsafeRawPointer?, String) -> Void)
  /// How many elements (or entries) the collection has.
  func count(storage: UInt) -> Int
}

/// A collection type the walk knows how to enter.
protocol WalkableCollection {
  static var accessor: any CollectionAccessor { get }
}

extension Array: WalkableCollection {
  static var accessor: any CollectionAccessor { ContiguousAccessor<Self>() }
}

extension ContiguousArray: WalkableCollection {
  static var accessor: any CollectionAccessor { ContiguousAccessor<Self>() }
}

extension Dictionary: WalkableCollection {
  static var accessor: any CollectionAccessor { DictionaryAccessor<Key, Value>() }
}

extension Set: WalkableCollection {
  static var accessor: any CollectionAccessor { SetAccessor<Element>() }
}

/// Loads a one-word collection value from its storage word; the copy retains the storage
/// until the caller is done.
private func load<C>(_ type: C.Type, storage: UInt) -> C {
  precondition(MemoryLayout<C>.size == MemoryLayout<UInt>.size, "not a one-word collection")
  return withUnsafePointer(to: storage) { UnsafeRawPointer($0).load(as: C.self) }
}

private final class ContiguousAccessor<C: Sequence>: CollectionAccessor {
  var firstType: TypeMetadata { TypeMetadata(C.Element.self) }
  var secondType: TypeMetadata? { nil }
  var isIndexed: Bool { true }

  func withElements(storage: UInt, _ body: (UnsafeRawPointer, Int) -> Void) {
    let collection = load(C.self, storage: storage)
    _ = collection.withContiguousStorageIfAvailable { buffer in
      if let base = buffer.baseAddress { body(UnsafeRawPointer(base), buffer.count) }
    }
  }

  func count(storage: UInt) -> Int {
    load(C.self, storage: storage).underestimatedCount
  }

  func forEachEntry(
    storage: UInt, labelled: Bool, _ body: (UnsafeRawPointer, UnsafeRawPointer?, String) -> Void
  ) {}
}

private final class DictionaryAccessor<Key: Hashable, Value>: CollectionAccessor {
  var firstType: TypeMetadata { TypeMetadata(Key.self) }
  var secondType: TypeMetadata? { TypeMetadata(Value.self) }
  var isIndexed: Bool { false }

  func withElements(storage: UInt, _ body: (UnsafeRawPointer, Int) -> Void) {}

  func count(storage: UInt) -> Int {
    load([Key: Value].self, storage: storage).count
  }

  func forEachEntry(
    storage: UInt, labelled: Bool, _ body: (UnsafeRawPointer, UnsafeRawPointer?, String) -> Void
  ) {
    for (key, value) in load([Key: Value].self, storage: storage) {
      let label = labelled ? "[\(KeyLabel.describe(key))]" : ""
      withUnsafePointer(to: key) { key in
        withUnsafePointer(to: value) { value in
          body(UnsafeRawPointer(key), UnsafeRawPointer(value), label)
        }
      }
    }
  }
}

private final class SetAccessor<Element: Hashable>: CollectionAccessor {
  var firstType: TypeMetadata { TypeMetadata(Element.self) }
  var secondType: TypeMetadata? { nil }
  var isIndexed: Bool { false }

  func withElements(storage: UInt, _ body: (UnsafeRawPointer, Int) -> Void) {}

  func count(storage: UInt) -> Int {
    load(Set<Element>.self, storage: storage).count
  }

  func forEachEntry(
    storage: UInt, labelled: Bool, _ body: (UnsafeRawPointer, UnsafeRawPointer?, String) -> Void
  ) {
    for member in load(Set<Element>.self, storage: storage) {
      withUnsafePointer(to: member) { body(UnsafeRawPointer($0), nil, "[member]") }
    }
  }
}

/// How a retain path names a dictionary key: a short literal for strings, numbers, booleans
/// and payload-free enum cases; `…` for anything else, so that no address or other
/// run-dependent text reaches a report.
enum KeyLabel {
  static func describe<Key>(_ key: Key) -> String {
    switch key {
    case let hashable as AnyHashable: return describeUnwrapped(hashable.base)
    default: return describeUnwrapped(key)
    }
  }

  private static func describeUnwrapped(_ key: Any) -> String {
    switch key {
    case let text as String: return quoted(text)
    case let text as Substring: return quoted(String(text))
    case let character as Character: return quoted(String(character))
    case let bool as Bool: return String(bool)
    case let number as any BinaryInteger: return "\(number)"
    default:
      let mirror = Mirror(reflecting: key)
      if mirror.displayStyle == .enum, mirror.children.isEmpty,
        !(key is any CustomStringConvertible)
      {
        return ".\(key)"
      }
      return "…"
    }
  }

  private static func quoted(_ text: String) -> String {
    var body = text.count > 32 ? String(text.prefix(31)) + "…" : text
    body = body.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    return "\"" + body + "\""
  }
}
