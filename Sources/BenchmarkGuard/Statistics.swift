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
