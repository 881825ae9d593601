extension String {
  /// The Levenshtein distance to another string.
  ///
  /// How many characters to insert, delete or replace to turn one into the other.
  /// Did-you-mean hints rank candidates by it.
  ///
  /// - Parameter other: The other string.
  /// - Returns: The number of edits, from 0.
  func editDistance(to other: String) -> Int {
    let a = Array(self)
    let b = Array(other)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
