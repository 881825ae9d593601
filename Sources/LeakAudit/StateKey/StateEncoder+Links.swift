/// The references an encoding met between the heap objects it numbered, of every strength:
/// what an explorer reads to tell which objects are linked to which screens.
extension StateEncoder {
  /// The references of one encoding, recorded as it walks.
  struct LinkRecord {
    /// The object being encoded, `-1` outside the walk (a root, a caller's note).
    var holder: Int32 = -1
    var edges: [(from: Int32, link: StateLinks.Link)] = []

    /// Forgets the last encoding's references, keeping their storage.
    mutating func reset() {
      holder = -1
      edges.removeAll(keepingCapacity: true)
    }

    mutating func append(to target: Int, isStrong: Bool, isWeak: Bool) {
      guard holder >= 0 else { return }
      edges.append(
        (
          holder,
          StateLinks.Link(
            target: Int32(truncatingIfNeeded: target), isStrong: isStrong, isWeak: isWeak)
        ))
    }

    /// Records a link found by reading the words of something the walk could not describe.
    ///
    /// A word there is the address of `target`; its strength is not known: it is taken as
    /// strong, and marked.
    mutating func appendConservative(from holder: Int32, to target: Int) {
      edges.append(
        (
          holder,
          StateLinks.Link(
            target: Int32(truncatingIfNeeded: target), isStrong: true, isConservative: true)
        ))
    }
  }

  /// Every reference the last encoding met (one that ``begin(text:links:)`` asked to record
  /// them), strong, weak or unowned, each from the object, closure context or box that holds
  /// it; `nil` when it recorded none.
  ///
  /// Read it right after ``finish()``, while the objects are quiet and alive: it names them by
  /// address.
  package var links: StateLinks? {
    guard recordsLinks else { return nil }
    let addresses = numberedAddresses
    let isInstance = addresses.map { address -> Bool in
      if case .object = HeapObjects.kind(of: address) { return true }
      return false
    }
    var successors = Array(repeating: [StateLinks.Link](), count: addresses.count)
    var conservative = 0
    for (from, link) in linkRecord.edges where from != link.target {
      successors[Int(from)].append(link)
      if link.isConservative { conservative += 1 }
    }
    return StateLinks(
      addresses: addresses, isInstance: isInstance, successors: successors,
      conservativeCount: conservative)
  }
}

/// The references among the heap objects of one encoding, by the encoder's numbers: which
/// object, closure context or box holds which, of any strength.
package struct StateLinks {
  /// A reference to a numbered heap object.
  package struct Link {
    /// The number of what it refers to.
    package var target: Int32
    /// Whether it is strong (else weak or unowned).
    package var isStrong: Bool
    /// Whether it is weak (else strong or unowned).
    package var isWeak = false
    /// Whether it was found by reading the words of something the walk could not describe:
    /// perhaps no reference at all (see ``StateEncoder/unreadParts``).
    package var isConservative = false
  }

  /// Each numbered heap object's address.
  package var addresses: [UInt]
  /// Whether each is a class instance (else a closure context or a box).
  package var isInstance: [Bool]
  /// What each holds, in the order the walk met it (repeats possible).
  package var successors: [[Link]]

  /// How many links were found by reading undescribed words conservatively.
  package var conservativeCount: Int

  /// How many heap objects the encoding numbered.
  package var count: Int { addresses.count }

  /// The class instance numbered `number`, retained; the objects must be alive and quiet.
  package func object(_ number: Int) -> AnyObject {
    Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(addresses[number]))
      .takeUnretainedValue()
  }

  /// The class instances a node holds, directly or through nodes that `isPassedThrough`
  /// accepts (closure contexts and boxes always are), each once, in the order met, and whether
  /// it holds each through strong references only.
  ///
  /// - Parameters:
  ///   - number: The node.
  ///   - includesConservative: Whether links found by reading undescribed words conservatively
  ///     count (see ``Link/isConservative``).
  ///   - isPassedThrough: Whether a class instance is looked through, as hidden storage is.
  /// - Returns: The numbers of the class instances reached, each with `true` when every way
  ///   there is strong all along.
  package func linkedInstances(
    from number: Int, includingConservative includesConservative: Bool = true,
    passingThrough isPassedThrough: (Int) -> Bool
  ) -> [(target: Int, onlyStrong: Bool)] {
    var order: [Int] = []
    var weaklyReached: Set<Int> = []
    // Each node at most twice: reached by strong references only, and reached otherwise.
    var seen: Set<Int> = [number * 2 + 1]
    var pending = [(number, true)]
    while let (next, strongSoFar) = pending.popLast() {
      for link in successors[next] where includesConservative || !link.isConservative {
        let target = Int(link.target)
        let strong = strongSoFar && link.isStrong
        guard target != number, seen.insert(target * 2 + (strong ? 1 : 0)).inserted else {
          continue
        }
        if isInstance[target] && !isPassedThrough(target) {
          if !seen.contains(target * 2 + (strong ? 0 : 1)) { order.append(target) }
          if !strong { weaklyReached.insert(target) }
        } else {
          pending.append((target, strong))
        }
      }
    }
    return order.map { ($0, !weaklyReached.contains($0)) }
  }
}
