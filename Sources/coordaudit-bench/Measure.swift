import Foundation

// Timing, statistics and text helpers shared by the benchmarks.

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var inNanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
  }

  /// The duration in microseconds, as a floating-point number.
  var inMicroseconds: Double { inNanoseconds / 1e3 }
}

/// The median of `values`: the middle one, or the mean of the two middle ones.
func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "median of no values")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// The nearest-rank percentile of `values`, `fraction` in 0...1.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
  precondition(!values.isEmpty, "percentile of no values")
  let sorted = values.sorted()
  let rank = Int((fraction * Double(sorted.count)).rounded(.up))
  return sorted[min(max(rank, 1), sorted.count) - 1]
}

/// Stops the benchmark: it was about to measure something other than what it claims.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("\n*** BENCHMARK ERROR: \(message) ***\n\n".utf8))
  exit(1)
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

/// `1,000,000`.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset).isMultiple(of: 3) { result += "," }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}

/// `text` padded with spaces to `width` columns, on the left (right-aligned) or on the right.
func pad(_ text: String, _ width: Int, alignRight: Bool = true) -> String {
  let padding = String(repeating: " ", count: max(width - text.count, 0))
  return alignRight ? padding + text : text + padding
}
