extension String {
  /// The first of the 128 private-use scalars that stand for the bytes 0x80 to 0xFF where
  /// they are not UTF-8: U+10FF80 stands for 0x80, U+10FFFF for 0xFF.
  private static let firstByteScalar: UInt32 = 0x10_FF80

  /// Text that keeps every byte it was made from, UTF-8 or not: for what the system gives as
  /// bytes (a command-line argument, a file name read from a directory, the working directory)
  /// and must get back the same (to open that very file), while messages quote it.
  ///
  /// UTF-8 is read as UTF-8; any other byte becomes a private-use scalar (0xFF becomes
  /// U+10FFFF), and so does each UTF-8 byte of those 128 scalars themselves, so that two
  /// different byte strings never give the same text. ``losslessBytes`` gives the bytes back;
  /// ``escapingControlCharacters`` shows such a byte as `\xFF`.
  ///
  /// ```swift
  /// String(losslessBytes: [0xFF, 0x2E, 0x6A])  // "\u{10FFFF}.j"
  /// String(losslessBytes: [0xFF, 0x2E, 0x6A]).losslessBytes  // [0xFF, 0x2E, 0x6A]
  /// ```
  ///
  /// - Parameter bytes: The bytes, without a terminating NUL.
  package init(losslessBytes bytes: some Collection<UInt8>) {
    let bytes = Array(bytes)
    guard bytes.contains(where: { $0 >= 0x80 }) else {
      self = String(decoding: bytes, as: UTF8.self)
      return
    }
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let length = Self.validSequenceLength(bytes, at: index)
      let sequence = bytes[index..<index + Swift.max(length, 1)]
      if length > 0, let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first,
        scalar.value < Self.firstByteScalar
      {
        scalars.append(scalar)
      } else {
        for byte in sequence { scalars.append(Self.scalar(standingFor: byte)) }
      }
      index += Swift.max(length, 1)
    }
    self = String(scalars)
  }

  /// The bytes the text was made from by ``init(losslessBytes:)``: its UTF-8, except that each
  /// scalar standing for a byte is that byte.
  package var losslessBytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let byte = Self.escapedByte(scalar) {
        bytes.append(byte)
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// The byte a scalar stands for, or `nil` for a scalar that stands for itself.
  static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= firstByteScalar ? UInt8(scalar.value - firstByteScalar + 0x80) : nil
  }

  private static func scalar(standingFor byte: UInt8) -> Unicode.Scalar {
    // A byte below 0x80 is always UTF-8: only bytes from 0x80 stand for themselves.
    Unicode.Scalar(firstByteScalar + UInt32(byte) - 0x80)!
  }

  /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629's table), or 0.
  private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      index + offset < bytes.count && range.contains(bytes[index + offset])
    }
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0...0xEF:
      let second: ClosedRange<UInt8> =
        lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
      return continuation(1, second) && continuation(2) ? 3 : 0
    case 0xF0...0xF4:
      let second: ClosedRange<UInt8> =
        lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
      return continuation(1, second) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }
}
