import BenchmarkGuard
import Testing

@Test func eachFigureIsTheMedianOfItsRoundsWithNewOverOld() {
  let old = [
    [Figure(name: "check · ratio", value: 4.0)], [Figure(name: "check · ratio", value: 5.0)],
    [Figure(name: "check · ratio", value: 4.5)],
  ]
  let new = [
    [Figure(name: "check · ratio", value: 1.0)], [Figure(name: "check · ratio", value: 0.9)],
    [Figure(name: "check · ratio", value: 1.1)],
  ]
  let comparison = Comparison(old: old, new: new)
  #expect(comparison.rows.count == 1)
  #expect(comparison.rows[0].old == 4.5)
  #expect(comparison.rows[0].new == 1.0)
  #expect(comparison.rows[0].ratio.map { ($0 * 1000).rounded() } == 222)
  #expect(comparison.text(oldName: "a", newName: "b").contains("0.22x  lower"))
}

@Test func aFigureOnlyOneBuildPrintsHasADash() {
  let comparison = Comparison(
    old: [[Figure(name: "x · s", value: 1)]],
    new: [[Figure(name: "y, 10 · steps/s", value: 2)]])
  #expect(comparison.rows.map(\.name) == ["y, 10 · steps/s", "x · s"])
  #expect(comparison.rows[0].ratio == nil)
  #expect(comparison.rows[0].higherIsBetter)
  #expect(comparison.text(oldName: "a", newName: "b").contains("-"))
}

@Test func fixedRoundsHalfAwayFromZero() {
  #expect(fixed(2.455, 1) == "2.5")
  #expect(fixed(0.05, 2) == "0.05")
  #expect(fixed(1234.0, 0) == "1234")
  #expect(fixed(-1.25, 1) == "-1.3")
}
