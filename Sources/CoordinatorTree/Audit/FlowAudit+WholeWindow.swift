/// What remains, worked out from the whole window: the audit's answer when coordinators'
/// parents form a cycle, which counts cannot settle, and, in debug builds, the check of the
/// counted answer after every step.
extension FlowAudit {
  /// The keys of the entries that remain, from every view controller in the window's
  /// hierarchy: the screens there, the view models of those screens, their coordinators and
  /// every ancestor of those, roots that have shown nothing yet, and app-wide coordinators.
  func remainingInWholeWindow() -> Set<Int> {
    var remaining: Set<Int> = []
    for screen in reachableScreens() {
      guard let key = entries.key(of: screen), let entry = entries[key], !entry.departed,
        case .screen = entry.kind
      else { continue }
      remaining.insert(key)
    }
    let keys = entries.keysInOrder
    var viewModels: [Int] = []
    for key in keys {
      guard let entry = entries[key], !entry.departed,
        case .viewModel(let screens, _) = entry.kind,
        screens.contains(where: { $0.key.map(remaining.contains) ?? false })
      else { continue }
      viewModels.append(key)
    }
    remaining.formUnion(viewModels)
    // Coordinators: one pass up from each marked one, so deep trees stay linear.
    var marked: [Int] = []
    func mark(_ key: Int?) {
      guard let key, !remaining.contains(key), let entry = entries[key], !entry.departed,
        case .coordinator = entry.kind
      else { return }
      remaining.insert(key)
      marked.append(key)
    }
    for key in keys {
      guard let entry = entries[key], !entry.departed else { continue }
      switch entry.kind {
      case .screen(let owner):
        if remaining.contains(key) { mark(owner?.key) }
      case .coordinator(_, let isRoot, let isAppWide):
        if isAppWide || (isRoot && !entry.hasShownAScreen) { mark(key) }
      case .viewModel: break
      }
    }
    while let key = marked.popLast() {
      if case .coordinator(let parent, _, _) = entries[key]?.kind { mark(parent?.key) }
    }
    return remaining
  }

  /// The keys of the entries the audit declared remaining after the last step: what the
  /// whole window must say remains while nothing has changed since.
  var declaredRemaining: Set<Int> {
    Set(entries.keysInOrder.filter { entries[$0]?.departed == false })
  }

  /// Every view controller in the window's hierarchy: roots, children, presentations.
  func reachableScreens() -> [ViewController] {
    var result: [ViewController] = []
    window.rootViewController?.forEachInHierarchy { result.append($0) }
    return result
  }

  /// Stops when the counted answer differs from the whole window's: an entry the counts keep
  /// that the window does not (a leak it would miss), or one they let go that the window
  /// keeps (a premature release it would invent).
  ///
  /// - Parameters:
  ///   - candidates: The entries the step changed, which the counts decide on.
  ///   - remaining: What remains, from the whole window.
  func crossCheck(_ candidates: [Int], against remaining: Set<Int>) {
    let candidateSet = Set(candidates)
    for key in entries.keysInOrder {
      guard let entry = entries[key], !entry.departed else { continue }
      // An entry the step did not change stays as it was: expected alive.
      let counted = candidateSet.contains(key) ? entry.remains : true
      guard counted != remaining.contains(key) || entry.remains != counted else { continue }
      preconditionFailure(
        "FlowAudit: '\(entry.label)' \(counted ? "remains" : "departs") by the counts of what "
          + "remains, but \(counted ? "departs" : "remains") by the whole window: please report "
          + "this with the steps that led here.")
    }
  }
}
