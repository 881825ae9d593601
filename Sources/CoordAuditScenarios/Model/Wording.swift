/// The English the tool's messages are written in, in one place: numbers and lists.
package enum Wording {
  /// `5,199,950`: digits in groups of three, as the English a message is written in does.
  package static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// `a`, `a and b`, `a, b and c`; empty for no items.
  package static func listed(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  package static func quotedList(_ items: [String]) -> String {
    listed(items.map { "'\($0)'" })
  }

  /// `1 state`, `2 states`: a count and its noun, with the plural's `s`.
  package static func counted(_ value: Int, _ noun: String) -> String {
    value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }
}
