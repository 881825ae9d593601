/// A value kept only to save work: a count or a snapshot that lets code skip a look whose
/// answer it already knows.
///
/// Exploration's state keys leave memos out (``ExcludedFromStateKey``): two states that differ
/// only in a memo behave alike, as long as the memo is right, which the code that keeps it must
/// guarantee (a skipped look must be one that would have changed nothing).
package struct Memo<Value>: ExcludedFromStateKey {
  package var value: Value

  package init(_ value: Value) {
    self.value = value
  }
}
