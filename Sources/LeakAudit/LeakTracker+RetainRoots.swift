import Foundation

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
  /// a static, a cache outside any object, state that main-actor code owns.
  ///
  /// Paths from it start with `name`. The closure runs on the main actor, so that it may read
  /// main-actor state under Swift 6 as it is written, and runs after the hard deadline, while
  /// the objects are quiet: a settle reads it on the main actor (hopping there if it settles
  /// elsewhere; the main thread must not be blocked waiting for the settle), and a
  /// synchronous check reads it only on the main thread, and elsewhere notes that it could
  /// not.
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
  ///   - value: Returns the value, on the main actor; the analysis keeps its copy only while
  ///     it runs.
  public func addRetainRoot(
    named name: String, _ value: @escaping @MainActor @Sendable () -> Any
  ) {
    state.withLock { $0.retainRoots.append(.value(name: name, provider: value)) }
  }

  /// Whether explaining leaks now would read a value root, which needs the main actor.
  var needsMainActorRoots: Bool {
    configuration.explainsLeaks
      && state.withLock { ledger in
        ledger.retainRoots.contains {
          if case .value = $0 { return true }
          return false
        }
      }
  }

  /// Reads every value root on the main actor, for the analysis that follows: each value
  /// in a box, by the root's position, from which the analysis takes it (the walk's copy must
  /// be the only one).
  func readMainActorRoots() async -> [Int: LockedBox<Any?>] {
    let providers = state.withLock { ledger -> [(Int, @MainActor @Sendable () -> Any)] in
      ledger.retainRoots.enumerated().compactMap { index, root in
        guard case .value(_, let provider) = root else { return nil }
        return (index, provider)
      }
    }
    guard !providers.isEmpty else { return [:] }
    var boxes: [Int: LockedBox<Any?>] = [:]
    for (index, _) in providers { boxes[index] = LockedBox(nil) }
    let filled = boxes
    await MainActor.run {
      for (index, provider) in providers { filled[index]?.withLock { $0 = provider() } }
    }
    return boxes
  }

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
    let (survivors, positions, rootObjects, rootValues, unread) = state.withLock {
      ledger -> ([AnyObject], [Int], [AnyObject], [(String, @Sendable () -> Any)], [String]) in
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
      var unread: [String] = []
      for (index, root) in ledger.retainRoots.enumerated() {
        switch root {
        case .object(let reference):
          if let object = reference.object { rootObjects.append(object) }
        case .value(let name, let provider):
          if let box = mainActorValues[index] {
            rootValues.append((name, { Self.take(box) }))
          } else if isOnMainActor || Thread.isMainThread {
            rootValues.append(
              (
                name,
                {
                  let box = LockedBox<Any?>(nil)
                  MainActor.assumeIsolated { box.withLock { $0 = provider() } }
                  return Self.take(box)
                }
              ))
          } else {
            unread.append(name)
          }
        }
      }
      return (survivors, positions, rootObjects, rootValues, unread)
    }
    guard !survivors.isEmpty else { return findings }
    var roots = rootObjects.map { RetainAnalysis.Root.object($0) }
    for (name, provider) in rootValues { roots.append(.value(name: name, provider)) }
    var analysis = RetainAnalysis.run(survivors: survivors, roots: roots, symbols: runtime)
    for name in unread {
      analysis.notes.append(
        "the retain root '\(name)' is read on the main actor, and this check ran off it: "
          + "paths from it are not followed")
    }
    roots.removeAll()
    numberTrackedObjects(in: &analysis.explanations)
    withExtendedLifetime(survivors) {}
    var explained = findings
    for (position, explanation) in zip(positions, analysis.explanations) {
      explained[position].explain(with: explanation, notes: analysis.notes)
    }
    return explained
  }

  /// The value in a box, which the box lets go of: the caller's copy is then the only one.
  private static func take(_ box: LockedBox<Any?>) -> Any {
    box.withLock { value in
      defer { value = nil }
      return value ?? ()
    }
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
