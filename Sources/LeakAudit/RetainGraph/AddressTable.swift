/// An open-addressing hash table from a heap address to a node number.
///
/// Linear probing over a power-of-two table at most half full, keys and values side by side
/// so that a probe touches one cache line; addresses are never zero, so zero marks an empty
/// slot.
struct AddressTable {
  private struct Slot {
    var address: UInt
    var value: Int32
  }

  private var slots: [Slot]
  private var mask: Int
  private var count = 0

  init(capacity: Int = 1_024) {
    var size = 1_024
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: Slot(address: 0, value: 0), count: size)
    mask = size - 1
  }

  @inline(__always)
  private static func home(of address: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  /// Forgets every address, keeping the table's size.
  mutating func removeAll() {
    guard count > 0 else { return }
    slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices { slots[index].address = 0 }
    }
    count = 0
  }

  /// The node number of `address`, or `nil`.
  func find(_ address: UInt) -> Int32? {
    slots.withUnsafeBufferPointer { slots in
      var slot = Self.home(of: address, mask: mask)
      while true {
        let key = slots[slot].address
        if key == address { return slots[slot].value }
        if key == 0 { return nil }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The node number of `address`; or, when it has none, stores `value` for it and returns
  /// `nil`.
  @inline(__always)
  mutating func findOrInsert(_ address: UInt, _ value: Int32) -> Int32? {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = mask
    let found = slots.withUnsafeMutableBufferPointer { slots -> Int32? in
      var slot = Self.home(of: address, mask: mask)
      while true {
        let key = slots[slot].address
        if key == address { return slots[slot].value }
        if key == 0 {
          slots[slot] = Slot(address: address, value: value)
          return nil
        }
        slot = (slot + 1) & mask
      }
    }
    if found == nil { count += 1 }
    return found
  }

  /// Forgets `address`, if stored: the entries after it in its run move back, so that every
  /// probe still finds what it found before.
  mutating func remove(_ address: UInt) {
    let mask = mask
    let removed = slots.withUnsafeMutableBufferPointer { slots -> Bool in
      var slot = Self.home(of: address, mask: mask)
      while slots[slot].address != address {
        if slots[slot].address == 0 { return false }
        slot = (slot + 1) & mask
      }
      // Backward-shift deletion: an entry further along the run moves into the hole when its
      // home does not lie cyclically within (hole, entry].
      var hole = slot
      var next = (hole + 1) & mask
      while slots[next].address != 0 {
        let home = Self.home(of: slots[next].address, mask: mask)
        let reachesHole = (next - home) & mask >= (next - hole) & mask
        if reachesHole {
          slots[hole] = slots[next]
          hole = next
        }
        next = (next + 1) & mask
      }
      slots[hole].address = 0
      return true
    }
    if removed { count -= 1 }
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(address: 0, value: 0), count: old.count * 2)
    mask = slots.count - 1
    let mask = mask
    slots.withUnsafeMutableBufferPointer { slots in
      for entry in old where entry.address != 0 {
        var slot = Self.home(of: entry.address, mask: mask)
        while slots[slot].address != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }
  }
}
