import BenchmarkGuard
import Testing

private let plan = RoundPlan(base: 7, most: 21)

@Test func aRatioFarUnderItsLimitGetsTheBaseRoundsOnly() {
  #expect(plan.needsMoreRounds([2.6, 2.7, 2.8], limit: 4))
  #expect(!plan.needsMoreRounds([2.6, 2.7, 2.8, 2.9, 6.9, 2.9, 2.7], limit: 4))
}

@Test func aRatioFarOverItsLimitGetsTheBaseRoundsOnly() {
  #expect(!plan.needsMoreRounds([5.1, 4.9, 5.3, 5.0, 1.2, 5.2, 4.8], limit: 2))
}

// The issue-37 run that failed: two slow rounds of seven put the limit between the quartiles.
@Test func aLimitWithinTheMiddleHalfOfTheRoundsAsksForMore() {
  let samples = [2.6, 2.7, 2.8, 4.5, 6.9, 4.6, 2.7]
  #expect(plan.needsMoreRounds(samples, limit: 4))
  #expect(!plan.needsMoreRounds(samples + Array(repeating: 4.2, count: 14), limit: 4))
}

@Test func aRatioWithoutALimitGetsNoMoreRounds() {
  #expect(!plan.needsMoreRounds([1, 9, 1, 9, 1, 9, 1], limit: nil))
}

/// A measure that gives `values` in turn, one a call, from the first again after the last,
/// and counts its calls.
@MainActor
private final class Series {
  let name: String
  let values: [Double]
  var calls = 0

  init(_ name: String, _ values: [Double]) {
    self.name = name
    self.values = values
  }

  func next() -> [(name: String, value: Double)] {
    defer { calls += 1 }
    return [(name, values[calls % values.count])]
  }
}

private let limits = RatioLimits(entries: [("settle / weak box", 4), ("check / weak box", 2)])

@MainActor
private func judge(_ settle: Series, _ check: Series) async -> LimitCheck {
  let samples = await plan.measure([{ settle.next() }, { check.next() }], limits: limits)
  return LimitCheck(samples: samples, limits: limits)
}

// A loaded stretch made four of the first seven rounds slow; the rounds after it are quiet.
// Seven rounds alone fail (median 4.5); the limit lies between the quartiles, so more rounds
// are taken of that ratio alone, and their median passes.
@MainActor
@Test func aLoadedStretchOfRoundsIsOutvotedByTheRoundsAfterIt() async {
  let settle = Series(
    "settle / weak box", [2.6, 4.5, 6.9, 4.6, 2.7, 4.8, 2.8] + Array(repeating: 2.7, count: 14))
  let check = Series("check / weak box", [1.0])
  let sevenRounds = LimitCheck(
    samples: [(settle.name, Array(settle.values.prefix(7)))], limits: limits)
  #expect(sevenRounds.problems.first?.hasPrefix("'settle / weak box' is 4.50x") == true)
  let verdict = await judge(settle, check)
  #expect(verdict.passed)
  // Sixteen rounds: then the four slow ones are all above the upper quartile.
  #expect(settle.calls == 16)
  #expect(check.calls == 7)
}

// The positive control: a regression just over the limit (a median of 4.2 against 4.0, some
// rounds under it) takes every extra round and still fails; measuring again after a failure
// would have passed it whenever one run's median fell under 4.0.
@MainActor
@Test func aRegressionJustOverItsLimitFailsAfterItsExtraRounds() async {
  let settle = Series("settle / weak box", [4.3, 3.8, 4.2, 3.9, 4.4, 4.1, 4.2])
  let check = Series("check / weak box", [1.0])
  let verdict = await judge(settle, check)
  #expect(settle.calls == 21)
  #expect(
    verdict.problems == [
      "'settle / weak box' is 4.20x, over its limit of 4.00x (median of 21 rounds)"
    ])
}

// A slowdown the guard was built to catch (issue 18's check, five times the baseline) fails
// on its seven rounds, with no extra round.
@MainActor
@Test func aRatioFarOverItsLimitFailsOnItsBaseRounds() async {
  let settle = Series("settle / weak box", [2.6])
  let check = Series("check / weak box", [5.1, 4.9, 5.3])
  let verdict = await judge(settle, check)
  #expect(!verdict.passed)
  #expect(check.calls == 7)
  #expect(
    verdict.problems == [
      "'check / weak box' is 5.10x, over its limit of 2.00x (median of 7 rounds)"
    ])
}
