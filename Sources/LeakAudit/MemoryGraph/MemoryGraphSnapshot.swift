import Foundation

/// How many live instances of each of the caller's classes the memory graph holds at one
/// moment (the standard library's, the test libraries' and LeakAudit's own are left out), and,
/// when asked, what holds them, merged by path.
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
///     14 held by the global Cache.models[] → DetailViewModel
/// ```
///
/// Snapshots are `Codable`: save one's ``json`` and `coordaudit memory-graph` renders it, or
/// the growth between two saved ones, as text, JSON, Mermaid or DOT.
public struct MemoryGraphSnapshot: Hashable, Sendable, Codable {
  /// Live instances per class name, as `String(describing:)` prints it.
  public var counts: [String: Int]
  /// What holds each class's live instances, merged by path, when the snapshot was taken with
  /// `holders: true`; `nil` otherwise.
  public var holders: [String: [MemoryGraphHolders]]?

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - counts: Live instances per class name.
  ///   - holders: What holds each class's instances, merged by path.
  public init(counts: [String: Int], holders: [String: [MemoryGraphHolders]]? = nil) {
    self.counts = counts
    self.holders = holders
  }

  /// `Memory graph: N live objects of M types.` and a line per class, most instances first,
  /// each with its holders when the snapshot has them.
  ///
  /// Class names and holders' paths come from a file that anything may have written: a
  /// control character (a line feed too), a bidirectional formatting character or an
  /// invisible one in them is shown escaped (`\u{1b}`, `\u{202e}`, `\u{a}`), so that the
  /// text has one line per class and per holder, and cannot act on a terminal.
  public var text: String {
    let total = counts.values.reduce(0, +)
    var text =
      "Memory graph: \(total) live \(total == 1 ? "object" : "objects") of \(counts.count) "
      + "\(counts.count == 1 ? "type" : "types").\n"
    for type in sortedTypes {
      text += "  \(counts[type]!) \(type.escapingControlCharactersAndLineFeeds)\n"
      for group in holders?[type] ?? [] {
        text += "    \(group.description.escapingControlCharactersAndLineFeeds)\n"
      }
    }
    return text
  }

  /// The snapshot as JSON, keys sorted: the same snapshot gives the same bytes.
  public var json: String { MemoryGraphJSON.encode(self) }

  /// The class names, most instances first, then by name.
  var sortedTypes: [String] {
    counts.keys.sorted { (counts[$0]!, $1) > (counts[$1]!, $0) }
  }
}

/// Live instances of one class that the same path holds, indices emptied: the path of each
/// instance, merged as LeakCanary merges the paths of a growing type.
///
/// ```text
/// 14 held by the global Cache.models[] → DetailViewModel
/// 2 in a cycle: DetailViewModel.onChange{closure captures} → DetailScreen.viewModel → DetailViewModel
/// 1 with no holder found
/// ```
public struct MemoryGraphHolders: Hashable, Sendable, Codable, CustomStringConvertible {
  /// How the path holds them.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A chain from a root: a global, a frame of the caller's, an object on a stack.
    case root
    /// A cycle, no root reaching it; the path starts at the link that sorts first.
    case cycle
    /// A chain from a holder that no root reaches.
    case unrooted
    /// Nothing found: owners outside what the graph can read.
    case unknown
  }

  /// How the path holds them.
  public var kind: Kind
  /// The path with every subscript emptied (`models[]`); `nil` when ``kind`` is `unknown`.
  public var path: RetainPath?
  /// How many live instances it holds.
  public var count: Int

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - kind: How the path holds them.
  ///   - path: The path, subscripts emptied.
  ///   - count: How many instances it holds.
  public init(kind: Kind, path: RetainPath?, count: Int) {
    self.kind = kind
    self.path = path
    self.count = count
  }

  /// `14 held by …`, `2 in a cycle: …`, `1 held by … (no root reaches X)`, `1 with no holder
  /// found`.
  public var description: String {
    switch (kind, path) {
    case (.root, let path?): return "\(count) held by \(path)"
    case (.cycle, let path?): return "\(count) in a cycle: \(path)"
    case (.unrooted, let path?):
      return "\(count) held by \(path) (no root reaches \(path.links.first?.ownerType ?? "?"))"
    default: return "\(count) with no holder found"
    }
  }
}

/// What changed between two moments of the memory graph: each class whose live count grew,
/// with what holds its instances.
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
    /// when no holder was found, or when the growth was computed from saved snapshots.
    public var newestHeldBy: String?
    /// What holds the live instances after, merged by path, most first; empty when the later
    /// snapshot has no holders.
    public var holders: [MemoryGraphHolders]

    /// Creates a change.
    public init(
      type: String, before: Int, after: Int, newestHeldBy: String? = nil,
      holders: [MemoryGraphHolders] = []
    ) {
      self.type = type
      self.before = before
      self.after = after
      self.newestHeldBy = newestHeldBy
      self.holders = holders
    }
  }

  /// The classes that grew, by name.
  public var changes: [Change]

  /// Creates a growth.
  public init(changes: [Change]) {
    self.changes = changes
  }

  /// The classes that grew from `earlier` to `later`, two snapshots taken (or saved) before:
  /// no newest holder, and the later snapshot's holders when it has them.
  public init(from earlier: MemoryGraphSnapshot, to later: MemoryGraphSnapshot) {
    changes = later.counts.keys.sorted().compactMap { type in
      let before = earlier.counts[type, default: 0]
      let after = later.counts[type]!
      guard after > before else { return nil }
      return Change(
        type: type, before: before, after: after, holders: later.holders?[type] ?? [])
    }
  }

  /// `Memory graph: N types grew.` and a line per class, with its holders under it.
  ///
  /// Names and paths are escaped as ``MemoryGraphSnapshot/text`` escapes them: one line per
  /// class and per holder, nothing that acts on a terminal.
  public var text: String {
    guard !changes.isEmpty else { return "Memory graph: nothing grew.\n" }
    var text = "Memory graph: \(changes.count) \(changes.count == 1 ? "type" : "types") grew.\n"
    for change in changes {
      let added = change.after - change.before
      text +=
        "  +\(added) \(change.type.escapingControlCharactersAndLineFeeds) (\(change.before) → "
        + "\(change.after))"
      if let holder = change.newestHeldBy {
        text += ", the newest held by \(holder.escapingControlCharactersAndLineFeeds)"
      }
      text += "\n"
      for group in change.holders {
        text += "    \(group.description.escapingControlCharactersAndLineFeeds)\n"
      }
    }
    return text
  }

  /// The changes as JSON, keys sorted: the same growth gives the same bytes.
  public var json: String { MemoryGraphJSON.encode(self) }
}

enum MemoryGraphJSON {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, integers and paths of strings cannot fail.
    return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
  }
}
