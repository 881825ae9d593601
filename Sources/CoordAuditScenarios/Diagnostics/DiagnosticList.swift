/// The problems of one scenario file: the first ``maximumCount`` in file order, and how many
/// more there are.
///
/// A file of millions of bad lines must not make millions of messages: past the cap a problem
/// is only counted, and the message and hint of one that would not be kept need not be made
/// (see ``skips(line:column:)``). Memory stays bounded whatever the file.
///
/// ```text
/// big.scenario:100:1: error: unknown statement 'x'
///   x
///   ^
/// … and 5,199,900 more problems in 'big.scenario'
/// ```
package struct DiagnosticList: RandomAccessCollection, Hashable, Sendable,
  ExpressibleByArrayLiteral
{
  /// The most problems kept (and printed) for one file.
  package static let maximumCount = 100

  /// The kept problems, in file order (by line, then column, then as found).
  private var kept: [ScenarioDiagnostic] = []
  /// How many problems were found past the first ``maximumCount``.
  package private(set) var omittedCount = 0

  /// Creates a list from problems in any order.
  ///
  /// - Parameter diagnostics: The problems.
  package init(_ diagnostics: [ScenarioDiagnostic] = []) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  package init(arrayLiteral diagnostics: ScenarioDiagnostic...) {
    self.init(diagnostics)
  }

  /// Every problem found, kept or not.
  package var totalCount: Int { kept.count + omittedCount }

  /// Counts a problem found at a place that the list would not keep: when it already holds
  /// ``maximumCount`` problems, all before it in file order.
  ///
  /// Callers ask before they make a problem whose message or hint costs something:
  ///
  /// ```swift
  /// guard !diagnostics.skips(line: line, column: column) else { return }
  /// diagnostics.append(ScenarioDiagnostic(…))
  /// ```
  ///
  /// - Parameters:
  ///   - line: The problem's line, from 1.
  ///   - column: The problem's column, from 1.
  /// - Returns: `true` when the problem is not kept (and was counted), `false` when the caller
  ///   should ``append(_:)`` it.
  package mutating func skips(line: Int, column: Int) -> Bool {
    guard kept.count >= Self.maximumCount, let last = kept.last,
      (line, column) >= (last.line, last.column)
    else { return false }
    omittedCount += 1
    return true
  }

  /// Adds a problem: keeps it if it is among the first ``maximumCount`` in file order, else
  /// counts it.
  ///
  /// - Parameter diagnostic: The problem.
  package mutating func append(_ diagnostic: ScenarioDiagnostic) {
    guard !skips(line: diagnostic.line, column: diagnostic.column) else { return }
    // After every kept problem at or before the same place: among equals, the order found.
    let place = (diagnostic.line, diagnostic.column)
    var low = 0
    var high = kept.count
    while low < high {
      let middle = (low + high) / 2
      if (kept[middle].line, kept[middle].column) <= place {
        low = middle + 1
      } else {
        high = middle
      }
    }
    kept.insert(diagnostic, at: low)
    if kept.count > Self.maximumCount {
      kept.removeLast()
      omittedCount += 1
    }
  }

  /// Adds the problems of another list: keeps the first ``maximumCount`` of both in file order,
  /// and counts the rest.
  ///
  /// - Parameter other: The problems found by another pass over the same file.
  package mutating func append(contentsOf other: DiagnosticList) {
    for diagnostic in other.kept { append(diagnostic) }
    omittedCount += other.omittedCount
  }

  package var startIndex: Int { kept.startIndex }
  package var endIndex: Int { kept.endIndex }
  package subscript(position: Int) -> ScenarioDiagnostic { kept[position] }
}
