/// A fingerprint of a state: 128 bits hashed from the canonical encoding of every object a
/// ``StateEncoder`` reached, with no address in it.
///
/// Two states that encode alike get the same key; two that differ get different keys but for
/// a hash collision, whose odds for `n` stored states are about `n² / 2¹²⁹` (below 10⁻²⁸ for a
/// million states), as model checkers that store state fingerprints accept.
package struct StateKey: Hashable, Sendable {
  package let high: UInt64
  package let low: UInt64

  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }
}

/// MurmurHash3's 128-bit mixing over 64-bit words: fast, and with the same output in every
/// process (no random seed), so a key can be printed and compared across runs.
struct StateHasher {
  private var h1: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var h2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private var length: UInt64 = 0
  private static let c1: UInt64 = 0x87C3_7B91_1142_53D5
  private static let c2: UInt64 = 0x4CF5_AD43_2745_937F

  /// Hashes a whole buffer of bytes.
  static func key(of buffer: UnsafeRawBufferPointer) -> StateKey {
    var hasher = StateHasher()
    var index = 0
    let count = buffer.count
    while index + 16 <= count {
      hasher.mix(
        buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self),
        buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
      index += 16
    }
    var tail: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &tail) { tailBytes in
      for offset in 0..<(count - index) { tailBytes[offset] = buffer[index + offset] }
    }
    hasher.mix(tail.0, tail.1)
    hasher.length = UInt64(count)
    return hasher.finalize()
  }

  private mutating func mix(_ first: UInt64, _ second: UInt64) {
    var k1 = first &* Self.c1
    k1 = k1.rotatedLeft(31) &* Self.c2
    h1 ^= k1
    h1 = h1.rotatedLeft(27) &+ h2
    h1 = h1 &* 5 &+ 0x52DC_E729
    var k2 = second &* Self.c2
    k2 = k2.rotatedLeft(33) &* Self.c1
    h2 ^= k2
    h2 = h2.rotatedLeft(31) &+ h1
    h2 = h2 &* 5 &+ 0x3849_5AB5
  }

  private func finalize() -> StateKey {
    var a = h1 ^ length
    var b = h2 ^ length
    a = a &+ b
    b = b &+ a
    a = Self.fmix(a)
    b = Self.fmix(b)
    a = a &+ b
    b = b &+ a
    return StateKey(high: a, low: b)
  }

  private static func fmix(_ value: UInt64) -> UInt64 {
    var k = value
    k ^= k >> 33
    k = k &* 0xFF51_AFD7_ED55_8CCD
    k ^= k >> 33
    k = k &* 0xC4CE_B9FE_1A85_EC53
    k ^= k >> 33
    return k
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
