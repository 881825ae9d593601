import BenchmarkGuard
import LeakAudit

// The memory graph: what recording costs each allocation, against the same allocations with
// nothing recording, in the same round; what listing and searching a heap of a million live
// objects costs.

final class GraphBenchObject {
  var next: GraphBenchObject?
}

/// What grows in the growth figure: models a cache keeps.
final class GraphBenchModel {}

final class GraphBenchCache {
  nonisolated(unsafe) static var shared: GraphBenchCache?
  var models: [GraphBenchModel] = []
}

/// Allocates `count` objects into `slots`, then lets them all go; the time per object.
@inline(never)
func allocationRound(count: Int, slots: inout [GraphBenchObject?]) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  for index in 0..<count { slots[index] = GraphBenchObject() }
  for index in 0..<count { slots[index] = nil }
  return (clock.now - start).inNanoseconds / Double(count)
}

func runMemoryGraphBenchmarks(rounds: Int) {
  print("== memory graph (\(rounds) rounds; each figure the median)")
  if let reason = MemoryGraph.unavailableReason {
    print("unavailable: \(reason)")
    print("")
    return
  }
  let count = 1_000_000
  var slots = [GraphBenchObject?](repeating: nil, count: count)
  _ = allocationRound(count: count, slots: &slots)  // warm up
  var off: [Double] = []
  var on: [Double] = []
  for _ in 0..<rounds {
    off.append(allocationRound(count: count, slots: &slots))
    MemoryGraph.startRecording()
    on.append(allocationRound(count: count, slots: &slots))
    MemoryGraph.stopRecording()
  }
  let offMedian = median(off)
  let onMedian = median(on)
  print(
    "allocate and release one object, nothing recording   \(fixed(offMedian, 1)) ns")
  print(
    "the same while the graph records                    \(fixed(onMedian, 1)) ns  (\(fixed(onMedian / offMedian, 2))x)"
  )

  // A heap of a million live objects in chains of 100; one survivor at the end of a chain
  // whose head nothing else holds.
  var listing: [Double] = []
  var searching: [Double] = []
  var growingModels: [Double] = []
  var growingHeap: [Double] = []
  var grownInstances = 0
  var found = 0
  for _ in 0..<rounds {
    MemoryGraph.startRecording()
    var heads: [GraphBenchObject] = []
    for _ in 0..<(count / 100) {
      let head = GraphBenchObject()
      var node = head
      for _ in 1..<100 {
        let next = GraphBenchObject()
        node.next = next
        node = next
      }
      heads.append(head)
    }
    let survivor = GraphBenchObject()
    heads[heads.count / 2].next?.next = survivor
    let clock = ContinuousClock()
    var start = clock.now
    let live = HeapRecorder.liveObjects()
    listing.append((clock.now - start).inNanoseconds / 1e6)
    found = live.count
    start = clock.now
    let analysis = RetainAnalysis.run(
      survivors: [survivor], roots: [], heap: WholeHeap(objects: live, searchesStack: false))
    searching.append((clock.now - start).inNanoseconds / 1e6)
    if analysis.explanations[0].unrootedPath == nil { fail("the holder was not found") }

    // Growth: 10,000 models a global cache keeps, among the million; then 10,000 more of the
    // million's own class, so that every one of its instances is explained.
    let before = MemoryGraph.snapshot()!
    let cache = GraphBenchCache()
    GraphBenchCache.shared = cache
    cache.models = (0..<10_000).map { _ in GraphBenchModel() }
    start = clock.now
    let growth = MemoryGraph.growth(since: before)!
    growingModels.append((clock.now - start).inNanoseconds / 1e6)
    if growth.changes.first(where: { $0.type == "GraphBenchModel" })?.holders.first?.count
      != 10_000
    {
      fail("the models' holder was not merged: \(growth.text)")
    }
    let extra = (0..<10_000).map { _ in GraphBenchObject() }
    let beforeMore = MemoryGraph.snapshot()!
    let more = (0..<10_000).map { _ in GraphBenchObject() }
    start = clock.now
    let grownHeap = MemoryGraph.growth(since: beforeMore)!
    growingHeap.append((clock.now - start).inNanoseconds / 1e6)
    grownInstances = grownHeap.changes.first { $0.type == "GraphBenchObject" }?.after ?? 0
    withExtendedLifetime((extra, more)) {}
    GraphBenchCache.shared = nil
    withExtendedLifetime((heads, live)) {}
    heads.removeAll()
    MemoryGraph.stopRecording()
  }
  print("list \(grouped(found)) live objects                   \(fixed(median(listing), 1)) ms")
  print(
    "explain a survivor among them (every object a holder) \(fixed(median(searching), 1)) ms")
  print(
    "growth: 10,000 cached models among them, merged       \(fixed(median(growingModels), 1)) ms")
  print(
    "growth of their own class: \(grouped(grownInstances)) instances explained \(fixed(median(growingHeap), 1)) ms"
  )
}

/// The built-in catalog, with nothing recording and while the graph records.
///
/// Alternating in each round (each leak's explanation then searches the graph): what recording
/// in every test of a suite costs, on the project's own suite of scenarios. Every scenario
/// must still do what it declares.
@MainActor
func runCatalogWithMemoryGraph(rounds: Int) async {
  defer { print("") }
  guard MemoryGraph.unavailableReason == nil else { return }
  var off: [Double] = []
  var on: [Double] = []
  var scenarios = 0
  for _ in 0..<rounds {
    let plain = await measureCatalog(rounds: 1)
    off += plain.milliseconds
    scenarios = plain.scenarios
    MemoryGraph.startRecording()
    on += await measureCatalog(rounds: 1).milliseconds
    MemoryGraph.stopRecording()
  }
  print(
    "the built-in catalog (\(scenarios) scenarios), nothing recording \(fixed(median(off), 1)) ms")
  print(
    "the same while the graph records                    \(fixed(median(on), 1)) ms  (\(fixed(median(on) / median(off), 2))x)"
  )
  print("")
}
