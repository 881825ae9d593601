extension LeakTracker {
  /// Explains each leak among `findings`: retain path, cycle, owners not found, fingerprint.
  ///
  /// Runs outside the lock. The survivors and roots are held strongly only while it runs.
  ///
  /// Value roots come from `mainActorValues` (see ``readMainActorRoots()``), or are read here
  /// when the caller runs on the main actor or the main thread (which the runtime takes for
  /// the main actor); otherwise they are left out, with a note.
  func explainLeaks(
    in findings: [Finding], always: Bool = false, mainActorValues: [Int: LockedBox<Any?>] = [:],
    isOnMainActor: Bool = false
  ) -> [Finding] {
    guard always || configuration.explainsLeaks else { return findings }
    let leaks = findings.indices.filter {
      findings[$0].kind == .leak && findings[$0].objects.count == 1
    }
    guard !leaks.isEmpty else { return findings }
    // Loading a weak reference makes a strong one; these arrays are the only ones.
    let (survivors, positions) = state.withLock { ledger -> ([AnyObject], [Int]) in
      var survivors: [AnyObject] = []
      var positions: [Int] = []
      for position in leaks {
        let index = findings[position].objects[0].number - 1
        if let object = ledger.references.pointer(to: index).pointee.object {
          survivors.append(object)
          positions.append(position)
        }
      }
      return (survivors, positions)
    }
    guard !survivors.isEmpty else { return findings }
    var (roots, unread) = analysisRoots(
      mainActorValues: mainActorValues, isOnMainActor: isOnMainActor)
    var analysis = RetainAnalysis.run(
      survivors: survivors, roots: roots,
      heap: WholeHeap.current(), symbols: runtime)
    analysis.notes += Self.unreadNotes(unread)
    roots.removeAll()
    let labels = numberTrackedObjects(in: &analysis.explanations)
    withExtendedLifetime(survivors) {}
    var explained = findings
    for (position, explanation) in zip(positions, analysis.explanations) {
      explained[position].explain(with: explanation, notes: analysis.notes, labels: labels)
    }
    return explained
  }

  /// Gives each live object of the over-limit and growth findings among `findings` the path
  /// that keeps it alive: from a root, else from a holder that no root reaches.
  ///
  /// Runs outside the lock, when leaks are explained (see ``Configuration/explainsLeaks``).
  func explainObjects(
    in findings: [Finding], mainActorValues: [Int: LockedBox<Any?>] = [:],
    isOnMainActor: Bool = false
  ) -> [Finding] {
    guard configuration.explainsLeaks,
      findings.contains(where: { [.overLimit, .growth].contains($0.kind) && !$0.objects.isEmpty })
    else { return findings }
    // Each live object once: the analysis discounts one reference of the caller per survivor.
    let (survivors, places) = state.withLock { ledger -> ([AnyObject], [Int: Int]) in
      var survivors: [AnyObject] = []
      var places: [Int: Int] = [:]
      for finding in findings where [.overLimit, .growth].contains(finding.kind) {
        for object in finding.objects where places[object.number] == nil {
          guard let live = ledger.references.pointer(to: object.number - 1).pointee.object
          else { continue }
          places[object.number] = survivors.count
          survivors.append(live)
        }
      }
      return (survivors, places)
    }
    guard !survivors.isEmpty else { return findings }
    var (roots, _) = analysisRoots(mainActorValues: mainActorValues, isOnMainActor: isOnMainActor)
    var analysis = RetainAnalysis.run(
      survivors: survivors, roots: roots,
      heap: WholeHeap.current(), symbols: runtime)
    roots.removeAll()
    numberTrackedObjects(in: &analysis.explanations)
    withExtendedLifetime(survivors) {}
    var explained = findings
    for position in explained.indices
    where [.overLimit, .growth].contains(explained[position].kind) {
      for index in explained[position].objects.indices {
        guard let place = places[explained[position].objects[index].number] else { continue }
        let explanation = analysis.explanations[place]
        explained[position].objects[index].retainPath =
          explanation.path ?? explanation.unrootedPath
      }
    }
    return explained
  }

  /// Gives each link of the explanations the number of its holder, and each path the number
  /// of its target, where they are objects this tracker tracks.
  @discardableResult
  func numberTrackedObjects(in explanations: inout [RetainAnalysis.Explanation]) -> [Int: String] {
    withLedger { ledger, bag in
      var labels: [Int: String] = [:]
      for index in explanations.indices {
        for (key, located) in explanations[index].located {
          guard var path = explanations[index][keyPath: key] else { continue }
          for (link, holder) in zip(path.links.indices, located.holders) {
            let number = ledger.number(at: holder, keeping: &bag)
            path.links[link].ownerNumber = number
            if let number, let label = ledger.naming(of: number - 1).label {
              labels[number] = label
            }
          }
          path.targetNumber = ledger.number(at: located.target, keeping: &bag)
          explanations[index][keyPath: key] = path
        }
      }
      return labels
    }
  }
}

extension Finding {
  mutating func explain(
    with explanation: RetainAnalysis.Explanation, notes: [String], labels: [Int: String]
  ) {
    retainPath = explanation.path
    retainCycle = explanation.cycle
    unrootedPath = explanation.unrootedPath
    unexplainedOwners = explanation.unexplainedOwners
    fingerprint = Fingerprint.of(
      path: explanation.path, cycle: explanation.cycle, unrootedPath: explanation.unrootedPath,
      typeName: objects.first?.typeName ?? "?", label: objects.first?.label, labels: labels)
    let isExplained =
      explanation.path != nil || explanation.cycle != nil || explanation.unrootedPath != nil
    // Notes matter only where an owner may be missing.
    if !notes.isEmpty, !isExplained || explanation.unexplainedOwners != 0 {
      analysisNotes = notes
    }
  }
}

extension LeakTracker {
  /// Explains, now, leaks found by a settle that did not explain them
  /// (``Configuration/explainsLeaks`` off): retain path, cycle, owners not found, fingerprint,
  /// and the allow-list's verdict.
  ///
  /// A tool that meets many leaks and needs the explanation of a few (exploration explains the
  /// first leak of each survivor) settles without explaining, then asks here while the
  /// survivors are still alive. The findings' objects are read by number: their labels and
  /// type names may have been changed for reports; the fingerprint is of what was tracked.
  ///
  /// - Parameters:
  ///   - findings: Findings of this tracker.
  ///   - isolation: The caller's actor; value roots are read only on the main actor.
  /// - Returns: The same findings, leaks explained.
  package func explain(
    _ findings: [Finding], isolation: isolated (any Actor)? = #isolation
  ) -> [Finding] {
    var tracked = findings
    for index in tracked.indices {
      tracked[index].objects = tracked[index].objects.map { describe(probe($0.number - 1)) }
    }
    var explained = explainLeaks(
      in: tracked, always: true, isOnMainActor: isolation === MainActor.shared)
    if let allowList = configuration.allowList {
      let today = AllowList.Day.today()
      explained = explained.map { $0.applying(allowList, today: today) }
    }
    for index in explained.indices { explained[index].objects = findings[index].objects }
    return explained
  }
}
