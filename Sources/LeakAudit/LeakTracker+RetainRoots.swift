extension LeakTracker {
  /// Adds an object from which retain paths start: the app's window, a root coordinator, a
  /// service container.
  ///
  /// Objects expected alive are roots already. The tracker keeps a weak reference; a root that
  /// is gone is skipped.
  ///
  /// ```swift
  /// tracker.addRetainRoot(window)
  /// ```
  ///
  /// ```text
  ///   #4 view DetailViewController "detail", tracked at App/Flows.swift:30
  ///     held by Window.rootViewController → NavigationController.viewControllers[1] → DetailViewController
  /// ```
  ///
  /// - Parameter object: The root.
  public func addRetainRoot(_ object: AnyObject) {
    state.withLock { $0.retainRoots.append(.object(WeakReference(object: object))) }
  }

  /// Adds a value from which retain paths start, read each time leaks are explained: a global,
  /// a static, a cache outside any object.
  ///
  /// Paths from it start with `name`. The closure runs on the settling task, after the hard
  /// deadline, while the objects are quiet.
  ///
  /// ```swift
  /// tracker.addRetainRoot(named: "EventBus.handlers") { EventBus.shared.handlers }
  /// ```
  ///
  /// ```text
  ///     held by EventBus.handlers[2]{closure captures} → DetailScreen
  /// ```
  ///
  /// - Parameters:
  ///   - name: How paths name the value.
  ///   - value: Returns the value; the analysis keeps its copy only while it runs.
  public func addRetainRoot(named name: String, _ value: @escaping @Sendable () -> Any) {
    state.withLock { $0.retainRoots.append(.value(name: name, provider: value)) }
  }

  /// Explains each leak among `findings`: retain path, cycle, owners not found, fingerprint.
  ///
  /// Runs outside the lock. The survivors and roots are held strongly only while it runs.
  func explainLeaks(in findings: [Finding], always: Bool = false) -> [Finding] {
    guard always || configuration.explainsLeaks else { return findings }
    let leaks = findings.indices.filter {
      findings[$0].kind == .leak && findings[$0].objects.count == 1
    }
    guard !leaks.isEmpty else { return findings }
    // Loading a weak reference makes a strong one; these arrays are the only ones.
    let (survivors, positions, rootObjects, rootValues) = state.withLock {
      ledger -> ([AnyObject], [Int], [AnyObject], [(String, @Sendable () -> Any)]) in
      var survivors: [AnyObject] = []
      var positions: [Int] = []
      for position in leaks {
        let index = findings[position].objects[0].number - 1
        if let object = ledger.references.pointer(to: index).pointee.object {
          survivors.append(object)
          positions.append(position)
        }
      }
      var rootObjects: [AnyObject] = []
      // In tracking order, so that the walk (and the paths it finds) is the same every run.
      for index in ledger.aliveIndices.sorted() {
        guard let object = ledger.references.pointer(to: index).pointee.object else { continue }
        rootObjects.append(object)
      }
      var rootValues: [(String, @Sendable () -> Any)] = []
      for root in ledger.retainRoots {
        switch root {
        case .object(let reference):
          if let object = reference.object { rootObjects.append(object) }
        case .value(let name, let provider):
          rootValues.append((name, provider))
        }
      }
      return (survivors, positions, rootObjects, rootValues)
    }
    guard !survivors.isEmpty else { return findings }
    var roots = rootObjects.map { RetainAnalysis.Root.object($0) }
    for (name, provider) in rootValues { roots.append(.value(name: name, provider)) }
    var analysis = RetainAnalysis.run(survivors: survivors, roots: roots, symbols: runtime)
    roots.removeAll()
    numberTrackedObjects(in: &analysis.explanations)
    withExtendedLifetime(survivors) {}
    var explained = findings
    for (position, explanation) in zip(positions, analysis.explanations) {
      explained[position].explain(with: explanation, notes: analysis.notes)
    }
    return explained
  }

  /// Gives each link of the explanations the number of its holder, and each path the number
  /// of its target, where they are objects this tracker tracks.
  private func numberTrackedObjects(in explanations: inout [RetainAnalysis.Explanation]) {
    withLedger { ledger, bag in
      for index in explanations.indices {
        for (key, located) in explanations[index].located {
          guard var path = explanations[index][keyPath: key] else { continue }
          for (link, holder) in zip(path.links.indices, located.holders) {
            path.links[link].ownerNumber = ledger.number(at: holder, keeping: &bag)
          }
          path.targetNumber = ledger.number(at: located.target, keeping: &bag)
          explanations[index][keyPath: key] = path
        }
      }
    }
  }
}

extension Finding {
  mutating func explain(with explanation: RetainAnalysis.Explanation, notes: [String]) {
    retainPath = explanation.path
    retainCycle = explanation.cycle
    unrootedPath = explanation.unrootedPath
    unexplainedOwners = explanation.unexplainedOwners
    fingerprint = Fingerprint.of(
      path: explanation.path, cycle: explanation.cycle, unrootedPath: explanation.unrootedPath,
      typeName: objects.first?.typeName ?? "?")
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
  /// - Parameter findings: Findings of this tracker.
  /// - Returns: The same findings, leaks explained.
  package func explain(_ findings: [Finding]) -> [Finding] {
    var tracked = findings
    for index in tracked.indices {
      tracked[index].objects = tracked[index].objects.map { describe(probe($0.number - 1)) }
    }
    var explained = explainLeaks(in: tracked, always: true)
    if let allowList = configuration.allowList {
      let today = AllowList.Day.today()
      explained = explained.map { $0.applying(allowList, today: today) }
    }
    for index in explained.indices { explained[index].objects = findings[index].objects }
    return explained
  }
}
