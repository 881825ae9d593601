import BenchmarkGuard

// The plain-text tables the benchmark prints. Lines stay within 100 columns.

/// The facts that do not depend on the run: sizes, build configuration, how to reproduce.
func printHeader(objectCount: Int, rounds: Int, trials: Int) {
  #if DEBUG
    let build = "debug (figures not meaningful)"
  #else
    let build = "release"
  #endif
  print("coordaudit-bench: LeakAudit tracking cost and settle wake-up latency")
  print("")
  print("  objects (N)     \(grouped(objectCount)) trivial final class instances per round,")
  print("                  allocated before timing starts")
  print("  rounds          \(rounds), fresh tracker and objects each, the two track loops in")
  print("                  turn first; medians are reported")
  print("  latency trials  \(grouped(trials)) per object kind")
  print("  build           \(build)")
  print("  reproduce       swift run -c release coordaudit-bench")
  print("")
}

/// The throughput table: LeakAudit next to its weak-box baseline, in ns per object.
func printThroughput(_ rounds: [ThroughputRound]) {
  print("Throughput: ns per object, median of \(rounds.count) rounds")
  print("(LeakAudit's fastest and slowest round in brackets; ratio = the median of the rounds'")
  print("LeakAudit / baseline, each round's two loops timed one after the other)")
  print("")
  print(
    "  " + pad("operation", 22, alignRight: false) + pad("LeakAudit", 10)
      + pad("[min .. max]", 20) + pad("baseline", 10) + pad("ratio", 9) + "  baseline is")
  let rows: [(String, KeyPath<ThroughputRound, Double>, KeyPath<ThroughputRound, Double>, String)] =
    [
      ("track", \.track, \.boxTrack, "new WeakBox + append"),
      ("check (all alive)", \.check, \.boxCheck, "weak load != nil loop"),
      ("settle (all released)", \.settle, \.boxSettle, "weak load == nil loop"),
    ]
  for (name, ours, baseline, description) in rows {
    let values = rounds.map { $0[keyPath: ours] }
    let ourMedian = median(values)
    let baselineMedian = median(rounds.map { $0[keyPath: baseline] })
    let ratio = median(rounds.map { $0[keyPath: ours] / $0[keyPath: baseline] })
    let range = "[\(fixed(values.min()!)) .. \(fixed(values.max()!))]"
    print(
      "  " + pad(name, 22, alignRight: false) + pad(fixed(ourMedian), 10) + pad(range, 20)
        + pad(fixed(baselineMedian), 10) + pad(fixed(ratio, 2) + "x", 9) + "  " + description)
  }
  let ours = rounds.map { $0.track + $0.check }
  let baseline = rounds.map { $0.boxTrack + $0.boxCheck }
  let ratio = median(rounds.map { ($0.track + $0.check) / ($0.boxTrack + $0.boxCheck) })
  print(
    "  " + pad("track + check", 22, alignRight: false) + pad(fixed(median(ours)), 10)
      + pad("", 20) + pad(fixed(median(baseline)), 10) + pad(fixed(ratio, 2) + "x", 9)
      + "  target: within 2x")
  print("")
}

/// The latency table: how long after the last release settle returns, in microseconds.
func printLatency(plain: LatencyFigures, signalling: LatencyFigures, trials: Int) {
  print("Settle wake-up latency after the last release: \(grouped(trials)) trials per kind,")
  print("default configuration (soft deadline 100 ms, hard 1 s); the release comes 1 to 3 ms")
  print("after settle starts waiting")
  print("")
  print(
    "  " + pad("object", 30, alignRight: false) + pad("median µs", 11) + pad("p90 µs", 10)
      + pad("p99 µs", 10) + pad("max µs", 10) + pad("failed trials", 15))
  let rows = [("plain (found by polling)", plain), ("DeinitSignalling (signalled)", signalling)]
  for (name, figures) in rows {
    let values = figures.microseconds
    guard !values.isEmpty else {
      print("  " + pad(name, 30, alignRight: false) + "no successful trial")
      continue
    }
    print(
      "  " + pad(name, 30, alignRight: false) + pad(fixed(median(values)), 11)
        + pad(fixed(percentile(values, 0.9)), 10) + pad(fixed(percentile(values, 0.99)), 10)
        + pad(fixed(values.max()!), 10) + pad(grouped(figures.failures.count), 15))
  }
  print("  target: median within 2,000 µs")
  for (name, figures) in rows where !figures.failures.isEmpty {
    print("")
    print("  Failed \(name) trials (not in the figures above):")
    for failure in figures.failures.prefix(5) { print("    " + failure) }
    if figures.failures.count > 5 { print("    … and \(figures.failures.count - 5) more") }
  }
  print("")
}
