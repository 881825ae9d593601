extension LeakTracker {
  /// Runs a loop, settling after each repetition, and reports what grew on every repetition:
  /// the collections that gained entries, and the types and groups whose live count rose.
  ///
  /// Each repetition is a step named `"name #i"`. The findings of every settle come back too.
  ///
  /// ```swift
  /// tracker.addRetainRoot(app)
  /// let report = await tracker.repeatChecked("log out and in", times: 5) { _ in
  ///   app.logOut()
  ///   app.logIn()
  /// }
  /// ```
  ///
  /// When leaks are explained (see ``Configuration/explainsLeaks``) and the tracker has roots
  /// (objects expected alive, or roots given to ``addRetainRoot(_:)``), each repetition also
  /// counts the entries of every collection the roots reach, by the path to it, as LeakCanary's
  /// heap growth detector does. A growth finding then names what grows: the collection that
  /// gained entries on every repetition, collections of plain values included, with the
  /// instances of the growing types that sit in it merged into one finding; or, for a type
  /// that grows elsewhere, the path to its newest instance:
  ///
  /// ```text
  /// Growth: App.sessions gained entries on every repetition after step 5 "log out and in #5": 1, 2, 3, 4, 5.
  ///
  ///   #3 object Session, tracked at App/AppTests.swift:12
  ///     held by App.sessions[0] → Session
  ///   …
  /// ```
  ///
  /// - Parameters:
  ///   - name: What one repetition does.
  ///   - times: How many repetitions; growth needs at least two to be seen, three to be
  ///     convincing.
  ///   - isolation: The actor to run `body` on; defaults to the caller's.
  ///   - body: One repetition, given its index from 0.
  /// - Returns: The findings of every settle, and a ``Finding/Kind/growth`` finding per
  ///   growing collection, type or group, naming the instances alive at the end.
  /// - Throws: Whatever `body` throws; then growth is not judged.
  public func repeatChecked(
    _ name: String, times: Int, isolation: isolated (any Actor)? = #isolation,
    body: (Int) async throws -> Void
  ) async rethrows -> Report {
    var report = Report()
    var samples: [[GroupKey: Int]] = []
    var entries: [[String: Int]] = []
    var shapes: [UInt: String] = [:]
    for iteration in 0..<max(times, 0) {
      beginStep("\(name) #\(iteration + 1)")
      try await body(iteration)
      report = report.merging(await settle())
      samples.append(withLedger { $0.liveInstances(keeping: &$1).mapValues(\.count) })
      if let snapshot = await shapeSnapshot() {
        entries.append(snapshot.entries)
        shapes = snapshot.objects
      }
    }
    guard samples.count >= 2 else { return report }
    var growth = growthFindings(
      samples, collections: Self.growingCollections(entries), shapes: shapes)
    let values = needsMainActorRoots ? await readMainActorRoots() : [:]
    growth = explainObjects(
      in: growth, mainActorValues: values, isOnMainActor: isolation === MainActor.shared)
    state.withLock { $0.findings += growth }
    return report.merging(Report(findings: growth))
  }

  /// Leaves out of the growth that ``repeatChecked(_:times:isolation:body:)`` measures what
  /// grows by design: a log, a history, a cache with its own bound.
  ///
  /// ```swift
  /// tracker.excludeFromGrowth([.field("history", of: AppState.self), .type(ImageCache.self)])
  /// ```
  ///
  /// An excluded object is not walked through; an excluded stored property is not followed.
  /// The type and group counts that the loop compares are not affected.
  ///
  /// - Parameter rules: What to leave out.
  public func excludeFromGrowth(_ rules: [IgnoreRule]) {
    state.withLock { $0.growthExclusions += rules }
  }

  /// The entries of every collection the roots reach, and the path to each object, now; `nil`
  /// when leaks are not explained or there is no root.
  private func shapeSnapshot(isolation: isolated (any Actor)? = #isolation) async -> (
    entries: [String: Int], objects: [UInt: String]
  )? {
    guard configuration.explainsLeaks, runtime.missingFieldSymbols.isEmpty else { return nil }
    let values = needsMainActorRoots ? await readMainActorRoots() : [:]
    var (roots, _) = analysisRoots(
      mainActorValues: values, isOnMainActor: isolation === MainActor.shared)
    guard !roots.isEmpty else { return nil }
    let graph = RetainGraph(symbols: runtime, countsValueCollections: true)
    for root in roots {
      switch root {
      case .object(let object): graph.addRoot(object)
      case .value(let name, let value): graph.addRoot(named: name, value: value())
      }
    }
    roots.removeAll()
    let shapes = graph.walkShapes(ignoring: state.withLock { $0.growthExclusions })
    graph.releaseRoots()
    return (shapes.entries, shapes.objects)
  }

  /// The paths of the collections whose entries grew on every repetition, with their counts;
  /// a collection inside another that grows (`App.sessions[] → Session.events`, summed over
  /// the sessions) is part of the outer one's growth.
  static func growingCollections(_ samples: [[String: Int]]) -> [(path: String, counts: [Int])] {
    guard samples.count >= 2 else { return [] }
    let paths = Set(samples.flatMap(\.keys)).sorted()
    let growing = paths.compactMap { path -> (String, [Int])? in
      let counts = samples.map { $0[path] ?? 0 }
      guard zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
      return (path, counts)
    }
    return growing.filter { path, _ in
      !growing.contains { other, _ in other != path && path.hasPrefix(other + "[]") }
    }
  }

  /// A finding per growing collection, and per type or group whose live count rose on every
  /// repetition; a type whose newest instance sits in a growing collection is merged into the
  /// collection's finding.
  private func growthFindings(
    _ samples: [[GroupKey: Int]], collections: [(path: String, counts: [Int])],
    shapes: [UInt: String]
  ) -> [Finding] {
    withLedger { ledger, bag -> [Finding] in
      let live = ledger.liveInstances(keeping: &bag)
      let step = ledger.step(ledger.currentStep)
      var merged: [String: [Int]] = [:]
      var findings: [Finding] = []
      for key in live.keys {
        let counts = samples.map { $0[key] ?? 0 }
        guard zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
        let indices = live[key] ?? []
        let shape = indices.last.flatMap { ledger.address(of: $0, keeping: &bag) }
          .flatMap { shapes[$0] }
        if let shape, let collection = collections.first(where: { shape.hasPrefix($0.path + "[]") })
        {
          merged[collection.path, default: []] += indices
          continue
        }
        findings.append(
          Finding(
            kind: .growth, step: step, objects: indices.map(ledger.describe),
            group: ledger.name(of: key), counts: counts,
            growingPath: shape.map(Self.holder(of:))))
      }
      for (path, counts) in collections {
        let indices = Set(merged[path] ?? []).sorted()
        findings.append(
          Finding(
            kind: .growth, step: step, objects: indices.map(ledger.describe), group: path,
            counts: counts, growingPath: path))
      }
      return findings
    }
  }

  /// The path to an object's holder: the path to the object without its type,
  /// `App.current → Session.previous` for `App.current → Session.previous → Session`.
  static func holder(of shape: String) -> String {
    guard let arrow = shape.ranges(of: " → ").last else { return shape }
    return String(shape[..<arrow.lowerBound])
  }
}

extension LedgerState {
  /// The address of a live tracked object; the look goes into `bag`.
  func address(of index: Int, keeping bag: inout [AnyObject]) -> UInt? {
    guard let object = references.pointer(to: index).pointee.object else { return nil }
    bag.append(object)
    return UInt(bitPattern: ObjectIdentifier(object))
  }
}
