/// What remains on screen, kept as counts so that a step costs what it changes.
///
/// A screen remains while it is in the window's hierarchy; a view model while one of its
/// screens remains; a coordinator while one of its screens or child coordinators remains (or
/// always, app-wide; or before a root shows anything). Each entry counts what of its own
/// remains, and an entry whose `remains` flips tells the entries it counts in: a change
/// travels only as far as it changes something. An entry whose `remains` changed is in
/// ``AuditRegistry/changed`` until the audit has looked.
///
/// Counts cannot tell a cycle of coordinators that keep each other from one that is kept: when
/// parents form a cycle, ``AuditRegistry/hasParentCycle`` is set and the audit works out what
/// remains from the whole window instead (`FlowAudit+WholeWindow.swift`).
extension AuditRegistry {
  /// Adds a new entry and counts it where it counts.
  mutating func register(_ entry: AuditEntry, for object: AnyObject) {
    add(entry, for: object)
    if case .screen = entry.kind { touchedScreens.append(entry.key) }
    noteParent(of: entry)
    if entry.remains { propagate(1, from: entry) }
  }

  /// Changes what an entry is or refers to (its kind, its relations, its view models): it
  /// stops counting where it counted, and counts where it now counts.
  mutating func rewire(_ key: Int, _ change: (inout AuditEntry) -> Void) {
    let rewired = withEntry(key) { entry -> (before: AuditEntry, after: AuditEntry) in
      let before = entry
      change(&entry)
      return (before, entry)
    }
    guard let (before, after) = rewired else { return }
    noteParent(of: after)
    // Counted in the new places first: a place in both never drops to nothing on the way.
    if after.remains { propagate(1, from: after) }
    if before.remains { propagate(-1, from: before) }
    if before.remains != after.remains { changed.append(key) }
  }

  /// Changes what an entry's own `remains` depends on (its counts, its place on screen,
  /// whether it has shown a screen), and tells the entries it counts in if that flips.
  mutating func recount(_ key: Int, _ change: (inout AuditEntry) -> Void) {
    let flipped = withEntry(key) { entry -> AuditEntry? in
      let before = entry.remains
      change(&entry)
      return entry.remains == before ? nil : entry
    }
    guard let flipped, let after = flipped else { return }
    changed.append(key)
    propagate(after.remains ? 1 : -1, from: after)
  }

  /// Adds `delta` to the counts `entry` is in, and so on up while a count flips something;
  /// a list, not recursion, as a chain of flows can be thousands deep.
  private mutating func propagate(_ delta: Int, from entry: AuditEntry) {
    var pending: [(key: Int, isViewModel: Bool, delta: Int)] = []
    func enqueue(_ entry: AuditEntry, _ delta: Int) {
      switch entry.kind {
      case .screen(let owner):
        if let owner = owner?.key { pending.append((owner, false, delta)) }
        for viewModel in entry.viewModels { pending.append((viewModel, true, delta)) }
      case .coordinator(let parent, _, _):
        if let parent = parent?.key { pending.append((parent, false, delta)) }
      case .viewModel: break
      }
    }
    enqueue(entry, delta)
    while let (key, isViewModel, delta) = pending.popLast() {
      let flipped = withEntry(key) { entry -> AuditEntry? in
        let before = entry.remains
        if isViewModel {
          entry.remainingScreens += delta
        } else {
          entry.remainingDependents += delta
        }
        return entry.remains == before ? nil : entry
      }
      guard let flipped, let after = flipped else { continue }
      changed.append(key)
      enqueue(after, after.remains ? 1 : -1)
    }
  }

  /// Notes a coordinator's parent registered after it, and looks for a cycle of parents.
  ///
  /// Only a parent registered after its child (or the child itself) can close a cycle: once
  /// there is one, every new parent is followed up to see whether it does.
  private mutating func noteParent(of entry: AuditEntry) {
    guard case .coordinator(let parent, _, _) = entry.kind, let parent = parent?.key else {
      return
    }
    // Its own parent is a cycle too.
    if parent >= entry.key { hasLaterParents = true }
    guard hasLaterParents, !hasParentCycle else { return }
    var next: Int? = parent
    var visited = 0
    while let key = next, let ancestor = entries[key],
      case .coordinator(let above, _, _) = ancestor.kind
    {
      visited += 1
      if key == entry.key || visited > entries.count {
        hasParentCycle = true
        return
      }
      next = above?.key
    }
  }
}
