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

extension RetainPath {
  /// A field as a leak's cause names it: positions emptied (`children[]`), a dictionary's keys
  /// kept when they name something (`flows["login"]`, `flows[.login]`) and emptied when they may
  /// only number it (digits, an identifier, an object: `flows[]`).
  ///
  /// ```swift
  /// RetainPath.causeField(#"flows["login"]"#)  // flows["login"]
  /// RetainPath.causeField("children[3]")       // children[]
  /// ```
  ///
  /// - Parameter field: A link's field.
  /// - Returns: The field, its subscripts emptied but names.
  package static func causeField(_ field: String) -> String {
    mappingSubscripts(field) { inside in
      let key = inside.hasSuffix(" (key)") ? inside.dropLast(6) : inside
      let isName = key.first == "." || key.first == "\"" && !key.contains(where: \.isNumber)
      return isName ? String(key) : ""
    }
  }
}

/// Fingerprints: a stable 64-bit FNV-1a hash, as 16 lower-case hex digits, of what a leak's
/// explanation says, without addresses or indices.
package enum Fingerprint {
  /// The fingerprint of a leak of an object of type `typeName`, from the most telling part of
  /// its explanation: a path from a root, else its cycle, else the path from an unrooted
  /// holder, else the type alone.
  ///
  /// A leak's cause is the holder and the field of the link that keeps the survivor, and the
  /// survivor: two flows kept alike by one parent are two bugs, although their paths have one
  /// shape. So the text hashed names each tracked object on the path by its label as well as
  /// its type (`Coordinator 'T2'.childCoordinators[] → Coordinator 'F7'`), and the last link's
  /// field keeps a dictionary key that names something (see ``RetainPath/causeField(_:)``):
  /// the fingerprint tells causes apart as a report does, and an allow-list entry names one
  /// of them. A path of objects without labels, whose last field has no such key, hashes as it
  /// always did.
  ///
  /// - Parameters:
  ///   - path: The path from a root, if one reaches the survivor.
  ///   - cycle: Its cycle, when no root reaches it.
  ///   - unrootedPath: The path from a holder no root reaches.
  ///   - typeName: The survivor's type.
  ///   - label: The survivor's label, if it has one.
  ///   - labels: The labels of the tracked objects on the paths, by number.
  /// - Returns: 16 hex digits.
  static func of(
    path: RetainPath?, cycle: RetainPath?, unrootedPath: RetainPath?, typeName: String,
    label: String?, labels: [Int: String]
  ) -> String {
    if let path { return hash("path\n" + shape(of: path, label: label, labels: labels)) }
    if let cycle {
      let labelled = RetainPath(
        links: cycle.links.map { named($0, labels: labels) }, targetType: cycle.targetType)
      let rotated = labelled.rotatedToSmallestLink
      let path = RetainPath(links: rotated, targetType: rotated.first?.ownerType ?? typeName)
      return hash("cycle\n" + path.shape)
    }
    if let unrootedPath {
      return hash("held\n" + shape(of: unrootedPath, label: label, labels: labels))
    }
    return hash("type\n" + typeName + quoted(label))
  }

  /// A path's shape with each tracked object's label, and the last link's field as a cause
  /// names it.
  private static func shape(of path: RetainPath, label: String?, labels: [Int: String])
    -> String
  {
    var parts: [String] = []
    for (index, link) in path.links.enumerated() {
      let field =
        index == path.links.count - 1
        ? RetainPath.causeField(link.field) : RetainPath.emptyingSubscripts(link.field)
      parts.append(
        RetainPath.Link(ownerType: named(link, labels: labels).ownerType, field: field)
          .description)
    }
    parts.append(path.targetType + quoted(label))
    return parts.joined(separator: " → ")
  }

  /// A label as the text hashed carries it, after a type: quoted, with its subscripts emptied
  /// (a label that ``LeakTracker/trackGraph(from:ignoring:role:label:fileID:filePath:line:column:)``
  /// gives names the path the walk took, `via Screen.items[3]`, and an index is no cause);
  /// nothing when there is no label.
  private static func quoted(_ label: String?) -> String {
    label.map { " '\(RetainPath.emptyingSubscripts($0))'" } ?? ""
  }

  /// A link whose owner's type carries its label, when the owner is tracked with one.
  private static func named(_ link: RetainPath.Link, labels: [Int: String]) -> RetainPath.Link {
    guard let label = link.ownerNumber.flatMap({ labels[$0] }) else { return link }
    var named = link
    named.ownerType += quoted(label)
    return named
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
