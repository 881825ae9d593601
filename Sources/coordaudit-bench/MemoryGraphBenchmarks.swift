import BenchmarkGuard
import LeakAudit

// The memory graph: what recording costs each allocation, against the same allocations with
// nothing recording, in the same round; what listing and searching a heap of a million live
// objects costs.

final class GraphBenchObject {
  var next: GraphBenchObject?
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
    withExtendedLifetime((heads, live)) {}
    heads.removeAll()
    MemoryGraph.stopRecording()
  }
  print("list \(grouped(found)) live objects                   \(fixed(median(listing), 1)) ms")
  print(
    "explain a survivor among them (every object a holder) \(fixed(median(searching), 1)) ms")
  print("")
}
