/// How much a baseline comparison lets live counts and heap bytes grow, as a percentage.
///
/// Counts may grow to `floor(baseline × (1 + percent / 100))`, so small counts must match
/// exactly (1, 2 and up to 9 with the default 10%); heap bytes after a loop may grow to
/// `baseline + max(baseline × percent / 100, 4096)`, because the allocator's own bookkeeping moves
/// by a few kilobytes from run to run. The arithmetic is exact: the percentage is kept in
/// thousandths, and parsing accepts at most three decimals.
///
/// ```swift
/// let tolerance = Tolerance(parsing: "2.5")!   // 2.5%
/// tolerance.allowedCount(baseline: 40)          // 41
/// tolerance.allowedHeapBytes(baseline: 10_000)  // 14_096
/// ```
package struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  /// The percentage in thousandths of a percent: 10% is `10_000`.
  package var thousandthsOfAPercent: Int

  /// The tolerance when `--tolerance` is not given: 10%.
  package static let `default` = Tolerance(percent: 10)
  /// The largest percentage `--tolerance` accepts.
  package static let maximumPercent = 1000
  /// The heap growth always allowed, whatever the baseline: 4096 bytes.
  package static let heapSlackBytes = 4096

  /// Creates a tolerance of a whole percentage.
  ///
  /// - Parameter percent: The percentage, from 0 to ``maximumPercent``.
  package init(percent: Int) {
    thousandthsOfAPercent = percent * 1000
  }

  /// Creates a tolerance in thousandths of a percent.
  ///
  /// - Parameter thousandthsOfAPercent: The percentage times 1000.
  package init(thousandthsOfAPercent: Int) {
    self.thousandthsOfAPercent = thousandthsOfAPercent
  }

  /// Reads a percentage as `--tolerance` takes it: `10`, `2.5`, `0.125`, or with a final `%`.
  ///
  /// Fails (`nil`) when the text is not such a number or is above ``maximumPercent``.
  ///
  /// - Parameter text: The text; digits, at most one `.` followed by at most three digits.
  package init?(parsing text: String) {
    var text = Substring(text)
    if text.last == "%" { text = text.dropLast() }
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !whole.isEmpty, whole.count <= 4, fraction.count <= 3,
      parts.count == 1 || !fraction.isEmpty,
      whole.allSatisfy({ $0.isASCII && $0.isNumber }),
      fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
      let wholeValue = Int(whole)
    else { return nil }
    let padded = fraction + String(repeating: "0", count: 3 - fraction.count)
    let value = wholeValue * 1000 + (Int(padded) ?? 0)
    guard value <= Self.maximumPercent * 1000 else { return nil }
    thousandthsOfAPercent = value
  }

  /// The percentage as people write it: `10%`, `2.5%`, `0.125%`.
  package var description: String {
    let whole = thousandthsOfAPercent / 1000
    var fraction = String(thousandthsOfAPercent % 1000)
    guard fraction != "0" else { return "\(whole)%" }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)%"
  }

  /// The percentage as a number, for JSON: `10`, `2.5`.
  package var percent: Double { Double(thousandthsOfAPercent) / 1000 }

  /// The largest live count a baseline count allows: `floor(baseline × (1 + percent / 100))`.
  ///
  /// - Parameter baseline: The count in the baseline.
  /// - Returns: The most instances allowed now.
  package func allowedCount(baseline: Int) -> Int {
    baseline.addingSaturated(share(of: baseline))
  }

  /// The most heap bytes a baseline allows after a loop:
  /// `baseline + max(baseline × percent / 100, 4096)`.
  ///
  /// - Parameter baseline: The heap bytes in the baseline (relative to before the loop).
  /// - Returns: The most bytes allowed now.
  package func allowedHeapBytes(baseline: Int) -> Int {
    baseline.addingSaturated(max(share(of: baseline), Self.heapSlackBytes))
  }

  /// `floor(value × percent / 100)`, saturating instead of overflowing.
  private func share(of value: Int) -> Int {
    let (product, overflow) = value.multipliedReportingOverflow(by: thousandthsOfAPercent)
    guard !overflow else { return value < 0 ? Int.min / 2 : Int.max / 2 }
    let quotient = product / 100_000
    // Integer division rounds toward zero; floor rounds negative shares down.
    return product < 0 && quotient * 100_000 != product ? quotient - 1 : quotient
  }
}

extension Int {
  fileprivate func addingSaturated(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? Int.max : Int.min) : sum
  }
}
