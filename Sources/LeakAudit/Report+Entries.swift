extension Report {
  /// One bug, as reports list it: the findings that one cause explains, with a headline that
  /// names the objects.
  ///
  /// Leaks of one step are one entry per bug: leaks with the same fingerprint (the members of
  /// one cycle, or objects held along one path), and the objects that only such a survivor
  /// holds. Premature and late releases of one step are one entry; every over-limit, growth
  /// and broken-invariant finding is an entry of its own.
  ///
  /// ```swift
  /// for entry in report.entries {
  ///   print(entry.headline)
  ///   // Leak: DetailScreen and DetailViewModel still alive after step 1 "pop detail"
  /// }
  /// ```
  public struct Entry: Hashable, Sendable {
    /// The findings of the entry, in report order.
    public var findings: [Finding]
    /// What happened, on one line without a final period: the kind, the objects by type and
    /// label, and the step.
    ///
    /// `Leak: SearchCoordinator "search" still alive after step 2 "back"`.
    public var headline: String

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - findings: The findings one cause explains, in report order.
    ///   - headline: What happened, on one line.
    public init(findings: [Finding], headline: String) {
      self.findings = findings
      self.headline = headline
    }

    /// The kind of the entry's findings.
    public var kind: Finding.Kind { findings.first?.kind ?? .leak }

    /// The severity of the entry's findings: they share it.
    public var severity: Finding.Severity { findings.first?.severity ?? .error }

    /// The fingerprint of the bug: the first finding's, for leaks.
    public var fingerprint: String? { findings.first?.fingerprint }

    /// Every object the entry names, in report order.
    public var objects: [TrackedObject] { findings.flatMap(\.objects) }
  }

  /// The findings as one entry per bug, in report order (see ``Entry``).
  public var entries: [Entry] {
    groupedIndices().map { indices in
      let group = indices.map { findings[$0] }
      return Entry(findings: group, headline: Self.headline(for: group))
    }
  }

  /// The indices of the findings of each entry.
  func groupedIndices() -> [[Int]] {
    var result: [[Int]] = []
    var index = findings.startIndex
    while index < findings.endIndex {
      let first = findings[index]
      var end = index + 1
      if first.group == nil, first.kind != .brokenInvariant {
        while end < findings.endIndex, findings[end].kind == first.kind,
          findings[end].step == first.step, findings[end].group == nil,
          findings[end].isKnown == first.isKnown
        {
          end += 1
        }
      }
      if first.kind == .leak {
        result += Self.bugs(in: Array(index..<end), of: findings)
      } else {
        result.append(Array(index..<end))
      }
      index = end
    }
    return result
  }

  /// Leaks of one step split by bug: one fingerprint, and the objects that another survivor
  /// of the step holds (its retain path goes through that survivor), with that survivor's
  /// bug; leaks without a fingerprint stay together.
  private static func bugs(in indices: [Int], of findings: [Finding]) -> [[Int]] {
    var parent = Dictionary(uniqueKeysWithValues: indices.map { ($0, $0) })
    func root(_ index: Int) -> Int {
      var index = index
      while let next = parent[index], next != index { index = next }
      return index
    }
    func join(_ a: Int, _ b: Int) {
      let (rootA, rootB) = (root(a), root(b))
      if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
    var byFingerprint: [String: Int] = [:]
    var byObject: [Int: Int] = [:]
    var unexplained: Int?
    for index in indices {
      for object in findings[index].objects { byObject[object.number] = index }
      guard let fingerprint = findings[index].fingerprint else {
        if let unexplained { join(unexplained, index) } else { unexplained = index }
        continue
      }
      if let first = byFingerprint[fingerprint] {
        join(first, index)
      } else {
        byFingerprint[fingerprint] = index
      }
    }
    for index in indices {
      let finding = findings[index]
      let own = Set(finding.objects.map(\.number))
      let path = finding.retainPath ?? finding.unrootedPath
      // The survivor nearest the object on its path holds it.
      let holder = path?.links.reversed().lazy.compactMap(\.ownerNumber).first {
        !own.contains($0) && byObject[$0] != nil
      }
      if let holder, let holderFinding = byObject[holder] { join(holderFinding, index) }
    }
    var groups: [Int: [Int]] = [:]
    for index in indices { groups[root(index), default: []].append(index) }
    return groups.keys.sorted().map { groups[$0]! }
  }

  /// The one-line headline of an entry's findings.
  static func headline(for group: [Finding]) -> String {
    guard let first = group.first else { return "" }
    let names = Self.names(group.flatMap(\.objects))
    let step = first.step.map { " after \($0)" } ?? ""
    let during = first.step.map { " during \($0)" } ?? ""
    switch first.kind {
    case .leak where first.isKnown:
      return "Known leak: \(names) still alive\(step), as the allow-list expects"
    case .leak:
      return "Leak: \(names) still alive\(step)"
    case .prematureRelease:
      return "Premature release: \(names) released while expected alive\(during)"
    case .lateRelease:
      return "Late release: \(names) released\(step), but past the soft deadline"
    case .overLimit:
      let name = first.group ?? "?"
      let count = first.objects.count
      let when = first.message.map { " \($0)\(during)" } ?? step
      return
        "Over limit: \(count) instances of \(name) were alive\(when); at most \(first.limit ?? 0) allowed"
    case .brokenInvariant:
      return "Broken invariant\(step): \(first.message ?? "")"
    case .growth:
      let counts = (first.counts ?? []).map(String.init).joined(separator: ", ")
      guard let path = first.growingPath else {
        return
          "Growth: live instances of \(first.group ?? "?") grew on every repetition\(step): \(counts)"
      }
      return "Growth: \(path) gained entries on every repetition\(step): \(counts)"
    }
  }

  /// `A`, `A and B`, `A, B and C`, `A, B and 4 more`: each object by its type and label.
  static func names(_ objects: [TrackedObject]) -> String {
    var names: [String] = []
    for object in objects {
      var name = object.typeName
      if let label = object.label { name += " \"\(label)\"" }
      names.append(name)
    }
    switch names.count {
    case 0: return "no object"
    case 1: return names[0]
    case 2, 3: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    default: return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
    }
  }
}
