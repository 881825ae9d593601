import BenchmarkGuard
import Dispatch
import LeakAudit

// The measurements. Every function here is nonisolated and async, so it runs on the global
// executor: the main thread stays free to drain the main queue, where settle polls.

/// The trivial object that is tracked, or boxed, a million times.
final class Payload {}

/// An object that announces its deinit, so that settle wakes on the signal instead of polling.
final class SignallingPayload: DeinitSignallingObject {}

/// The baseline: the least a weak-reference leak check can do per object.
final class WeakBox {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}

/// One round's figures, in nanoseconds per object.
struct ThroughputRound: Sendable {
  var track: Double
  var boxTrack: Double
  var check: Double
  var boxCheck: Double
  var settle: Double
  var boxSettle: Double
  /// Folds every result the timed loops produced, so that the optimiser cannot drop them.
  var checksum: Int
}

/// Measures track, check and settle on `count` fresh objects, each next to its weak-box baseline.
///
/// The baseline and the tracker get separate objects, allocated before any timing, so that
/// neither finds the weak-reference side tables that the other one made. Both allocate as they
/// track (the box itself; the tracker's records), and whichever goes first meets memory the
/// process has not used yet more often: `boxFirst` says which, and the caller alternates it.
func measureThroughputRound(count: Int, boxFirst: Bool) async -> ThroughputRound {
  let clock = ContinuousClock()
  var boxedObjects = (0..<count).map { _ in Payload() }
  var trackedObjects = (0..<count).map { _ in Payload() }
  var checksum = 0

  // track: a new weak box appended to a pre-reserved array, vs `tracker.track(object)`.
  var boxes: [WeakBox] = []
  boxes.reserveCapacity(count)
  let tracker = LeakTracker()
  var probes: [Probe] = []
  probes.reserveCapacity(count)
  var boxTrack = Duration.zero
  var track = Duration.zero
  for isBox in boxFirst ? [true, false] : [false, true] {
    let start = clock.now
    if isBox {
      for object in boxedObjects { boxes.append(WeakBox(object)) }
      boxTrack = clock.now - start
    } else {
      for object in trackedObjects { probes.append(tracker.track(object)) }
      track = clock.now - start
    }
  }
  checksum &+= boxes.count
  checksum &+= probes.last?.number ?? 0
  guard tracker.trackedCount == count else {
    fail("tracked \(tracker.trackedCount) objects, expected \(count)")
  }

  // check: one pass over objects that are all alive.
  var alive = 0
  var start = clock.now
  for box in boxes where box.object != nil { alive += 1 }
  let boxCheck = clock.now - start
  guard alive == count else { fail("baseline found \(alive) of \(count) boxes alive") }
  checksum &+= alive

  tracker.expectAlive(probes)
  start = clock.now
  let checkReport = tracker.check()
  let check = clock.now - start
  guard checkReport.findings.isEmpty else {
    fail("check of \(count) live objects made \(checkReport.findings.count) findings")
  }
  checksum &+= checkReport.findings.count &+ checkReport.releasedCount

  // settle: every object expected released and already gone before timing starts. Swift may
  // end a variable's lifetime at its last use, so keep the objects alive explicitly up to
  // here, drop them, and make sure they are gone before timing.
  tracker.expectReleased(probes)
  withExtendedLifetime(boxedObjects) {}
  withExtendedLifetime(trackedObjects) {}
  boxedObjects = []
  trackedObjects = []
  guard tracker.liveCounts.isEmpty else { fail("tracked objects still alive before settle") }

  var dead = 0
  start = clock.now
  for box in boxes where box.object == nil { dead += 1 }
  let boxSettle = clock.now - start
  guard dead == count else { fail("baseline found \(dead) of \(count) boxes dead") }
  checksum &+= dead

  start = clock.now
  let settleReport = await tracker.settle()
  let settle = clock.now - start
  guard settleReport.findings.isEmpty, settleReport.releasedCount == count else {
    fail(
      "settle of \(count) released objects: \(settleReport.findings.count) findings, "
        + "releasedCount \(settleReport.releasedCount)")
  }
  checksum &+= settleReport.releasedCount

  let perObject = { (duration: Duration) in duration.inNanoseconds / Double(count) }
  return ThroughputRound(
    track: perObject(track), boxTrack: perObject(boxTrack), check: perObject(check),
    boxCheck: perObject(boxCheck), settle: perObject(settle), boxSettle: perObject(boxSettle),
    checksum: checksum)
}

/// Wake-up latencies of settle, in microseconds, and how many trials went wrong.
struct LatencyFigures: Sendable {
  /// The latency of every trial that went as expected.
  var microseconds: [Double]
  /// What went wrong in each other trial, for example `trial 17: Late release (3 ms late)`.
  var failures: [String]
}

/// Measures how long after the last release `settle()` returns, over `trials` trials.
///
/// Each trial tracks one fresh object (with a fresh default tracker), expects it released, and
/// hands the only strong reference to a block on a global queue that drops it 1 to 3 ms later,
/// while settle waits. The block reads the clock just before it drops the reference; the
/// latency runs from there to the return of settle. The delays are spread over 1 to 3 ms so
/// that releases do not always fall at the same point of the poll schedule.
func measureWakeUpLatency(trials: Int, signalling: Bool) async -> LatencyFigures {
  var latencies: [Double] = []
  latencies.reserveCapacity(trials)
  var failures: [String] = []
  for trial in 0..<trials {
    let tracker = LeakTracker()
    let handoff = LockedBox<AnyObject?>(signalling ? SignallingPayload() : Payload())
    let probe = handoff.withLock { tracker.track($0!) }
    tracker.expectReleased([probe])
    let releasedAt = LockedBox<ContinuousClock.Instant?>(nil)
    let delay = 1_000 + (trial * 7_919) % 2_001
    DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay)) {
      releasedAt.withLock { $0 = ContinuousClock.now }
      handoff.withLock { $0 = nil }
    }
    let report = await tracker.settle()
    let returned = ContinuousClock.now
    guard let released = releasedAt.withLock({ $0 }) else {
      failures.append("trial \(trial): settle returned before the release")
      continue
    }
    guard report.findings.isEmpty, report.releasedCount == 1 else {
      let findings = report.findings.map { finding in
        finding.kind.description + (finding.millisecondsLate.map { " (\($0) ms late)" } ?? "")
      }
      let latency = fixed((returned - released).inMicroseconds)
      failures.append(
        "trial \(trial): \(findings.joined(separator: ", ")), released count "
          + "\(report.releasedCount), settle returned \(latency) µs after the release")
      continue
    }
    latencies.append((returned - released).inMicroseconds)
  }
  return LatencyFigures(microseconds: latencies, failures: failures)
}
