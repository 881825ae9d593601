// The in-memory storage design note 000's scene delegate makes.

final class MemoryStorage {
  var memos = [Memo(content: "Hello"), Memo(content: "Coordinators")]
}
