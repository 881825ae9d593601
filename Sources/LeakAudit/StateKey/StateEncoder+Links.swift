/// The references an encoding met between the heap objects it numbered, of every strength:
/// what an explorer reads to tell which objects are linked to which screens.
extension StateEncoder {
  /// The references of one encoding, recorded as it walks.
  struct LinkRecord {
    /// The object being encoded, `-1` outside the walk (a root, a caller's note).
    var holder: Int32 = -1
    var edges: [(from: Int32, to: Int32)] = []

    mutating func append(to target: Int) {
      guard holder >= 0 else { return }
      edges.append((holder, Int32(truncatingIfNeeded: target)))
    }
  }

  /// Every reference the last encoding met (one that ``begin(text:links:)`` asked to record
  /// them), strong, weak or unowned, each from the object, closure context or box that holds
  /// it; `nil` when it recorded none.
  ///
  /// Read it right after ``finish()``, while the objects are quiet and alive: it names them by
  /// address.
  package var links: StateLinks? {
    guard let linkRecord else { return nil }
    let addresses = numberedAddresses
    let isInstance = addresses.map { address -> Bool in
      if case .object = HeapObjects.kind(of: address) { return true }
      return false
    }
    var successors = Array(repeating: [Int32](), count: addresses.count)
    for (from, to) in linkRecord.edges where from != to {
      successors[Int(from)].append(to)
    }
    return StateLinks(addresses: addresses, isInstance: isInstance, successors: successors)
  }
}

/// The references among the heap objects of one encoding, by the encoder's numbers: which
/// object, closure context or box holds which, of any strength.
package struct StateLinks {
  /// Each numbered heap object's address.
  package var addresses: [UInt]
  /// Whether each is a class instance (else a closure context or a box).
  package var isInstance: [Bool]
  /// What each holds, in the order the walk met it (repeats possible).
  package var successors: [[Int32]]

  /// How many heap objects the encoding numbered.
  package var count: Int { addresses.count }

  /// The class instance numbered `number`, retained; the objects must be alive and quiet.
  package func object(_ number: Int) -> AnyObject {
    Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(addresses[number]))
      .takeUnretainedValue()
  }

  /// The class instances a node holds, directly or through nodes that `isPassedThrough`
  /// accepts (closure contexts and boxes always are), each once, in the order met.
  ///
  /// - Parameters:
  ///   - number: The node.
  ///   - isPassedThrough: Whether a class instance is looked through, as hidden storage is.
  /// - Returns: The numbers of the class instances reached.
  package func linkedInstances(
    from number: Int, passingThrough isPassedThrough: (Int) -> Bool
  ) -> [Int] {
    var result: [Int] = []
    var seen: Set<Int> = [number]
    var pending = [number]
    while let next = pending.popLast() {
      for target in successors[next].map(Int.init) where seen.insert(target).inserted {
        if isInstance[target] && !isPassedThrough(target) {
          result.append(target)
        } else {
          pending.append(target)
        }
      }
    }
    return result
  }
}
