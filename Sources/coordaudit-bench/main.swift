// Release-build benchmarks for LeakAudit: `swift run -c release coordaudit-bench`.
//
// Prints figures, not verdicts: the cost of tracking and checking next to a bare weak box,
// how soon settle returns after the last release, and the cost of retain-graph analysis next
// to a Mirror walk of the same graphs.

let objectCount = 1_000_000
let rounds = 5
let trials = 1_000

// `coordaudit-bench retain-graph` runs the retain-graph figures alone.
let retainGraphOnly = CommandLine.arguments.dropFirst().contains("retain-graph")

printHeader(objectCount: objectCount, rounds: rounds, trials: trials)

var throughput: [ThroughputRound] = []
var plain = LatencyFigures(microseconds: [], failures: [])
var signalling = LatencyFigures(microseconds: [], failures: [])
if !retainGraphOnly {
  for _ in 0..<rounds {
    throughput.append(await measureThroughputRound(count: objectCount))
  }
  printThroughput(throughput)

  plain = await measureWakeUpLatency(trials: trials, signalling: false)
  signalling = await measureWakeUpLatency(trials: trials, signalling: true)
  printLatency(plain: plain, signalling: signalling, trials: trials)
}

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
  throughput.reduce(0) { $0 &+ $1.checksum } &+ plain.microseconds.count
  &+ signalling.microseconds.count &+ kindFigures.reduce(0) { $0 &+ $1.edges }
  &+ mixedFigures.edges &+ pathFigures.pathLinks
print("checksum \(checksum)")
