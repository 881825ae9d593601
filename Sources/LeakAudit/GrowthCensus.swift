/// What an app's roots strongly reach, counted: collections' entries and each class's objects.
///
/// The entries of every collection are counted along each path, and the objects of each class.
/// Censuses taken after each repetition of a cycle of actions tell what piles up without
/// anything leaking: an observer added on every push and never removed, a log that only grows.
///
/// A census is taken as ``LeakTracker/repeatChecked(_:times:isolation:body:)`` measures a loop
/// (LeakCanary's heap growth detection does the same): a walk of every strong reference from
/// the roots, paths named by their fields with subscripts emptied, LeakAudit's own objects and
/// what is no part of the app's state (``ExcludedFromStateKey``) not walked into.
///
/// ```swift
/// var samples: [GrowthCensus] = []
/// for _ in 0..<4 {
///   try await openAndClosePlayer()
///   if let census = GrowthCensus(roots: [("app", app), ("window", window)]) {
///     samples.append(census)
///   }
/// }
/// for growth in GrowthCensus.growth(in: samples) { print(growth.what, growth.counts) }
/// // "ResultStream.subscriptions" [1, 2, 3, 4]
/// ```
package struct GrowthCensus: Equatable, Sendable {
  /// Entries per path to a collection, subscripts emptied: `notifications →
  /// ResultStream.subscriptions`.
  package var collections: [String: Int]
  /// Objects per class name.
  package var types: [String: Int]
  /// Each object's class, as the walk named it (``renamingTypes(_:)`` leaves it).
  private var objectTypes: [String] = []
  /// Each object's path, subscripts emptied, as the walk named it: where it sits.
  private var objectPaths: [String] = []
  /// The new names of the classes, by the walk's (see ``renamingTypes(_:)``).
  private var names: [String: String] = [:]

  /// Takes a census of what the roots strongly reach, now.
  ///
  /// The objects must be quiet (no other thread mutating them) while it walks.
  ///
  /// - Parameters:
  ///   - roots: The objects the walk starts from.
  ///   - labels: What paths call some objects (the roots, what the app declared), in place of
  ///     their class: `notifications.subscriptions`, `Main.disposeBag`.
  ///   - symbols: The runtime functions the walk needs; `nil` when the runtime lacks those
  ///     that walk fields.
  package init?(
    roots: [AnyObject], labels: [ObjectIdentifier: String] = [:],
    symbols: RuntimeSymbols = .process
  ) {
    guard symbols.missingFieldSymbols.isEmpty else { return nil }
    // The walk's layouts are the process's (``LayoutCompiler/Pool``): a census of a small app
    // costs its walk, not the compiling of every class it holds again.
    let graph = RetainGraph(symbols: symbols, countsValueCollections: true)
    for root in roots { graph.addRoot(root) }
    var addresses: [UInt: String] = [:]
    for (object, label) in labels { addresses[UInt(bitPattern: object)] = label }
    let shapes = graph.walkShapes(ignoring: [], labels: addresses)
    graph.releaseRoots()
    collections = shapes.entries
    types = shapes.types
    objectTypes = shapes.objectTypes
    objectPaths = shapes.objectPaths
  }

  /// The paths of the objects of a class (by its name in ``types``), sorted, each once.
  package func places(of type: String) -> [String] {
    var places: Set<String> = []
    for (index, name) in objectTypes.enumerated() where (names[name] ?? name) == type {
      places.insert(renamed(objectPaths[index]))
    }
    return places.sorted()
  }

  /// A path with its classes renamed (the class before each field).
  private func renamed(_ path: String) -> String {
    guard !names.isEmpty else { return path }
    return path.split(separator: " → ", omittingEmptySubsequences: false).map { segment in
      let type = segment.prefix { $0 != "." }
      return (names[String(type)] ?? String(type)) + segment.dropFirst(type.count)
    }.joined(separator: " → ")
  }

  /// The census with every class renamed, in the counts and in the paths (the class before
  /// each field): what a runner's reports call its own classes.
  ///
  /// - Parameter rename: The new name of a class name.
  /// - Returns: The renamed census.
  package func renamingTypes(_ rename: (String) -> String) -> GrowthCensus {
    var census = self
    for type in types.keys where rename(type) != type { census.names[type] = rename(type) }
    for path in collections.keys {
      for segment in path.split(separator: " → ") {
        let type = String(segment.prefix { $0 != "." })
        if rename(type) != type { census.names[type] = rename(type) }
      }
    }
    guard !census.names.isEmpty else { return census }
    census.collections = Dictionary(
      collections.map { (census.renamed($0.key), $0.value) }, uniquingKeysWith: +)
    census.types = Dictionary(
      types.map { (census.names[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: +)
    return census
  }

  /// Something that grew in every census of a series.
  package struct Growth: Equatable, Sendable {
    /// The path to a collection that gained entries (`notifications →
    /// ResultStream.subscriptions`), or the name of a class whose objects grew in number.
    package var what: String
    /// Whether ``what`` is a collection's path.
    package var isCollection: Bool
    /// The count in each census.
    package var counts: [Int]
    /// For a class: where its objects sit, the paths to their holders (the last census's).
    package var places: [String]

    /// The growth as a finding of `step`: its group and ``Finding/growingPath`` what grew (for
    /// a class, the holder of its first object by path), its counts the census's, no object
    /// (a census tracks none).
    ///
    /// - Parameter step: The step after which the last census was taken.
    /// - Returns: A ``Finding/Kind/growth`` finding.
    package func finding(after step: Finding.Step?) -> Finding {
      Finding(
        kind: .growth, step: step, objects: [], group: what, counts: counts,
        growingPath: isCollection ? what : places.first)
    }
  }

  /// What grew in every census of a series: the collections that gained entries (a collection
  /// inside another that grows is part of the outer one's growth) and the classes whose
  /// objects grew in number, except those with objects in a growing collection (whose growth
  /// that collection's says).
  ///
  /// A cache that fills once and stops grows in the first censuses only: it is not growth.
  ///
  /// - Parameter samples: The censuses, in order; growth needs at least two.
  /// - Returns: What grew, collections first, each in name order.
  package static func growth(in samples: [GrowthCensus]) -> [Growth] {
    guard samples.count >= 2, let last = samples.last else { return [] }
    let collections = LeakTracker.growingCollections(samples.map(\.collections))
    var result = collections.map {
      Growth(what: $0.path, isCollection: true, counts: $0.counts, places: [])
    }
    for type in Set(samples.flatMap(\.types.keys)).sorted() {
      let counts = samples.map { $0.types[type] ?? 0 }
      guard zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
      let places = last.places(of: type)
      let inGrowingCollection = places.contains { place in
        collections.contains { place.hasPrefix($0.path + "[]") }
      }
      guard !inGrowingCollection else { continue }
      result.append(
        Growth(
          what: type, isCollection: false, counts: counts,
          places: Array(Set(places.map(LeakTracker.holder(of:)))).sorted()))
    }
    return result
  }
}
