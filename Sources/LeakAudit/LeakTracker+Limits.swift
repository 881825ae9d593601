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
}

extension LedgerState {
  /// The indices of live records under every type and group key, in tracking order.
  func liveInstances(keeping bag: inout [AnyObject]) -> [GroupKey: [Int]] {
    var result: [GroupKey: [Int]] = [:]
    for index in references.indices where isLive(index, keeping: &bag) {
      result[.type(ObjectIdentifier(metadata[index].type)), default: []].append(index)
      if let group = naming(of: index).group { result[.named(group), default: []].append(index) }
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

  /// An over-limit finding for every limited type or group above its limit, but those that
  /// tracking already reported in this step.
  func overLimitFindings(step: Finding.Step?, keeping bag: inout [AnyObject]) -> [Finding] {
    guard !limits.isEmpty else { return [] }
    let live = liveInstances(keeping: &bag)
    return limits.compactMap { key, limit in
      guard let indices = live[key], indices.count > limit.limit,
        overLimitReported[key] != currentStep
      else { return nil }
      return Finding(
        kind: .overLimit, step: step, objects: indices.map(describe), group: limit.name,
        limit: limit.limit)
    }
  }
}

extension LedgerState {
  /// Applies the limit a class declares: to the class (unless a limit was set for it) and to
  /// its group, if the group has a limit and none was set.
  mutating func declare(_ limit: LiveCountLimit, for type: any AnyObject.Type) {
    let id = ObjectIdentifier(type)
    declaredLimits[id] = limit
    if limits[.type(id)] == nil { limits[.type(id)] = (String(describing: type), limit.maxCount) }
    if limitedInstances[.type(id)] == nil { limitedInstances[.type(id)] = [] }
    guard let group = limit.group else { return }
    if limitedInstances[.named(group)] == nil { limitedInstances[.named(group)] = [] }
    if let maximum = limit.groupMaxCount, limits[.named(group)] == nil {
      limits[.named(group)] = (group, maximum)
    }
  }
}

extension LeakTracker {
  /// Counts, as an object is tracked, the live instances of its class and group when a class
  /// declared their limit (see ``LiveCountLimited``); one too many makes an over-limit finding
  /// now, which the next settle or check reports.
  func checkDeclaredLimit(ofNew index: Int) {
    withLedger { ledger, bag in
      guard !ledger.limitedInstances.isEmpty else { return }
      var keys: [GroupKey] = [.type(ObjectIdentifier(ledger.metadata[index].type))]
      if let group = ledger.naming(of: index).group { keys.append(.named(group)) }
      let step = ledger.step(ledger.currentStep)
      for key in keys where ledger.limitedInstances[key] != nil {
        let live = (ledger.limitedInstances[key]! + [index]).filter {
          ledger.isLive($0, keeping: &bag)
        }
        ledger.limitedInstances[key] = live
        guard let limit = ledger.limits[key], live.count > limit.limit else { continue }
        ledger.pendingFindings.append(
          Finding(
            kind: .overLimit, step: step, objects: live.map(ledger.describe), group: limit.name,
            limit: limit.limit, message: "when #\(index + 1) was made"))
        ledger.overLimitReported[key] = ledger.currentStep
      }
    }
  }
}
