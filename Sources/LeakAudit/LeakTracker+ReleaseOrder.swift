extension LeakTracker {
  /// Records, from now on, the order in which tracked objects die, also for objects that do
  /// not signal their deinit (``releaseOrder(of:)``).
  ///
  /// An object that signals its deinit (``DeinitSignalling``) is timed exactly. Any other is
  /// looked at at every signal the tracker hears (a checkpoint) and stamped, once dead, as
  /// released before that signal; objects stamped between the same two checkpoints are
  /// ordered by who held whom (see ``recordHoldings()``), then by tracking order. An audit of
  /// screens (view controllers of the model signal) therefore orders the view models and
  /// coordinators that die between them.
  ///
  /// Each signal then costs a look at every live tracked object that does not signal.
  package func recordReleaseOrder() {
    state.withLock { $0.recordsReleaseOrder = true }
  }

  /// Reads, before a step, which tracked objects each live object that does not signal its
  /// deinit holds strongly (its fields, through collections, closures and boxes): a holder
  /// dies before what it held, which orders the objects that die between two checkpoints.
  ///
  /// The objects must be quiet (no other thread mutating them) while it runs.
  package func recordHoldings() {
    let (indices, objects) = state.withLock { ledger -> ([Int], [AnyObject]) in
      guard ledger.recordsReleaseOrder else { return ([], []) }
      var indices: [Int] = []
      var objects: [AnyObject] = []
      for index in ledger.unsignalled.sorted() {
        guard let object = ledger.references.pointer(to: index).pointee.object else { continue }
        indices.append(index)
        objects.append(object)
      }
      return (indices, objects)
    }
    guard !objects.isEmpty else { return }
    let references = RetainAnalysis.strongReferences(of: objects, symbols: runtime)
    withLedger { ledger, bag in
      for (index, addresses) in zip(indices, references) {
        ledger.holdings[index] = addresses.compactMap { ledger.number(at: $0, keeping: &bag) }
          .map { $0 - 1 }
      }
    }
    withExtendedLifetime(objects) {}
  }

  /// Puts probes in the order their objects died, first released first.
  ///
  /// Objects that signal their deinit (``DeinitSignalling``) are ordered exactly; others are
  /// ordered when release order is recorded (see ``recordReleaseOrder()``), and left out
  /// otherwise; objects still alive are left out.
  ///
  /// ```swift
  /// tracker.releaseOrder(of: [coordinator, viewModel, screen])  // [screen, viewModel, coordinator]
  /// ```
  ///
  /// - Parameter probes: The objects to order.
  /// - Returns: The released ones among them, in release order.
  public func releaseOrder(of probes: [Probe]) -> [Probe] {
    let indices = probes.map(checkedIndex)
    return withLedger { ledger, bag -> [Probe] in
      if !ledger.unsignalled.isEmpty {
        ledger.sweepUnsignalled(before: DeinitSignal.nextSequence, keeping: &bag)
      }
      // A swept object died before the signal its stamp names: it sorts before that signal's
      // own object.
      var stamped: [(index: Int, sequence: UInt64, isSignalled: Bool)] = []
      for index in indices {
        if let release = ledger.signalledReleases[index] {
          stamped.append((index, release.sequence, true))
        } else if let sequence = ledger.sweptReleases[index] {
          stamped.append((index, sequence, false))
        }
      }
      stamped.sort {
        ($0.sequence, $0.isSignalled ? 1 : 0, $0.index) < (
          $1.sequence, $1.isSignalled ? 1 : 0, $1.index
        )
      }
      var ordered: [Int] = []
      var start = 0
      while start < stamped.count {
        var end = start + 1
        while end < stamped.count, !stamped[start].isSignalled, !stamped[end].isSignalled,
          stamped[end].sequence == stamped[start].sequence
        {
          end += 1
        }
        ordered += Self.holdersFirst(stamped[start..<end].map(\.index), holdings: ledger.holdings)
        start = end
      }
      return ordered.map(probe)
    }
  }

  /// Objects that died between the same two checkpoints: a holder before what it held, then
  /// in tracking order.
  static func holdersFirst(_ group: [Int], holdings: [Int: [Int]]) -> [Int] {
    guard group.count > 1 else { return group }
    let members = Set(group)
    var heldBy: [Int: Int] = [:]
    for holder in group {
      for held in Set(holdings[holder] ?? []) where members.contains(held) && held != holder {
        heldBy[held, default: 0] += 1
      }
    }
    var remaining = group.sorted()
    var result: [Int] = []
    while !remaining.isEmpty {
      // The first in tracking order that nothing left in the group holds; a cycle, first.
      let position = remaining.firstIndex { heldBy[$0, default: 0] == 0 } ?? 0
      let next = remaining.remove(at: position)
      result.append(next)
      for held in Set(holdings[next] ?? []) where members.contains(held) && held != next {
        heldBy[held, default: 0] -= 1
      }
    }
    return result
  }
}
