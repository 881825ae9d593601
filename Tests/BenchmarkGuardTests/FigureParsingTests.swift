import BenchmarkGuard
import Testing

// Output as c201914's benchmark printed it: the parser must read older builds too, so that
// `coordaudit-bench compare` can run against them.
private let throughput = """
  Throughput: ns per object, median of 5 rounds
  (LeakAudit's fastest and slowest round in brackets; ratio = LeakAudit / baseline)

    operation              LeakAudit        [min .. max]  baseline    ratio  baseline is
    track                      369.0   [259.4 .. 1024.2]     150.2    2.46x  new WeakBox + append
    check (all alive)          358.5    [332.5 .. 370.5]      37.9    9.47x  weak load != nil loop
    track + check              727.5                         188.1    3.87x  target: within 2x

  """

private let exploration = """
  Exploration: release build, median of 3 rounds

    built-in catalog, 53 entries to depth 6: 0.33 s (fastest 0.33, slowest 0.35); target: under 10 s
      276 states, 720 transitions, 2,358 actions performed (replays included), 3,078 steps run
      9,320 explored steps/s, 835 distinct states/s (audit on)

    nested flows     steps     steps/s
    10                  12      13,122
    1,000            1,002      11,562
    fastest / slowest: 1.13x; target: within 2x (a step costs what it changes, not what is alive)

    other shapes                 steps/s
    side by side, 3,000              564

  """

private let scenarios = """
  Scenario runner: release build, median of 3 rounds

    built-in catalog   53 scenarios in 795.2 ms (fastest 749.9, slowest 887.2); target: under 1,000 ms

    stress scenario                          steps    audit on   audit off   ratio
                                                       steps/s     steps/s
    10,000 screens pushed and popped        20,001      29,069      92,116   3.17x

  """

private func value(_ name: String, in text: String) -> Double? {
  Figure.parse(text).first { $0.name == name }?.value
}

@Test func aTableRowGivesOneFigurePerColumn() {
  #expect(value("track · LeakAudit", in: throughput) == 369.0)
  #expect(value("track · baseline", in: throughput) == 150.2)
  #expect(value("check (all alive) · ratio", in: throughput) == 9.47)
}

@Test func aRowWithoutTheBracketedRangeKeepsItsColumns() {
  #expect(value("track + check · baseline", in: throughput) == 188.1)
  #expect(value("track + check · ratio", in: throughput) == 3.87)
}

@Test func sizesAreNamedWithTheirTableAndGroupingCommasAreRead() {
  #expect(value("nested flows, 1,000 · steps/s", in: exploration) == 11_562)
  #expect(value("side by side, 3,000 · steps/s", in: exploration) == 564)
  #expect(value("nested flows · fastest / slowest", in: exploration) == 1.13)
}

@Test func figuresOnALineOfTheirOwnAreReadByPattern() {
  #expect(value("catalog explored · s", in: exploration) == 0.33)
  #expect(value("catalog explored · steps/s", in: exploration) == 9_320)
  #expect(value("catalog run · ms", in: scenarios) == 795.2)
}

@Test func aScenarioNameThatStartsWithANumberIsALabel() {
  #expect(value("10,000 screens pushed and popped · audit off", in: scenarios) == 92_116)
  #expect(value("10,000 screens pushed and popped · ratio", in: scenarios) == 3.17)
}

@Test func textWithoutATableHasNoFigure() {
  #expect(Figure.parse("coordaudit-bench: nothing to see\n\nchecksum 42\n").isEmpty)
}
