extension MemoryGraph {
  /// The live instances of the caller's classes, counted by class, or `nil` when the graph
  /// is not recorded.
  ///
  /// - Parameter holders: Whether to find what holds every instance, merged by path (an
  ///   analysis of the whole heap: about a second per million objects, holding them all).
  /// - Returns: The counts, and the holders when asked; `nil` when the graph is not recorded.
  public static func snapshot(holders: Bool = false) -> MemoryGraphSnapshot? {
    guard HeapRecorder.isRecording else { return nil }
    let live = HeapRecorder.liveObjects()
    let objects = CallerObjects(live)
    var snapshot = MemoryGraphSnapshot(counts: objects.instances.mapValues(\.count))
    if holders {
      snapshot.holders = HolderGroups(of: objects.instances, heap: live).groups
    }
    return snapshot
  }

  /// The classes whose live count grew since `earlier`, each with the path that holds its
  /// newest instance and what holds all of them, merged by path (found in the whole heap: no
  /// root needed); `nil` when the graph is not recorded.
  ///
  /// Run it while the world is quiet: it holds every recorded object while it explains.
  public static func growth(since earlier: MemoryGraphSnapshot) -> MemoryGraphGrowth? {
    guard HeapRecorder.isRecording else { return nil }
    let live = HeapRecorder.liveObjects()
    let objects = CallerObjects(live)
    let grown = objects.instances.filter { $0.value.count > earlier.counts[$0.key, default: 0] }
    let found = HolderGroups(of: grown, heap: live)
    let changes = grown.keys.sorted().map { type in
      MemoryGraphGrowth.Change(
        type: type, before: earlier.counts[type, default: 0], after: grown[type]!.count,
        newestHeldBy: found.newest[type], holders: found.groups[type]!)
    }
    return MemoryGraphGrowth(changes: changes)
  }
}

/// The recorded live instances of the caller's classes by class name, each list in allocation
/// order (the recorder's), so that the last is the newest.
private struct CallerObjects {
  var instances: [String: [AnyObject]] = [:]

  init(_ live: [(object: AnyObject, size: Int)]) {
    var names = ClassNames()
    for (object, _) in live {
      let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
      guard case .object(let metadata) = HeapObjects.kind(of: address),
        let name = names.name(of: metadata)
      else { continue }
      instances[name, default: []].append(object)
    }
  }
}

/// What holds the instances of some classes, found in one analysis of the whole heap: the
/// paths of each class's instances merged by shape (subscripts emptied; a cycle turned to its
/// smallest link), most instances first, and the full path of the newest.
private struct HolderGroups {
  var groups: [String: [MemoryGraphHolders]] = [:]
  var newest: [String: String] = [:]

  init(of instances: [String: [AnyObject]], heap live: [(object: AnyObject, size: Int)]) {
    // Nothing grown, nothing to explain: the passing case does not walk the heap.
    guard !instances.isEmpty else { return }
    let types = instances.keys.sorted()
    // Owner counts are not read here: the lists the survivors come from may hold them too.
    var survivors: [AnyObject] = []
    var ranges: [(type: String, range: Range<Int>)] = []
    for type in types {
      let start = survivors.count
      survivors += instances[type]!
      ranges.append((type, start..<survivors.count))
    }
    let heap = WholeHeap(objects: live, searchesStack: false)
    let analysis = RetainAnalysis.run(survivors: survivors, roots: [], heap: heap)
    for (type, range) in ranges {
      var counts: [MemoryGraphHolders: Int] = [:]
      for explanation in analysis.explanations[range] {
        counts[Self.shape(of: explanation), default: 0] += 1
      }
      groups[type] = counts.map { group, count in
        MemoryGraphHolders(kind: group.kind, path: group.path, count: count)
      }.sorted {
        ($0.count, $1.description) > ($1.count, $0.description)
      }
      let last = analysis.explanations[range.upperBound - 1]
      newest[type] = (last.path ?? last.unrootedPath)?.description
    }
  }

  /// The group an explanation falls in, its count zero.
  private static func shape(of explanation: RetainAnalysis.Explanation) -> MemoryGraphHolders {
    if let path = explanation.path {
      return MemoryGraphHolders(kind: .root, path: emptied(path.links, path.targetType), count: 0)
    }
    if let cycle = explanation.cycle {
      let links = cycle.rotatedToSmallestLink
      return MemoryGraphHolders(
        kind: .cycle, path: emptied(links, links.first?.ownerType ?? cycle.targetType), count: 0)
    }
    if let path = explanation.unrootedPath {
      return MemoryGraphHolders(
        kind: .unrooted, path: emptied(path.links, path.targetType), count: 0)
    }
    return MemoryGraphHolders(kind: .unknown, path: nil, count: 0)
  }

  private static func emptied(_ links: [RetainPath.Link], _ target: String) -> RetainPath {
    RetainPath(
      links: links.map {
        RetainPath.Link(ownerType: $0.ownerType, field: RetainPath.emptyingSubscripts($0.field))
      }, targetType: target)
  }
}
