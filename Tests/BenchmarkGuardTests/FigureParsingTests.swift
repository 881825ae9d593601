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

// Since the ratio became the median of the rounds' own, its explanation takes two lines.
@Test func theThroughputTableWithItsTwoLineExplanationGivesTheSameFigures() {
  let text = """
    Throughput: ns per object, median of 6 rounds
    (LeakAudit's fastest and slowest round in brackets; ratio = the median of the rounds'
    LeakAudit / baseline, each round's two loops timed one after the other)

      operation              LeakAudit        [min .. max]  baseline    ratio  baseline is
      track                      225.2    [169.0 .. 346.2]     196.5    1.34x  new WeakBox + append
      track + check              266.9                         237.5    1.28x  target: within 2x

    """
  let names = Figure.parse(text).map(\.name)
  #expect(
    names == [
      "track · LeakAudit", "track · baseline", "track · ratio", "track + check · LeakAudit",
      "track + check · baseline", "track + check · ratio",
    ])
  #expect(value("track · ratio", in: text) == 1.34)
  #expect(value("track + check · ratio", in: text) == 1.28)
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

// Output as the generated app's benchmark (`explore-app`) prints it: sentences, not tables.
private let generatedApp = """
  Exploring a generated app of 40 flows and 120 screens: release build

    depth 6, median of 2: 40,855 states, 651,530 audited steps in 66.6 s: 9,785 steps/s (target: 20,000); 6 bugs
      heap held at the peak: 4,163 KB, 104 bytes per stored state (target: at most 1,024)
    depth 8, up to 20,000 states: 20,001 states in 28.0 s, 10,585 steps/s (stopped at the limit)
    coordaudit explore --depth 6: one job 56.5 s, --jobs 2 62.9 s: 0.90x (target: at least 1.7x on 2 cores)

    catalog (61 scenarios) to depth 6, merging states: 1.52 s, 4,964 steps, 35 bugs
    catalog (61 scenarios) to depth 4, every sequence (--no-merge): 1.74 s, 13,691 steps, 35 bugs

  """

@Test func theGeneratedAppsSentencesGiveFigures() {
  let figures = Figure.parse(generatedApp)
  #expect(
    figures.map(\.name) == [
      "generated app, depth 6 · states", "generated app, depth 6 · audited steps",
      "generated app, depth 6 · s", "generated app, depth 6 · steps/s",
      "generated app · bytes per stored state",
      "generated app, depth 8 · states", "generated app, depth 8 · s",
      "generated app, depth 8 · steps/s",
      "coordaudit explore --depth 6 · one job s", "coordaudit explore --depth 6 · --jobs 2 s",
      "coordaudit explore --depth 6 · --jobs 2 speed-up",
      "catalog to depth 6, merging states · s", "catalog to depth 6, merging states · steps",
      "catalog to depth 4, every sequence (--no-merge) · s",
      "catalog to depth 4, every sequence (--no-merge) · steps",
    ])
  #expect(
    figures.map(\.value) == [
      40_855, 651_530, 66.6, 9_785, 104, 20_001, 28.0, 10_585, 56.5, 62.9, 0.90, 1.52, 4_964,
      1.74, 13_691,
    ])
  #expect(figures.first { $0.name.hasSuffix("speed-up") }?.higherIsBetter == true)
}
