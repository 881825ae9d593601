import BenchmarkGuard
import CoordAuditScenarios
import LeakAudit

// The guard's paired measures: each piece of work timed next to its baseline, moments apart,
// the two as long as each other, so that what slows the machine slows both. (The benchmark's
// own parts time 200,000 or a million objects in one loop each; a preemption of a few
// milliseconds in one of those loops moved a ratio by 2x on a loaded machine.)

/// Track, check and settle, each the median ratio of `slices` slices to its weak-box baseline.
///
/// Each slice of `perSlice` objects has a tracker of its own, so that its check and its settle
/// look at that slice alone, as the baseline's loop does. Within a slice the baseline and the
/// tracker run one after the other, the baseline first in even pairs and second in odd ones.
/// Each timed loop is 0.1 to 0.5 ms, shorter than the 0.75 ms a scheduler with ten runnable
/// threads gives each: most pairs run unpreempted, and the median ratio is one of those.
///
/// ```swift
/// let ratios = await measurePairedThroughput(slices: 10, perSlice: 20_000)
/// ratios.settle  // 1.5: settling costs half as much again as a loop over dead weak boxes
/// ```
///
/// - Parameters:
///   - slices: How many slices, each a pair of timed loops per operation.
///   - perSlice: The objects of each slice.
///   - trackChunk: The objects of each timed pair of loops that track: a slice is tracked in
///     chunks of this many.
/// - Returns: Each operation's median ratio over the slices.
func measurePairedThroughput(slices: Int, perSlice: Int, trackChunk: Int) async -> (
  track: Double, check: Double, settle: Double
) {
  let clock = ContinuousClock()
  var boxedObjects = (0..<slices).map { _ in (0..<perSlice).map { _ in Payload() } }
  var trackedObjects = (0..<slices).map { _ in (0..<perSlice).map { _ in Payload() } }
  let trackers = (0..<slices).map { _ in LeakTracker() }
  var boxes: [[WeakBox]] = []
  var probes: [[Probe]] = []
  var track: [(measured: Double, baseline: Double)] = []
  var check: [(measured: Double, baseline: Double)] = []
  var settle: [(measured: Double, baseline: Double)] = []

  /// Times `baseline` and `measured` in the slice's order; returns (measured, baseline).
  func pair(_ slice: Int, baseline: () -> Void, measured: () -> Void) -> (Double, Double) {
    var times = (0.0, 0.0)
    for side in slice.isMultiple(of: 2) ? [0, 1] : [1, 0] {
      let start = clock.now
      if side == 0 { baseline() } else { measured() }
      let elapsed = (clock.now - start).inNanoseconds
      if side == 0 { times.1 = elapsed } else { times.0 = elapsed }
    }
    return times
  }

  // track: new weak boxes appended to a pre-reserved array, vs `tracker.track(object)`, in
  // pairs of `trackChunk` objects: tracking allocates (a box, a side table), and a slice of
  // 20,000 took 2 to 4 ms, long enough for a loaded machine to preempt most of them.
  for slice in 0..<slices {
    var sliceBoxes: [WeakBox] = []
    sliceBoxes.reserveCapacity(perSlice)
    var sliceProbes: [Probe] = []
    sliceProbes.reserveCapacity(perSlice)
    for chunk in stride(from: 0, to: perSlice, by: trackChunk) {
      let range = chunk..<min(chunk + trackChunk, perSlice)
      track.append(
        pair(
          slice + chunk / trackChunk,
          baseline: {
            for object in boxedObjects[slice][range] { sliceBoxes.append(WeakBox(object)) }
          },
          measured: {
            for object in trackedObjects[slice][range] {
              sliceProbes.append(trackers[slice].track(object))
            }
          }))
    }
    guard trackers[slice].trackedCount == perSlice, sliceBoxes.count == perSlice else {
      fail("slice \(slice) tracked \(trackers[slice].trackedCount) objects, expected \(perSlice)")
    }
    boxes.append(sliceBoxes)
    probes.append(sliceProbes)
  }

  // check: one pass over objects that are all alive.
  for slice in 0..<slices {
    trackers[slice].expectAlive(probes[slice])
    var alive = 0
    var report: Report?
    let times = pair(
      slice, baseline: { for box in boxes[slice] where box.object != nil { alive += 1 } },
      measured: { report = trackers[slice].check() })
    guard alive == perSlice, report?.findings.isEmpty == true else {
      fail(
        "check of slice \(slice): \(alive) boxes alive, \(report?.findings.count ?? -1) findings")
    }
    check.append(times)
  }

  // settle: every object expected released and already gone before timing starts. Swift may
  // end a variable's lifetime at its last use: keep the objects alive explicitly up to here.
  for slice in 0..<slices { trackers[slice].expectReleased(probes[slice]) }
  withExtendedLifetime(boxedObjects) {}
  withExtendedLifetime(trackedObjects) {}
  boxedObjects = []
  trackedObjects = []
  for slice in 0..<slices {
    guard trackers[slice].liveCounts.isEmpty else { fail("slice \(slice) still alive") }
    var dead = 0
    var settled: (Double, Double) = (0, 0)
    var report: Report?
    // settle is async: the pair is timed here rather than by `pair`.
    for side in slice.isMultiple(of: 2) ? [0, 1] : [1, 0] {
      let start = clock.now
      if side == 0 {
        for box in boxes[slice] where box.object == nil { dead += 1 }
        settled.1 = (clock.now - start).inNanoseconds
      } else {
        report = await trackers[slice].settle()
        settled.0 = (clock.now - start).inNanoseconds
      }
    }
    guard dead == perSlice, report?.findings.isEmpty == true,
      report?.releasedCount == perSlice
    else {
      fail("settle of slice \(slice): \(dead) boxes dead, \(report?.releasedCount ?? -1) released")
    }
    settle.append(settled)
  }
  return (pairedRatio(track), pairedRatio(check), pairedRatio(settle))
}

/// The catalog explored to `depth`, time per step, to its scripts run unaudited, per step.
///
/// Entry by entry, the exploration and `plays` plays of the same entry's script alternate
/// (the exploration first in even entries), so that both sides of the ratio see the same
/// moments of the machine. The baseline is the scripts' steps with the audit off: work for
/// the processor alone, as exploration's steps are (they settle at once). Audited, a script
/// waits out its soft deadline where it expects a leak: 85% of its time was sleep, which a
/// loaded machine does not stretch while it stretches exploration, so the old ratio rose
/// with the load (0.19 at load 4, 0.31 at load 12).
///
/// ```swift
/// await measurePairedCatalogExploration(depth: 4, plays: 30)  // about 4: an explored step
/// // costs four unaudited scripted ones
/// ```
///
/// - Parameters:
///   - depth: The exploration's depth.
///   - plays: How often each script is played, so that the baseline is about as long as the
///     exploration (30 plays of the catalog's scripts took about as long as one exploration
///     to depth 4 at a3fb261).
/// - Returns: Explored time per step over scripted time per step.
@MainActor
func measurePairedCatalogExploration(depth: Int, plays: Int) async -> Double {
  let runner = ScenarioRunner()
  let clock = ContinuousClock()
  var explored = (nanoseconds: 0.0, steps: 0)
  var scripted = (nanoseconds: 0.0, steps: 0)
  for (index, entry) in runner.catalog.enumerated() {
    for side in index.isMultiple(of: 2) ? [0, 1] : [1, 0] {
      let start = clock.now
      if side == 0 {
        let output = await runner.explore(
          entry.source, file: entry.file, options: ExploreOptions(depth: depth), progress: nil)
        explored.nanoseconds += (clock.now - start).inNanoseconds
        if output.results.contains(where: { $0.outcome == .failed })
          != entry.name.hasSuffix("-faulty")
        {
          fail("exploring \(entry.name): \(output.summary)")
        }
        explored.steps += output.steps
      } else {
        for _ in 0..<plays {
          scripted.steps += await runner.runSteps(entry.source, file: entry.file, audited: false)
            .steps
        }
        scripted.nanoseconds += (clock.now - start).inNanoseconds
      }
    }
  }
  guard explored.steps > 0, scripted.steps > 0 else { fail("the catalog ran no step") }
  return (explored.nanoseconds / Double(explored.steps))
    / (scripted.nanoseconds / Double(scripted.steps))
}
