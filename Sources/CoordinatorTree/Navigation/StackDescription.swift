/// A navigation stack as the event log prints it (`List, Detail, Edit`), kept as the stack
/// changes: a push appends one name, a pop cuts the text back, so that logging a deep stack
/// after each change costs its bytes, not a look at every view controller on it.
struct StackDescription {
  /// The names, separated by `, `.
  private(set) var text = ""
  /// The length in UTF-8 bytes of ``text`` after each name.
  private var ends: [Int] = []
  /// Set when a name may have changed (a title did) or the stack was replaced.
  private(set) var isStale = false

  /// How many names it holds.
  var count: Int { ends.count }

  mutating func append(_ name: String) {
    if !ends.isEmpty { text += ", " }
    text += name
    ends.append(text.utf8.count)
  }

  /// Drops the last `count` names.
  mutating func removeLast(_ count: Int) {
    guard count > 0, count <= ends.count else { return }
    ends.removeLast(count)
    let end = text.utf8.index(text.startIndex, offsetBy: ends.last ?? 0)
    text.removeSubrange(end...)
  }

  /// Marks it to be built again before it is next read.
  mutating func invalidate() { isStale = true }

  /// Builds it from the stack's names.
  mutating func rebuild(_ names: some Sequence<String>) {
    self = StackDescription()
    for name in names { append(name) }
  }
}

/// A cache of the stack's names for the log, left out of exploration's state keys.
extension StackDescription: ExcludedFromStateKey {}
