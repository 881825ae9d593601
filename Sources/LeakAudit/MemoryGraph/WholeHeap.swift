/// The whole heap, for retain-graph analysis: every live object that ``HeapRecorder``
/// recorded, and where the calling thread's own frames end, so that owners are found with no
/// root given: other objects, globals and statics, the caller's local variables.
package struct WholeHeap {
  /// The recorded objects still alive, held strongly while the analysis runs.
  var objects: [(object: AnyObject, size: Int)]
  /// Whether the calling thread's frames are searched (those of the caller's Swift code).
  var searchesStack: Bool

  /// A heap of the given objects (for benchmarks and tests; ``current(searchesStack:)``
  /// takes the recorder's).
  package init(objects: [(object: AnyObject, size: Int)], searchesStack: Bool) {
    self.objects = objects
    self.searchesStack = searchesStack
  }

  /// The recorded heap now, or `nil` when it is not recorded or not searched here (see
  /// ``MemoryGraph``).
  ///
  /// - Parameter searchesStack: Whether to search the calling thread's frames.
  /// - Returns: The live objects, held, or `nil`.
  package static func current(searchesStack: Bool = true) -> WholeHeap? {
    guard MemoryGraph.isSearched else { return nil }
    return WholeHeap(objects: HeapRecorder.liveObjects(), searchesStack: searchesStack)
  }

  // MARK: What the analysis starts from

  /// What the heap adds to an analysis: named roots for the words of globals and of the
  /// caller's frames that hold objects, and the objects that may hold survivors.
  struct Additions {
    var roots: [(name: String, value: Any)] = []
    var conservativeRoots: [(name: String, value: Any)] = []
    var holders: [UInt] = []
    /// The survivors that ``objects`` lists, which it holds once more each.
    var listedSurvivors: Set<UInt> = []
  }

  /// The roots and holders for survivors at `survivors`.
  ///
  /// Holders are the live instances of the caller's classes: not the standard library's
  /// storage (reached through the fields that hold it, and named by them), nor the
  /// analysis's or the test libraries' own objects (which hold survivors only to check them).
  func additions(survivors: Set<UInt>) -> Additions {
    var additions = Additions()
    var names = ClassNames()
    var targets = survivors
    for (object, _) in objects {
      let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
      targets.insert(address)
      if survivors.contains(address) {
        additions.listedSurvivors.insert(address)
        continue
      }
      guard case .object(let metadata) = HeapObjects.kind(of: address),
        !names.isMachinery(metadata)
      else { continue }
      additions.holders.append(address)
    }
    var scanner = RootWordScanner()
    var words = scanner.globals(holding: targets)
    if searchesStack { words += scanner.stack(holding: targets) }
    var seen: Set<RootWord> = []
    for word in words {
      guard seen.insert(word).inserted,
        let value = Self.value(
          at: word.target, isSurvivor: survivors.contains(word.target),
          isKnownCollection: word.isCollection, &names)
      else { continue }
      // Globals named by their symbols first: a path starts at a conservative word only
      // where none of them reaches.
      if word.isConservative {
        additions.conservativeRoots.append((word.name, value))
      } else {
        additions.roots.append((word.name, value))
      }
    }
    return additions
  }

  /// The object at `address` as a value a root can hold: a class instance as itself, the
  /// storage of an array, a dictionary or a set as that collection; `nil` for the machinery's
  /// objects and for storage of other kinds.
  ///
  /// `address` is a recorded live object or a survivor, or (`isKnownCollection`) the word of a
  /// variable whose type is a collection: each is safe to read.
  private static func value(
    at address: UInt, isSurvivor: Bool, isKnownCollection: Bool, _ names: inout ClassNames
  ) -> Any? {
    guard case .object(let metadata) = HeapObjects.kind(of: address) else { return nil }
    let object = Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(address)).takeUnretainedValue()
    if let collection = NativeStorage.collection(of: metadata, storage: object) {
      return collection
    }
    if isKnownCollection { return nil }
    return isSurvivor || !names.isMachinery(metadata) ? object : nil
  }
}

/// Which classes are the machinery's: the standard library's, the analysis's, the test
/// libraries' and the concurrency runtime's, by module, remembered per class.
struct ClassNames {
  static let machinery = [
    "Swift", "LeakAudit", "LeakAuditTesting", "Testing", "XCTest", "_Concurrency",
  ]
  private var known: [UnsafeRawPointer: String?] = [:]

  mutating func isMachinery(_ metadata: TypeMetadata) -> Bool {
    name(of: metadata) == nil
  }

  /// The class's name as `String(describing:)` prints it; `nil` for the machinery's.
  mutating func name(of metadata: TypeMetadata) -> String? {
    if let known = known[metadata.pointer] { return known }
    let qualified = String(reflecting: metadata.type)
    let name =
      Self.machinery.contains { qualified.hasPrefix($0 + ".") }
      ? nil : String(describing: metadata.type)
    known[metadata.pointer] = name
    return name
  }
}
