extension LeakTracker {
  /// Adds the weak references this tracker holds to each of `objects`, by address, to
  /// `counts`: one for each time it tracks the object.
  ///
  /// An exploration's key asks, to tell whether anything outside a set of objects refers to
  /// them (see ``StateEncoder/closedIslands(since:weakHolds:)``).
  ///
  /// - Parameters:
  ///   - objects: Addresses of live objects.
  ///   - counts: Counts by address, added to.
  package func countWeakReferences(to objects: Set<UInt>, into counts: inout [UInt: Int]) {
    guard !objects.isEmpty else { return }
    withLedger { ledger, bag in
      for index in 0..<ledger.addresses.count {
        let address = ledger.addresses[index]
        guard objects.contains(address),
          let object = ledger.references.pointer(to: index).pointee.object
        else { continue }
        bag.append(object)
        if UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()) == address {
          counts[address, default: 0] += 1
        }
      }
    }
  }

  /// Whether a live-count limit was set or declared.
  ///
  /// A limit set with ``limitLiveCount(of:to:)``, or declared by the class of an object
  /// tracked so far (``LiveCountLimited``): then how many tracked objects are alive may
  /// decide a finding. A tracked object of a class that declares one was counted
  /// in its declaration when tracked.
  package var limitsLiveCounts: Bool {
    state.withLock { !$0.limits.isEmpty || !$0.declaredLimits.isEmpty }
  }
}
