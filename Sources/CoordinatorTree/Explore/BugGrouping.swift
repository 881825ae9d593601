/// The findings of one step, grouped into bugs by cause: the holder and the link that keep a
/// survivor alive.
///
/// - A leak whose retain path passes through another survivor of the same step is that
///   survivor's bug (a flow kept by its parent keeps its navigation controller, screens and
///   view models).
/// - A survivor's cause is the last link of its path: the object that holds it (by the name a
///   report gives it, or its type) and the field that does (positions in an array emptied, a
///   dictionary's printable keys kept). Survivors of the same step that one object holds (a
///   dictionary entry whose key is a popped screen and whose value is its coordinator; a
///   router whose completion for a screen never ran, keeping the screen as a key and the
///   child in its array) are one bug, listed together; survivors with different names, or
///   held by others, are different bugs, whatever the shape of their paths.
/// - A survivor in a retain cycle that nothing reaches is known by its name and its cycle.
///
/// Grouping keeps no memory from one step to the next, so a bug's key depends on the step that
/// shows it alone: never on which bug a search met first. Known leaks (an allow-list names
/// them) are no bugs.
package enum BugGrouping {
  /// One bug of a step: a key that names it across states, and its findings.
  package struct Group: Sendable {
    package var key: String
    package var findings: [Finding]
  }

  /// Groups a step's findings; leaks must be explained (with their retain paths) to be told
  /// apart by cause.
  ///
  /// - Parameter findings: The step's findings, their objects labelled.
  /// - Returns: The bugs, in the order their first findings come.
  package static func groups(of findings: [Finding]) -> [Group] {
    let leaks = findings.filter { $0.kind == .leak && $0.objects.count == 1 }
    let survivors = Dictionary(
      leaks.map { ($0.objects[0].number, $0) }, uniquingKeysWith: { first, _ in first })
    var groups: [Group] = []
    /// The group of each top-most survivor, and the holder and field it was kept by.
    var causes: [Int: Int] = [:]
    var holders: [String: Int] = [:]
    func add(_ finding: Finding, to key: String) -> Int {
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].findings.append(finding)
        return index
      }
      groups.append(Group(key: key, findings: [finding]))
      return groups.count - 1
    }
    // Top-most survivors first, so that the survivors they keep find their group.
    let ordered = findings.enumerated().sorted { first, second in
      let a = topSurvivor(of: first.element, survivors: survivors) == nil
      let b = topSurvivor(of: second.element, survivors: survivors) == nil
      return a != b ? a : first.offset < second.offset
    }
    var placed: [(offset: Int, group: Int)] = []
    for (offset, finding) in ordered {
      guard finding.kind == .leak, finding.objects.count == 1 else {
        if finding.severity != .note {
          placed.append((offset, add(finding, to: describe(finding))))
        }
        continue
      }
      if let top = topSurvivor(of: finding, survivors: survivors) {
        // Kept by another survivor: that survivor's bug, found by the time it comes.
        if let group = causes[top] { placed.append((offset, group)) }
        continue
      }
      guard finding.severity != .note else { continue }
      let (key, holder) = cause(of: finding)
      let group: Int
      if let holder, let known = holders[holder] {
        groups[known].findings.append(finding)
        group = known
      } else {
        group = add(finding, to: key)
        if let holder { holders[holder] = group }
      }
      causes[finding.objects[0].number] = group
      placed.append((offset, group))
    }
    // Each group's findings, and the groups, in the order the findings came.
    var result: [Group] = []
    var order: [Int: Int] = [:]
    for (offset, group) in placed.sorted(by: { $0.offset < $1.offset }) {
      if order[group] == nil {
        order[group] = result.count
        result.append(Group(key: groups[group].key, findings: []))
      }
      result[order[group]!].findings.append(findings[offset])
    }
    return result
  }

  /// The survivor nearest the root on a leak's path that is another survivor of the step, by
  /// number; `nil` when no other survivor keeps it.
  private static func topSurvivor(of finding: Finding, survivors: [Int: Finding]) -> Int? {
    guard finding.kind == .leak, let own = finding.objects.first?.number else { return nil }
    let path = finding.retainPath ?? finding.unrootedPath
    return path?.links.first { link in
      link.ownerNumber.map { $0 != own && survivors[$0] != nil } ?? false
    }?.ownerNumber
  }

  /// A top-most survivor's bug key, and the object that holds it (`nil` when no path holds
  /// it): other survivors of the step that it holds share the bug.
  private static func cause(of finding: Finding) -> (key: String, holder: String?) {
    let name = "'\(finding.objects[0].label ?? finding.objects[0].typeName)'"
    if let path = finding.retainPath ?? finding.unrootedPath, let last = path.links.last {
      let owner = last.ownerName ?? last.ownerType
      let field = field(last.field)
      let holder = last.ownerNumber.map { "#\($0)" } ?? owner
      return ("a leak of \(name) held by \(owner)\(field.isEmpty ? "" : "." + field)", holder)
    }
    if let cycle = finding.retainCycle {
      let links = cycle.rotatedToSmallestLink.map { link in
        (link.ownerName ?? link.ownerType) + "." + field(link.field)
      }
      return ("a leak of \(name) in the cycle " + links.joined(separator: " → "), nil)
    }
    return (describe(finding), nil)
  }

  /// A field as a cause names it: positions emptied (`children[]`), a dictionary's keys kept
  /// when they name something (`flows["login"]`, `flows[.login]`) and emptied when they may
  /// only number it (digits, an identifier, an object: `flows[]`).
  private static func field(_ field: String) -> String {
    RetainPath.mappingSubscripts(field) { inside in
      let key = inside.hasSuffix(" (key)") ? inside.dropLast(6) : inside
      let isName = key.first == "." || key.first == "\"" && !key.contains(where: \.isNumber)
      return isName ? String(key) : ""
    }
  }

  /// `a leak of 'Search'`, `a premature release of 'Search'`, `broken invariant: …`.
  package static func describe(_ finding: Finding) -> String {
    let names = finding.objects.map { "'\($0.label ?? $0.typeName)'" }.joined(separator: ", ")
    switch finding.kind {
    case .leak: return "a leak of \(names)"
    case .prematureRelease: return "a premature release of \(names)"
    case .lateRelease: return "a late release of \(names)"
    case .brokenInvariant: return "broken invariant: \(finding.message ?? "")"
    case .growth: return "growth of '\(finding.group ?? "")'"
    case .overLimit: return "over limit of '\(finding.group ?? "")'"
    }
  }
}
