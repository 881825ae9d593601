/// An open-addressing hash table from an object's address to its index in the ledger.
///
/// Linear probing. The slot of an address is its 4 KiB page, hashed, followed by its offset
/// in the page: objects allocated one after another share a page and fill neighbouring slots,
/// so tracking a run of new objects stays in the cache, while the pages themselves spread
/// evenly. (Slots taken straight from the address bits cluster badly: one million objects
/// once took a minute to track. A plain hash of the whole address misses the cache on every
/// object.)
struct IdentityTable {
  private struct Slot {
    var address: UInt = 0
    var index = 0
  }

  /// Empty until the first address is stored: a tracker that never looks an object up
  /// never pays for the table.
  private var slots: [Slot] = []
  private var count = 0

  /// Stores `index` for `address`, in place of the index stored for it before, if any.
  mutating func set(_ address: UInt, index: Int) {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = Self.home(of: address, mask: mask)
    while true {
      let stored = slots[slot].address
      if stored == address {
        slots[slot].index = index
        return
      }
      if stored == 0 {
        slots[slot] = Slot(address: address, index: index)
        count += 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// The index stored for `address`, if any (it may name a dead object).
  func index(of address: UInt) -> Int? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var slot = Self.home(of: address, mask: mask)
    while true {
      let stored = slots[slot].address
      if stored == address { return slots[slot].index }
      if stored == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  private static func home(of address: UInt, mask: Int) -> Int {
    let page = ((address >> 12) &* 0x9E37_79B9_7F4A_7C15) >> 32
    let offset = (address >> 4) & 0xFF
    return Int(truncatingIfNeeded: page << 8 | offset) & mask
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: max(old.count * 2, 1_024))
    let mask = slots.count - 1
    for entry in old where entry.address != 0 {
      var slot = Self.home(of: entry.address, mask: mask)
      while slots[slot].address != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
