import BenchmarkGuard
import Foundation

// Timing and text helpers shared by the benchmarks (median, percentile, fixed and pad come from
// BenchmarkGuard, which the guard and the comparison share).

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var inNanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
  }

  /// The duration in microseconds, as a floating-point number.
  var inMicroseconds: Double { inNanoseconds / 1e3 }
}

/// Stops the benchmark: it was about to measure something other than what it claims.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("\n*** BENCHMARK ERROR: \(message) ***\n\n".utf8))
  exit(1)
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
