import Foundation

// Release-build benchmarks:
// `swift run -c release coordaudit-bench [leakaudit] [retain-graph] [memory-graph] [scenarios]
// [explore] [explore-examples] [explore-scale] [explore-app] [explore-parts] [json]`.
//
// Prints figures, not verdicts: the cost of tracking and checking next to a bare weak box, how
// soon settle returns after the last release, the cost of retain-graph analysis next to a
// Mirror walk of the same graphs, what recording the memory graph costs an allocation and
// what searching a million live objects costs, the scenario runner's speed with the audit on
// and off, exploration's speed, and the JSON readers' on an object of a million keys.
// With no argument, every part runs.
//
// Two more commands (BENCHMARKS.md):
//   coordaudit-bench compare OLD NEW [part…] [--rounds N]   two builds, alternately, side by side
//   coordaudit-bench guard [--limits FILE] [--rounds N]     the ratios against committed limits
//                                                            (7 rounds unless told)
//   coordaudit-bench app-scenario                            the scenario explore-app explores

/// The value of `--name VALUE` in `arguments`, removed from them.
func option(_ name: String, in arguments: inout [String]) -> String? {
  guard let index = arguments.firstIndex(of: name) else { return nil }
  guard index + 1 < arguments.count else { fail("'\(name)' needs a value") }
  defer { arguments.removeSubrange(index...(index + 1)) }
  return arguments[index + 1]
}

/// A positive count given with `--rounds`.
func rounds(in arguments: inout [String], default value: Int) -> Int {
  guard let text = option("--rounds", in: &arguments) else { return value }
  guard let count = Int(text), count > 0 else { fail("'--rounds \(text)': give a positive count") }
  return count
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "compare" {
  arguments.removeFirst()
  let count = rounds(in: &arguments, default: 3)
  guard arguments.count >= 2 else {
    fail("usage: coordaudit-bench compare OLD NEW [part…] [--rounds N]")
  }
  runComparison(
    old: arguments[0], new: arguments[1], parts: Array(arguments.dropFirst(2)), rounds: count)
  exit(0)
}
if arguments.first == "guard" {
  arguments.removeFirst()
  let count = rounds(in: &arguments, default: 7)
  let limits = option("--limits", in: &arguments) ?? ".ci/benchmark-limits"
  guard arguments.isEmpty else {
    fail("usage: coordaudit-bench guard [--limits FILE] [--rounds N]")
  }
  exit(await runGuard(limitsPath: limits, rounds: count))
}

if arguments == ["app-scenario"] {
  print(generatedApp(), terminator: "")
  exit(0)
}

let parts = Set(arguments)
let runsEverything = parts.isEmpty

if runsEverything || parts.contains("leakaudit") {
  let objectCount = 1_000_000
  // Even: as many rounds time the weak box first as time the tracker first.
  let rounds = 6
  let trials = 1_000

  printHeader(objectCount: objectCount, rounds: rounds, trials: trials)

  var throughput: [ThroughputRound] = []
  for round in 0..<rounds {
    throughput.append(
      await measureThroughputRound(count: objectCount, boxFirst: round.isMultiple(of: 2)))
  }
  printThroughput(throughput)

  let plain = await measureWakeUpLatency(trials: trials, signalling: false)
  let signalling = await measureWakeUpLatency(trials: trials, signalling: true)
  printLatency(plain: plain, signalling: signalling, trials: trials)

  let checksum =
    throughput.reduce(0) { $0 &+ $1.checksum } &+ plain.microseconds.count
    &+ signalling.microseconds.count
  print("checksum \(checksum)")
  print("")
}

if runsEverything || parts.contains("retain-graph") {
  let retainObjects = 100_000
  let retainRounds = 5
  let coldMilliseconds = warmUpRetainGraph(count: retainObjects)
  var kindFigures: [RetainGraphFigures] = []
  for graph in edgeKindGraphs() {
    let (root, survivor) = graph.make(retainObjects)
    kindFigures.append(measureRetainGraph(name: graph.name, root: root, rounds: retainRounds))
    withExtendedLifetime(survivor) {}
  }
  let (mixedRoot, mixedNodes) = mixedGraph(count: retainObjects)
  let mixedFigures = measureRetainGraph(
    name: "mixed, with cycles", root: mixedRoot, rounds: retainRounds)
  let pathFigures = measureShortestPath(in: mixedNodes, rounds: retainRounds)
  releaseMixed(mixedNodes)
  printRetainGraph(
    kinds: kindFigures, mixed: mixedFigures, path: pathFigures, objectCount: retainObjects,
    rounds: retainRounds, coldMilliseconds: coldMilliseconds)
  let checksum =
    kindFigures.reduce(0) { $0 &+ $1.edges } &+ mixedFigures.edges &+ pathFigures.pathLinks
  print("checksum \(checksum)")
  print("")
}

if runsEverything || parts.contains("memory-graph") {
  runMemoryGraphBenchmarks(rounds: 3)
  await runCatalogWithMemoryGraph(rounds: 3)
}

if runsEverything || parts.contains("scenarios") {
  await runScenarioBenchmarks(rounds: 3)
}

if runsEverything || parts.contains("explore") {
  await runExplorationBenchmarks(rounds: 3)
}

if runsEverything || parts.contains("explore-examples") {
  await runExampleAppBenchmarks(rounds: 3)
}

if runsEverything || parts.contains("explore-scale") {
  await runScaleAppBenchmarks(rounds: 1)
}

if runsEverything || parts.contains("explore-app") {
  await runAppExplorationBenchmarks(rounds: 2)
}

if runsEverything || parts.contains("explore-parts") {
  await runPartsBenchmark()
}

if runsEverything || parts.contains("json") {
  runJSONReaderBenchmarks(rounds: 3)
}
