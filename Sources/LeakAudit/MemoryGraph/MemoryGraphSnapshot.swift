import Foundation

/// How many live instances of each of the caller's classes the memory graph holds at one
/// moment (the standard library's, the test libraries' and LeakAudit's own are left out).
///
/// ```swift
/// let before = try #require(MemoryGraph.snapshot())
/// for _ in 0..<14 { app.openAndCloseDetail() }
/// let growth = try #require(MemoryGraph.growth(since: before))
/// #expect(growth.changes.isEmpty, "\(growth.text)")
/// ```
///
/// ```text
/// Memory graph: 1 type grew.
///   +14 DetailViewModel (0 → 14), the newest held by the global Cache.models[13] → DetailViewModel
/// ```
public struct MemoryGraphSnapshot: Hashable, Sendable, Codable {
  /// Live instances per class name, as `String(describing:)` prints it.
  public var counts: [String: Int]
}

/// What changed between two moments of the memory graph: each class whose live count grew,
/// with who holds its newest instance.
public struct MemoryGraphGrowth: Hashable, Sendable, Codable {
  /// One class that grew.
  public struct Change: Hashable, Sendable, Codable {
    /// The class name.
    public var type: String
    /// Live instances before.
    public var before: Int
    /// Live instances after.
    public var after: Int
    /// Who holds the newest live instance, as retain paths print it (`held by …`); `nil`
    /// when no holder was found.
    public var newestHeldBy: String?
  }

  /// The classes that grew, by name.
  public var changes: [Change]

  /// `Memory graph: N types grew.` and a line per class.
  public var text: String {
    guard !changes.isEmpty else { return "Memory graph: nothing grew.\n" }
    var text = "Memory graph: \(changes.count) \(changes.count == 1 ? "type" : "types") grew.\n"
    for change in changes {
      let added = change.after - change.before
      text += "  +\(added) \(change.type) (\(change.before) → \(change.after))"
      if let holder = change.newestHeldBy { text += ", the newest held by \(holder)" }
      text += "\n"
    }
    return text
  }

  /// The changes as JSON, keys sorted: the same growth gives the same bytes.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and integers cannot fail.
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
  }
}

extension MemoryGraph {
  /// The live instances of the caller's classes, counted by class, or `nil` when the graph
  /// is not recorded.
  public static func snapshot() -> MemoryGraphSnapshot? {
    guard HeapRecorder.isRecording else { return nil }
    return MemoryGraphSnapshot(counts: CallerObjects(HeapRecorder.liveObjects()).counts)
  }

  /// The classes whose live count grew since `earlier`, each with the path that holds its
  /// newest instance (found in the whole heap: no root needed); `nil` when the graph is not
  /// recorded.
  ///
  /// Run it while the world is quiet: it holds every recorded object while it explains.
  public static func growth(since earlier: MemoryGraphSnapshot) -> MemoryGraphGrowth? {
    guard HeapRecorder.isRecording else { return nil }
    let live = HeapRecorder.liveObjects()
    let objects = CallerObjects(live)
    let grown = objects.counts.filter { $0.value > earlier.counts[$0.key, default: 0] }
      .keys.sorted()
    let newest = grown.map { objects.newest[$0]! }
    let heap = WholeHeap(objects: live, searchesStack: false)
    let analysis = RetainAnalysis.run(survivors: newest, roots: [], heap: heap)
    let changes = zip(grown, analysis.explanations).map { type, explanation in
      MemoryGraphGrowth.Change(
        type: type, before: earlier.counts[type, default: 0], after: objects.counts[type]!,
        newestHeldBy: (explanation.path ?? explanation.unrootedPath)?.description)
    }
    return MemoryGraphGrowth(changes: changes)
  }
}

/// The recorded live instances of the caller's classes: counts by class name, and the newest
/// instance of each (records are in allocation order).
private struct CallerObjects {
  var counts: [String: Int] = [:]
  var newest: [String: AnyObject] = [:]

  init(_ live: [(object: AnyObject, size: Int)]) {
    var names = ClassNames()
    for (object, _) in live {
      let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
      guard case .object(let metadata) = HeapObjects.kind(of: address),
        let name = names.name(of: metadata)
      else { continue }
      counts[name, default: 0] += 1
      newest[name] = object
    }
  }
}
