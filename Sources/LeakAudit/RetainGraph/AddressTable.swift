/// An open-addressing hash table from a heap address to a node number.
///
/// Linear probing over a power-of-two table at most half full; addresses are never zero, so
/// zero marks an empty slot.
struct AddressTable {
  private var keys: [UInt]
  private var values: [Int32]
  private var mask: Int
  private var count = 0

  init(capacity: Int = 1_024) {
    var size = 1_024
    while size < capacity * 2 { size <<= 1 }
    keys = Array(repeating: 0, count: size)
    values = Array(repeating: 0, count: size)
    mask = size - 1
  }

  @inline(__always)
  private static func home(of address: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  /// The node number of `address`, or `nil`.
  func find(_ address: UInt) -> Int32? {
    var slot = Self.home(of: address, mask: mask)
    while true {
      let key = keys[slot]
      if key == address { return values[slot] }
      if key == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Stores the node number of an address that is not in the table.
  mutating func insert(_ address: UInt, _ value: Int32) {
    if (count + 1) * 2 > keys.count { grow() }
    var slot = Self.home(of: address, mask: mask)
    while keys[slot] != 0 { slot = (slot + 1) & mask }
    keys[slot] = address
    values[slot] = value
    count += 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: 0, count: oldKeys.count * 2)
    mask = keys.count - 1
    for (index, key) in oldKeys.enumerated() where key != 0 {
      var slot = Self.home(of: key, mask: mask)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = key
      values[slot] = oldValues[index]
    }
  }
}
