/// The committed limits of the benchmark guard: for each ratio, the most its median may be.
///
/// The file has one ratio a line, its name, two or more spaces, and the limit; `#` starts a
/// comment:
///
/// ```text
/// # About twice each ratio measured at 1a2b3c4 (BENCHMARKS.md).
/// track / weak box              2.6
/// ```
package struct RatioLimits: Equatable, Sendable {
  /// The limits, in the file's order.
  package var entries: [(name: String, limit: Double)]

  package init(entries: [(name: String, limit: Double)]) {
    self.entries = entries
  }

  /// Reads a limits file.
  ///
  /// - Parameter text: The file's contents.
  /// - Throws: ``RatioLimits/ParseError`` naming the first line that is not `name  limit`, or
  ///   a name given twice.
  package init(parsing text: String) throws(ParseError) {
    var entries: [(name: String, limit: Double)] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = raw.prefix { $0 != "#" }
      guard line.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { continue }
      let cells = Figure.cellsOf(String(line.filter { $0 != "\r" }))
      guard cells.count == 2, let limit = Figure.number(cells[1]), limit > 0 else {
        throw ParseError(
          line: offset + 1,
          message: "expected a ratio's name, two or more spaces and a positive limit, found '"
            + String(raw) + "'")
      }
      guard !entries.contains(where: { $0.name == cells[0] }) else {
        throw ParseError(line: offset + 1, message: "'\(cells[0])' has a limit already")
      }
      entries.append((cells[0], limit))
    }
    self.entries = entries
  }

  /// The limit of a ratio, if the file gives one.
  package func limit(of name: String) -> Double? {
    entries.first { $0.name == name }?.limit
  }

  package static func == (lhs: RatioLimits, rhs: RatioLimits) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.limit == $1.limit }
  }

  /// A line of a limits file that cannot be read.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
      self.line = line
      self.message = message
    }

    package var description: String { "line \(line): \(message)" }
  }
}
