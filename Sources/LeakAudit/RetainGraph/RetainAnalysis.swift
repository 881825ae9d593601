/// One run of retain-graph analysis: walks from roots and survivors, explains each survivor and
/// counts the owners it could not find.
///
/// ```swift
/// let analysis = RetainAnalysis.run(survivors: [search], roots: [.object(main)])
/// analysis.explanations[0].path?.description  // "MainCoordinator.childCoordinators[0] → SearchCoordinator"
/// ```
///
/// The graph must be quiet while it runs: no other thread may mutate the objects it walks.
package struct RetainAnalysis {
  /// Where a walk starts: an object, or a value under a name that retain paths print.
  ///
  /// A value comes from a closure that the walk calls once: the walk's copy is then the only
  /// copy the analysis makes, and references found in it stand for the original's.
  package enum Root {
    case object(AnyObject)
    case value(name: String, () -> Any)
  }

  /// Who keeps one survivor alive.
  package struct Explanation {
    /// The shortest chain of strong references from a root.
    package var path: RetainPath?
    /// When no root reaches it: the shortest cycle through it.
    package var cycle: RetainPath?
    /// When no root reaches it and it is on no cycle: the chain from the nearest holder that
    /// no root reaches either.
    package var unrootedPath: RetainPath?
    /// The addresses of each link's holder and of the target, for whichever of the three
    /// paths is set, so that the caller can name the objects it knows.
    var located: [WritableKeyPath<Explanation, RetainPath?>: (holders: [UInt], target: UInt)] =
      [:]
    /// Strong references that the walk found.
    package var ownersFound: Int
    /// Strong references it did not find (its retain count minus those found), when the
    /// runtime reports retain counts.
    package var unexplainedOwners: Int?
  }

  /// The objects each of `objects` holds strongly, through collections, closures and boxes
  /// but not through other objects: their addresses, in the order of the fields.
  ///
  /// The objects must be quiet while it runs: no other thread may mutate them.
  ///
  /// - Parameters:
  ///   - objects: Live objects.
  ///   - symbols: The runtime functions to use.
  /// - Returns: For each object, in order, the addresses of the objects it holds; empty lists
  ///   when the runtime lacks the functions the walk needs.
  package static func strongReferences(
    of objects: [AnyObject], symbols: RuntimeSymbols = .process
  ) -> [[UInt]] {
    guard symbols.missingFieldSymbols.isEmpty else { return objects.map { _ in [] } }
    let graph = RetainGraph(symbols: symbols)
    for object in objects { graph.addRoot(object) }
    graph.walkToNeighbours()
    let result = objects.map { object -> [UInt] in
      guard let node = graph.node(at: UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
      else { return [] }
      return graph.neighbours(of: node).map(graph.address(of:))
    }
    graph.releaseRoots()
    return result
  }

  /// One explanation per survivor, in the order given.
  package var explanations: [Explanation]
  /// What the walk could not follow, sorted.
  package var notes: [String]
  /// Heap objects the walk visited.
  package var nodeCount: Int
  /// Strong references the walk followed.
  package var edgeCount: Int

  /// Walks and explains.
  ///
  /// - Parameters:
  ///   - survivors: The live objects to explain. The caller must hold each exactly once (this
  ///     array), so that the retain count read for it can discount that reference.
  ///   - roots: Where the walk starts.
  ///   - heap: The whole heap, when it is recorded: then owners are also searched in globals,
  ///     the caller's frames and every live object (see ``WholeHeap``).
  ///   - symbols: The runtime functions to use.
  /// - Returns: The explanations and notes.
  package static func run(
    survivors: [AnyObject], roots: [Root], heap: WholeHeap? = nil,
    symbols: RuntimeSymbols = .process
  ) -> RetainAnalysis {
    let missing = symbols.missingFieldSymbols
    guard missing.isEmpty else {
      let note =
        "retain paths are unavailable: the Swift runtime does not export "
        + missing.joined(separator: ", ")
      return RetainAnalysis(
        explanations: survivors.map { _ in Explanation(ownersFound: 0) }, notes: [note],
        nodeCount: 0, edgeCount: 0)
    }
    let addresses = survivors.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) }
    let graph = RetainGraph(symbols: symbols)
    for root in roots {
      switch root {
      case .object(let object): graph.addRoot(object)
      case .value(let name, let value): graph.addRoot(named: name, value: value())
      }
    }
    let additions = heap?.additions(survivors: Set(addresses)) ?? WholeHeap.Additions()
    graph.walk(
      survivors: addresses, heapRoots: [additions.roots, additions.conservativeRoots],
      holders: additions.holders)
    let explainer = RetainExplainer(graph: graph, survivors: addresses.compactMap(graph.node(at:)))
    var explanations: [Explanation] = []
    for address in addresses {
      guard let node = graph.node(at: address) else {
        explanations.append(Explanation(ownersFound: 0))
        continue
      }
      let found = explainer.explain(node)
      var explanation = Explanation(
        path: found.path?.path, cycle: found.cycle?.path, unrootedPath: found.unrootedPath?.path,
        ownersFound: found.ownersFound)
      for (key, located) in [
        (\Explanation.path, found.path), (\.cycle, found.cycle),
        (\.unrootedPath, found.unrootedPath),
      ] {
        if let located { explanation.located[key] = (located.holders, located.target) }
      }
      // Read while `survivors` holds one reference to each, and the graph its roots and its
      // copies of root values: a reference found in such a copy stands for the original's.
      if let count = HeapObjects.retainCount(of: address, using: symbols) {
        // The heap's list holds each recorded survivor once more.
        let listed = additions.listedSurvivors.contains(address) ? 1 : 0
        explanation.unexplainedOwners = max(
          count - 1 - listed - found.copiedReferences - found.ownersFound, 0)
      }
      explanations.append(explanation)
    }
    var notes = graph.notes
    if !symbols.canCountRetains {
      notes.insert(
        "owner counts are unavailable: the Swift runtime does not export "
          + RuntimeSymbols.retainCountName)
    }
    let result = RetainAnalysis(
      explanations: explanations, notes: notes.sorted(), nodeCount: graph.nodeCount,
      edgeCount: graph.edgeCount)
    graph.releaseRoots()
    withExtendedLifetime(survivors) {}
    return result
  }
}
