import BenchmarkGuard
import Testing

@Test func theQuartilesOfSevenValuesAreTheSecondAndTheSixth() {
  #expect(quartiles([7, 1, 6, 2, 5, 3, 4]) == (lower: 2, upper: 6))
  #expect(quartiles([3]) == (lower: 3, upper: 3))
}

@Test func aPairedRatioIgnoresAPairThatOneSideOfWasPreempted() {
  // A preemption of a few milliseconds in one loop of three: that pair's ratio is wild.
  #expect(pairedRatio([(30, 10), (31, 10), (900, 10)]) == 3.1)
  #expect(pairedRatio([(30, 10), (31, 10), (30, 300)]) == 3.0)
}

// The positive control: work made three times slower on every pair moves the ratio by three,
// however much the machine's load moves both sides together from pair to pair.
@Test func aPairedRatioFollowsWorkMadeSlowerOnEveryPair() {
  let baselines = [10.0, 40.0, 12.0, 25.0, 90.0]
  let before = pairedRatio(baselines.map { (1.5 * $0, $0) })
  let after = pairedRatio(baselines.map { (4.5 * $0, $0) })
  #expect(before == 1.5)
  #expect(after == 4.5)
}

// The median of pairs is not the ratio of medians: a loaded stretch that slows both sides of
// the same pairs leaves the paired ratio where it was.
@Test func aPairedRatioIsUnmovedByLoadThatSlowsBothSidesOfAPair() {
  let quiet = pairedRatio([(20, 10), (20, 10), (20, 10), (20, 10), (20, 10)])
  let loaded = pairedRatio([(20, 10), (120, 60), (200, 100), (20, 10), (160, 80)])
  #expect(quiet == 2)
  #expect(loaded == 2)
}

@Test func aPercentileIsTheNearestRankedValue() {
  #expect(percentile([5, 1, 4, 2, 3], 0.5) == 3)
  #expect(percentile([5, 1, 4, 2, 3], 0.9) == 5)
  #expect(percentile([5, 1, 4, 2, 3], 0) == 1)
}
