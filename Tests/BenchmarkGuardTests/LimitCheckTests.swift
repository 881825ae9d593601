import BenchmarkGuard
import Testing

private let limits = RatioLimits(entries: [("track / weak box", 2.6), ("check / weak box", 2.4)])

@Test func ratiosWithinTheirLimitsPass() {
  let check = LimitCheck(
    samples: [("track / weak box", [1.3, 1.4, 1.2]), ("check / weak box", [1.1, 1.0, 1.2])],
    limits: limits)
  #expect(check.passed)
  #expect(check.text.contains("ok"))
}

// The positive control: a check made five times slower, as 99e9138 made it four and a half
// times slower without anything noticing, fails the guard and names the ratio.
@Test func aRatioOverItsLimitFailsAndIsNamed() {
  let check = LimitCheck(
    samples: [("track / weak box", [1.3, 1.4, 1.2]), ("check / weak box", [5.1, 4.9, 5.3])],
    limits: limits)
  #expect(!check.passed)
  #expect(
    check.problems == [
      "'check / weak box' is 5.10x, over its limit of 2.40x (median of 3 rounds)"
    ])
  #expect(check.text.contains("OVER"))
}

@Test func oneSlowRoundOfALoadedMachineDoesNotFail() {
  let check = LimitCheck(
    samples: [("track / weak box", [1.3, 9.0, 1.2]), ("check / weak box", [1.1, 1.0, 7.5])],
    limits: limits)
  #expect(check.passed)
}

@Test func aRatioWithoutALimitFails() {
  let check = LimitCheck(
    samples: [
      ("track / weak box", [1.3]), ("check / weak box", [1.1]), ("settle / weak box", [2.0]),
    ],
    limits: limits)
  #expect(check.problems == ["'settle / weak box' has no limit: add one to the limits file"])
}

@Test func aLimitThatNamesNoMeasuredRatioFails() {
  let check = LimitCheck(samples: [("track / weak box", [1.3])], limits: limits)
  #expect(
    check.problems == [
      "the limit of 'check / weak box' names no measured ratio: a renamed ratio would escape "
        + "the guard"
    ])
}

@Test func theLimitsFileIsReadWithCommentsAndBlankLines() throws {
  let text = """
    # Limits, about twice today's ratios.

    track / weak box        2.6
    check / weak box        2.4   # after the fix
    """
  #expect(try RatioLimits(parsing: text) == limits)
}

@Test func aMalformedLimitNamesItsLine() {
  #expect(throws: RatioLimits.ParseError.self) { try RatioLimits(parsing: "track 2.6\n") }
  do {
    _ = try RatioLimits(parsing: "# ok\ntrack / weak box   two\n")
    Issue.record("a limit that is not a number was read")
  } catch {
    #expect(error.line == 2)
    #expect(error.message.contains("'track / weak box   two'"))
  }
}

@Test func aRatioGivenTwiceIsAnError() {
  #expect(throws: RatioLimits.ParseError(line: 2, message: "'a' has a limit already")) {
    try RatioLimits(parsing: "a  1\na  2\n")
  }
}
