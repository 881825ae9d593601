/// One number a benchmark printed, named by where it stands in the output.
///
/// A table's cell is named by its row and its column (`track · ratio`, `mixed, with cycles ·
/// speed-up`); a figure on a line of its own by what the line says (`catalog explored · s`).
package struct Figure: Hashable, Sendable {
  /// The row and column, or the line, that printed it.
  package var name: String
  /// The number as printed, without grouping commas or a unit suffix.
  package var value: Double

  package init(name: String, value: Double) {
    self.name = name
    self.value = value
  }

  /// Whether a larger value of this figure means faster.
  ///
  /// Steps or states per second and speed-ups are; every other figure is a time, a count or
  /// a ratio of our time to a baseline's.
  package var higherIsBetter: Bool {
    name.hasSuffix("steps/s") || name.hasSuffix("states/s") || name.hasSuffix("speed-up")
      || name.hasSuffix("audit on") || name.hasSuffix("audit off")
  }
}
