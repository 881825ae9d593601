/// A value kept beside an object that has no field for it (a view's light or dark mode, the
/// storyboard a view controller came from), holding the object weakly.
///
/// An entry whose object went reads as absent (its address may belong to a new object) and is
/// dropped on the next change.
@MainActor
struct SideTable<Value> {
  private struct Entry {
    weak var object: AnyObject?
    let value: Value
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The value kept for `object`, if any.
  subscript(object: AnyObject) -> Value? {
    get {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.value
    }
    set {
      entries = entries.filter { $0.value.object != nil }
      entries[ObjectIdentifier(object)] = newValue.map { Entry(object: object, value: $0) }
    }
  }
}
