/// Questions about live objects, answered now from their memory, without declaring a release
/// or waiting for a deadline: the retain cycles reachable from an object, what an object holds
/// strongly, and who keeps an object alive from given roots.
///
/// ```swift
/// let cycles = ObjectGraph.retainCycles(reachableFrom: coordinator, maxLength: 10)
/// #expect(cycles.isEmpty, "\(cycles)")
/// // [SearchCoordinator.viewModel → SearchViewModel.onDone{closure captures} → SearchCoordinator]
///
/// #expect(ObjectGraph.strongReferences(of: screen).contains { $0.refers(to: viewModel) })
///
/// ObjectGraph.retainPath(to: detail, from: [window])?.description
/// // "Window.rootViewController → NavigationController.viewControllers[1] → DetailViewController"
/// ```
///
/// Only strong references count: `weak`, `unowned` and `unowned(unsafe)` properties and
/// captures are not followed (see ``RetainPath``). Each question walks the objects' memory
/// without retaining it: no other thread may mutate them while it runs. On a runtime that
/// lacks the reflection functions the walk needs, every answer is empty.
public enum ObjectGraph {
  /// One strong reference that an object holds: through which stored property (an element, a
  /// closure's captures) it leads to which object.
  public struct Reference: Hashable, Sendable, CustomStringConvertible {
    /// The stored property that holds it, with an index or key for collections and
    /// `{closure captures}` through a closure: `childCoordinators[0]`, `onTap{closure captures}`.
    public var field: String
    /// The type of the object held, as `String(describing:)` prints it.
    public var typeName: String
    /// The identity of the object held.
    public var objectID: ObjectIdentifier

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - field: The stored property that holds it.
    ///   - typeName: The type of the object held.
    ///   - objectID: The identity of the object held.
    public init(field: String, typeName: String, objectID: ObjectIdentifier) {
      self.field = field
      self.typeName = typeName
      self.objectID = objectID
    }

    /// Whether the reference leads to `object`.
    ///
    /// - Parameter object: An object.
    /// - Returns: `true` when it is the object held.
    public func refers(to object: AnyObject) -> Bool {
      ObjectIdentifier(object) == objectID
    }

    /// `field → Type`.
    public var description: String { "\(field) → \(typeName)" }
  }

  /// The objects that `object` holds strongly, each once, in the order of its stored
  /// properties: through collections, closures' captures and boxes, but not through other
  /// objects.
  ///
  /// ```swift
  /// ObjectGraph.strongReferences(of: coordinator).map(\.description)
  /// // ["viewModel → SearchViewModel", "childCoordinators[0] → DetailCoordinator"]
  /// ```
  ///
  /// - Parameter object: A live object.
  /// - Returns: Its strong references.
  public static func strongReferences(of object: AnyObject) -> [Reference] {
    strongReferences(of: object, symbols: .process)
  }

  package static func strongReferences(of object: AnyObject, symbols: RuntimeSymbols)
    -> [Reference]
  {
    RetainAnalysis.labelledReferences(of: object, symbols: symbols).map {
      Reference(field: $0.field, typeName: $0.typeName, objectID: ObjectIdentifier($0.object))
    }
  }

  /// The retain cycles among the objects strongly reachable from `object`, as
  /// FBRetainCycleDetector's `findRetainCycles` finds them: every elementary cycle of at most
  /// `maxLength` objects, each once.
  ///
  /// A cycle through `object` starts at it; any other starts at the link that sorts first.
  /// Shortest cycles come first, then by their text; at most 1,000 are listed.
  ///
  /// ```swift
  /// ObjectGraph.retainCycles(reachableFrom: register).map(\.description)
  /// // ["RegisterCoordinator.viewModel → RegisterViewModel.coordinator → RegisterCoordinator"]
  /// ```
  ///
  /// - Parameters:
  ///   - object: Where the search starts: the object and all it holds, directly or not.
  ///   - maxLength: The most objects a cycle may have; default 10, FBRetainCycleDetector's.
  /// - Returns: The cycles, each from its first holder back to it.
  public static func retainCycles(reachableFrom object: AnyObject, maxLength: Int = 10)
    -> [RetainPath]
  {
    RetainAnalysis.cycles(reachableFrom: object, maxLength: maxLength)
  }

  /// The shortest chain of strong references from one of `roots` to `object`: who keeps it
  /// alive.
  ///
  /// ```swift
  /// ObjectGraph.retainPath(to: search, from: [mainCoordinator])?.description
  /// // "MainCoordinator.childCoordinators[0] → SearchCoordinator"
  /// ```
  ///
  /// - Parameters:
  ///   - object: A live object.
  ///   - roots: Where paths start: a window, a root coordinator, a service container.
  /// - Returns: The path, or `nil` when no root reaches the object (or it is one of them).
  public static func retainPath(to object: AnyObject, from roots: [AnyObject]) -> RetainPath? {
    RetainAnalysis.path(to: object, from: roots)
  }
}
