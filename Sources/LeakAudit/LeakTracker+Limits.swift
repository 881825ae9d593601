extension LeakTracker {
  /// Allows at most `limit` live instances of a type among the objects this tracker tracks.
  ///
  /// Every settle and check from now on reports an ``Finding/Kind/overLimit`` finding that
  /// names the live instances when there are more:
  ///
  /// ```swift
  /// tracker.limitLiveCount(of: LoginCoordinator.self, to: 1)
  /// ```
  ///
  /// Instances are counted by their dynamic type, so a subclass counts under its own type.
  ///
  /// - Parameters:
  ///   - type: The type to count.
  ///   - limit: The most instances allowed alive at a check.
  public func limitLiveCount(of type: any AnyObject.Type, to limit: Int) {
    state.withLock {
      $0.limits[.type(ObjectIdentifier(type))] = (String(describing: type), limit)
    }
  }

  /// Allows at most `limit` live objects tracked with `group:` equal to `group`.
  ///
  /// - Parameters:
  ///   - group: The group name given to ``track(_:role:label:group:fileID:filePath:line:column:)``.
  ///   - limit: The most objects allowed alive at a check.
  public func limitLiveCount(ofGroup group: String, to limit: Int) {
    state.withLock { $0.limits[.named(group)] = (group, limit) }
  }

  /// The live tracked objects counted by type name and by group name.
  ///
  /// Types count under `String(describing:)` of the type; groups under their name. Types and
  /// groups with no live object are absent.
  public var liveCounts: [String: Int] {
    withLedger { ledger, bag in
      var counts: [String: Int] = [:]
      for (key, indices) in ledger.liveInstances(keeping: &bag) {
        counts[ledger.name(of: key), default: 0] += indices.count
      }
      return counts
    }
  }

  /// Runs a loop, settling after each repetition, and reports any type or group whose live
  /// count grew on every repetition.
  ///
  /// Each repetition is a step named `"name #i"`. The findings of every settle come back too.
  ///
  /// ```swift
  /// let report = await tracker.repeatChecked("log out and in", times: 5) { _ in
  ///   app.logOut()
  ///   app.logIn()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: What one repetition does.
  ///   - times: How many repetitions; growth needs at least two to be seen, three to be
  ///     convincing.
  ///   - isolation: The actor to run `body` on; defaults to the caller's.
  ///   - body: One repetition, given its index from 0.
  /// - Returns: The findings of every settle, and a ``Finding/Kind/growth`` finding per growing
  ///   type or group, naming the instances alive at the end.
  /// - Throws: Whatever `body` throws; then growth is not judged.
  public func repeatChecked(
    _ name: String, times: Int, isolation: isolated (any Actor)? = #isolation,
    body: (Int) async throws -> Void
  ) async rethrows -> Report {
    var report = Report()
    var samples: [[GroupKey: Int]] = []
    for iteration in 0..<max(times, 0) {
      beginStep("\(name) #\(iteration + 1)")
      try await body(iteration)
      report = report.merging(await settle())
      samples.append(withLedger { $0.liveInstances(keeping: &$1).mapValues(\.count) })
    }
    guard samples.count >= 2 else { return report }
    let growth = withLedger { ledger, bag -> [Finding] in
      let live = ledger.liveInstances(keeping: &bag)
      let step = ledger.step(ledger.currentStep)
      var findings: [Finding] = []
      for key in live.keys {
        let counts = samples.map { $0[key] ?? 0 }
        guard zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
        findings.append(
          Finding(
            kind: .growth, step: step, objects: (live[key] ?? []).map(ledger.describe),
            group: ledger.name(of: key), counts: counts))
      }
      ledger.findings += findings
      return findings
    }
    return report.merging(Report(findings: growth))
  }
}

extension LedgerState {
  /// The indices of live records under every type and group key, in tracking order.
  func liveInstances(keeping bag: inout [AnyObject]) -> [GroupKey: [Int]] {
    var result: [GroupKey: [Int]] = [:]
    for index in references.indices where isLive(index, keeping: &bag) {
      result[.type(ObjectIdentifier(metadata[index].type)), default: []].append(index)
      if let group = metadata[index].group { result[.named(group), default: []].append(index) }
    }
    return result
  }

  func name(of key: GroupKey) -> String {
    if let limit = limits[key] { return limit.name }
    switch key {
    case .named(let name): return name
    case .type:
      let index = metadata.indices.first {
        GroupKey.type(ObjectIdentifier(metadata[$0].type)) == key
      }
      return index.map { String(describing: metadata[$0].type) } ?? "?"
    }
  }

  /// An over-limit finding for every limited type or group above its limit.
  func overLimitFindings(step: Finding.Step?, keeping bag: inout [AnyObject]) -> [Finding] {
    guard !limits.isEmpty else { return [] }
    let live = liveInstances(keeping: &bag)
    return limits.compactMap { key, limit in
      guard let indices = live[key], indices.count > limit.limit else { return nil }
      return Finding(
        kind: .overLimit, step: step, objects: indices.map(describe), group: limit.name,
        limit: limit.limit)
    }
  }
}
