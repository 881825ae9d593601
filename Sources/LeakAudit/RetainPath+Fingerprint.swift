extension RetainPath {
  /// The path with every subscript emptied, `[0]` and `["search"]` alike becoming `[]`: the
  /// shape that fingerprints hash, so that the same leak groups whatever index it sits at.
  ///
  /// ```text
  /// MainCoordinator.childCoordinators[] → SearchCoordinator
  /// ```
  public var shape: String {
    (links.map { Link(ownerType: $0.ownerType, field: Self.emptyingSubscripts($0.field)) }
      .map(\.description) + [targetType]).joined(separator: " → ")
  }

  /// The links of a cycle turned to start at the link that sorts first, so that a cycle has
  /// one shape whichever member it was found from.
  package var rotatedToSmallestLink: [Link] {
    guard !links.isEmpty else { return links }
    let shapes = links.map { Self.emptyingSubscripts($0.description) }
    let start = shapes.indices.min { shapes[$0] < shapes[$1] }!
    return Array(links[start...] + links[..<start])
  }

  /// `children["a"][2]` → `children[][]`; brackets inside quoted keys are part of the key.
  package static func emptyingSubscripts(_ field: String) -> String {
    mappingSubscripts(field) { _ in "" }
  }

  /// The field with what is inside each outermost subscript replaced by `transform` of it;
  /// brackets inside quoted keys are part of the key.
  package static func mappingSubscripts(
    _ field: String, _ transform: (Substring) -> String
  ) -> String {
    var result = ""
    var inside = ""
    var depth = 0
    var inQuotes = false
    var escaped = false
    for character in field {
      if depth > 0 {
        if escaped {
          escaped = false
        } else if inQuotes {
          if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
        } else if character == "\"" {
          inQuotes = true
        } else if character == "[" {
          depth += 1
        } else if character == "]" {
          depth -= 1
          if depth == 0 {
            result += transform(Substring(inside)) + "]"
            inside = ""
            continue
          }
        }
        inside.append(character)
        continue
      }
      result.append(character)
      if character == "[" { depth = 1 }
    }
    return result
  }
}

/// Fingerprints: a stable 64-bit FNV-1a hash, as 16 lower-case hex digits, of what a leak's
/// explanation says, without addresses or indices.
package enum Fingerprint {
  /// The fingerprint of a leak of an object of type `typeName`, from the most telling part of
  /// its explanation: a path from a root, else its cycle, else the path from an unrooted
  /// holder, else the type alone.
  static func of(
    path: RetainPath?, cycle: RetainPath?, unrootedPath: RetainPath?, typeName: String
  ) -> String {
    if let path { return hash("path\n" + path.shape) }
    if let cycle {
      let links = cycle.rotatedToSmallestLink
      let rotated = RetainPath(links: links, targetType: links.first?.ownerType ?? cycle.targetType)
      return hash("cycle\n" + rotated.shape)
    }
    if let unrootedPath { return hash("held\n" + unrootedPath.shape) }
    return hash("type\n" + typeName)
  }

  /// The 64-bit FNV-1a hash of a text's UTF-8 bytes, as 16 lower-case hex digits: stable
  /// across processes, platforms and versions (exploration's shard reports hash scenario
  /// files with it too).
  package static func hash(_ text: String) -> String {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether `text` has the form of a fingerprint: 16 hex digits.
  static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == 16 && text.allSatisfy(\.isHexDigit)
  }
}
