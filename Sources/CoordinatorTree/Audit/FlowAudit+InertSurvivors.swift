internal import LeakAudit

/// Survivors that no step can reach again, left out of an exploration's key.
///
/// A leak kept alive by a cycle (a screen's closure capturing its coordinator, a finish closure
/// the coordinator keeps) stays in memory for the rest of the exploration, and each one the
/// user leaves behind made every later state a new one: a leaky app explored several times
/// the states of its fixed form. Once the audit has judged such a survivor, what remains of it
/// can change what comes next only if some code can still reach it. The key leaves it out when
/// it is in a closed island (``StateEncoder/closedIslands(since:weakHolds:)``): nothing the
/// roots reach refers to it, every strong, weak and unowned reference to each of its objects
/// is found among them or in the audit's own records, and it holds nothing the roots reach
/// strongly. A block queued, a timer, a notification observer, a task or a global that refers
/// to it, of any strength, is an owner not found, and keeps it in the key.
extension FlowAudit {
  /// The addresses of the survivors the key leaves out, with every object of their islands.
  ///
  /// An island is left out when, besides being closed, every registered object in it departed
  /// already (the audit judged it and never looks at it again), no entry outside it relates
  /// to one in it, every object in it the inference recorded was judged, and no object still
  /// to be judged belongs to a screen in it; and when no live-count limit is set, since
  /// there how many objects are alive decides a finding.
  ///
  /// - Parameters:
  ///   - encoder: An encoding under way, after its roots; what it encodes here is kept when
  ///     nothing is left out, and forgotten otherwise.
  ///   - keys: The registry's keys in order (``AuditRegistry/keysInOrder``), which the caller
  ///     numbers the registered objects by too.
  /// - Returns: The addresses left out, empty when none, and the numbers of the objects the
  ///   roots reach that they hold strongly, in order. When it leaves nothing out, every
  ///   judged object of the inference is numbered (the roots reached them all, or it
  ///   numbered those they did not); the caller numbers them again only after a roll-back.
  func inertSurvivors(
    in encoder: StateEncoder, keys: [Int]
  ) -> (addresses: Set<UInt>, holds: [Int]) {
    encoder.drain()
    let hasCandidate =
      keys.contains { key in
        guard entries[key]?.departed == true, let object = entries.object(ofKey: key) else {
          return false
        }
        return encoder.number(of: object) == nil
      } || ownership?.hasUnreachedJudged(in: encoder) == true
    guard hasCandidate else { return ([], []) }
    let mark = encoder.checkpoint()
    for key in keys {
      if let object = entries.object(ofKey: key), encoder.number(of: object) == nil {
        _ = encoder.number(assigning: object)
      }
    }
    encoder.drain()
    ownership?.numberUnreachedJudged(into: encoder)
    guard !tracker.limitsLiveCounts else {
      encoder.keep(since: mark)
      return ([], [])
    }
    encoder.drain()
    let met = Set(encoder.numberedAddresses(since: mark))
    var holds: [UInt: Int] = [:]
    entries.countWeakReferences(to: met, into: &holds)
    tracker.countWeakReferences(to: met, into: &holds)
    ownership?.countWeakReferences(to: met, into: &holds)
    var inert: Set<UInt> = []
    var held: Set<Int> = []
    for island in encoder.closedIslands(since: mark, weakHolds: holds) {
      let members = Set(island.addresses)
      if allowsLeavingOut(members, keys: keys), ownership?.allowsLeavingOut(members) ?? true {
        inert.formUnion(members)
        held.formUnion(island.holds)
      }
    }
    if inert.isEmpty {
      encoder.keep(since: mark)
    } else {
      encoder.rollBack(to: mark)
    }
    return (inert, held.sorted())
  }

  /// Whether the registered objects allow leaving an island out: each of them in it departed,
  /// and no entry outside it relates to one in it.
  private func allowsLeavingOut(_ island: Set<UInt>, keys: [Int]) -> Bool {
    func isInside(_ object: AnyObject?) -> Bool {
      object.map { island.contains(UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque())) }
        ?? false
    }
    func isInside(_ relation: Relation?) -> Bool {
      guard let relation else { return false }
      if let key = relation.key { return isInside(entries.object(ofKey: key)) }
      return isInside(entries.pendingObject(of: relation))
    }
    for key in keys {
      guard let entry = entries[key] else { continue }
      if isInside(entries.object(ofKey: key)) {
        guard entry.departed else { return false }
        continue
      }
      let relations: [Relation?]
      switch entry.kind {
      case .coordinator(let parent, _, _): relations = [parent]
      case .screen(let owner): relations = [owner]
      case .viewModel(let screens, let owner): relations = screens + [owner]
      }
      if relations.contains(where: isInside) { return false }
      if entry.viewModels.contains(where: { isInside(entries.object(ofKey: $0)) }) {
        return false
      }
    }
    return true
  }
}
