internal import LeakAudit

/// What the inference tells a key about survivors that no root reaches (see
/// ``FlowAudit/inertSurvivors(in:keys:)``).
extension OwnershipInference {
  /// Numbers the judged objects that the encoding has not met, in the order of the records,
  /// but those left out.
  func numberUnreachedJudged(into encoder: StateEncoder, leavingOut inert: Set<UInt> = []) {
    for record in records.values where record.judged {
      if let object = record.object, encoder.number(of: object) == nil,
        !inert.contains(Self.address(of: object))
      {
        _ = encoder.number(assigning: object)
      }
    }
  }

  /// Whether a judged object is alive that the encoding has not met.
  func hasUnreachedJudged(in encoder: StateEncoder) -> Bool {
    records.values.contains { record in
      guard record.judged, let object = record.object else { return false }
      return encoder.number(of: object) == nil
    }
  }

  /// Adds the weak references the inference holds to each of `objects`, by address, to
  /// `counts`: each record's object and the screens it belongs to, each screen it saw shown.
  func countWeakReferences(to objects: Set<UInt>, into counts: inout [UInt: Int]) {
    func add(_ object: AnyObject?) {
      guard let object else { return }
      let address = Self.address(of: object)
      if objects.contains(address) { counts[address, default: 0] += 1 }
    }
    for record in records.values {
      add(record.object)
      for owner in record.owners { add(owner.screen) }
    }
    for entry in shown.values { add(entry.screen) }
  }

  /// Whether the key may leave out an island's objects as far as the inference is concerned:
  /// each of them it recorded was judged already (it is never judged again), and no record
  /// not yet judged names one of them as a screen it belongs to (that judgement reads it).
  ///
  /// - Parameter island: The island's addresses.
  /// - Returns: Whether the inference allows it.
  func allowsLeavingOut(_ island: Set<UInt>) -> Bool {
    records.values.allSatisfy { record in
      if let object = record.object, island.contains(Self.address(of: object)) {
        return record.judged
      }
      return record.judged
        || !record.owners.contains { owner in
          owner.screen.map { island.contains(Self.address(of: $0)) } ?? false
        }
    }
  }

  static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  }
}
