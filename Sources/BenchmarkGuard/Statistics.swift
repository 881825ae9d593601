/// The median of `values`: the middle one, or the mean of the two middle ones.
package func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "median of no values")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// `value` with `digits` decimals, rounded half away from zero: `fixed(2.456, 2)` is `2.46`.
package func fixed(_ value: Double, _ digits: Int = 1) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
  let whole = Int(scaled / scale)
  let fraction = Int(scaled) - whole * Int(scale)
  var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
  if digits > 0 {
    let decimals = String(fraction)
    text += "." + String(repeating: "0", count: digits - decimals.count) + decimals
  }
  return text
}

/// `text` padded with spaces to `width` columns, on the left (right-aligned) or on the right.
package func pad(_ text: String, _ width: Int, alignRight: Bool = true) -> String {
  let padding = String(repeating: " ", count: max(width - text.count, 0))
  return alignRight ? padding + text : text + padding
}

/// The nearest-rank quartiles of `values`: the values a quarter and three quarters of the way.
///
/// Of seven values sorted, the second and the sixth:
///
/// ```swift
/// quartiles([1, 2, 3, 4, 5, 6, 7])  // (lower: 2, upper: 6)
/// ```
///
/// - Parameter values: At least one value, in any order.
/// - Returns: The lower and the upper quartile.
package func quartiles(_ values: [Double]) -> (lower: Double, upper: Double) {
  (percentile(values, 0.25), percentile(values, 0.75))
}

/// The nearest-rank percentile of `values`: the smallest value at least `fraction` of them
/// are at or under.
///
/// ```swift
/// percentile([5, 1, 4, 2, 3], 0.5)  // 3
/// ```
///
/// - Parameters:
///   - values: At least one value, in any order.
///   - fraction: Which percentile, in 0...1.
/// - Returns: One of `values`.
package func percentile(_ values: [Double], _ fraction: Double) -> Double {
  precondition(!values.isEmpty, "percentile of no values")
  let sorted = values.sorted()
  let rank = Int((fraction * Double(sorted.count)).rounded(.up))
  return sorted[min(max(rank, 1), sorted.count) - 1]
}

/// The median of each measured time divided by the baseline's timed next to it.
///
/// Each pair is one piece of work and its baseline, timed moments apart, so that what slowed
/// the machine slowed both. A pair that a preemption hit on one side gives one wild ratio,
/// which the median leaves out; work made slower on every pair moves every ratio:
///
/// ```swift
/// pairedRatio([(30, 10), (31, 10), (900, 10)])  // 3.1: the preempted third pair is ignored
/// ```
///
/// - Parameter pairs: Each measured time with its baseline's, in the same unit; a baseline
///   must be positive.
/// - Returns: The median of the ratios.
package func pairedRatio(_ pairs: [(measured: Double, baseline: Double)]) -> Double {
  precondition(!pairs.isEmpty, "a paired ratio of no pairs")
  return median(
    pairs.map { pair in
      precondition(pair.baseline > 0, "a baseline of \(pair.baseline)")
      return pair.measured / pair.baseline
    })
}
