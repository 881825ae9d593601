/// The findings of one step, grouped into bugs by cause: the holder and the link that keep a
/// survivor alive.
///
/// - A leak whose retain path passes through another survivor of the same step is that
///   survivor's bug (a flow kept by its parent keeps its navigation controller, screens and
///   view models); so is a leak known only by a cycle through a survivor that a path holds.
/// - A survivor's cause is the last link of its path: the object that holds it (by the name a
///   report gives it, or its type) and the field that does (positions in an array emptied, a
///   dictionary's printable keys kept). Survivors of the same step that one object holds (a
///   dictionary entry whose key is a popped screen and whose value is its coordinator; a
///   router whose completion for a screen never ran, keeping the screen as a key and the
///   child in its array) are one bug, listed together; survivors with different names, or
///   held by others, are different bugs, whatever the shape of their paths.
/// - Survivors in a retain cycle that nothing reaches are one bug, known by the cycle.
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
    let survivors = Dictionary(
      findings.filter { $0.kind == .leak && $0.objects.count == 1 }.map {
        ($0.objects[0].number, $0)
      }, uniquingKeysWith: { first, _ in first })
    var groups: [Group] = []
    var groupOfKey: [String: Int] = [:]
    var groupOfHolder: [String: Int] = [:]
    /// The group of each survivor that is a cause, `nil` for a known leak.
    var groupOfCause: [Int: Int?] = [:]
    func group(for key: String) -> Int {
      if let known = groupOfKey[key] { return known }
      groups.append(Group(key: key, findings: []))
      groupOfKey[key] = groups.count - 1
      return groups.count - 1
    }
    /// The group of a survivor that no other survivor keeps, made when first asked.
    func group(ofCause number: Int) -> Int? {
      if let known = groupOfCause[number] { return known }
      let finding = survivors[number]!
      guard finding.severity != .note else {
        groupOfCause[number] = .some(nil)
        return nil
      }
      let (key, holder) = cause(of: finding)
      let index = holder.flatMap { groupOfHolder[$0] } ?? group(for: key)
      if let holder, groupOfHolder[holder] == nil { groupOfHolder[holder] = index }
      groupOfCause[number] = index
      return index
    }
    var placed: [(finding: Finding, group: Int)] = []
    for finding in findings {
      guard finding.kind == .leak, finding.objects.count == 1 else {
        if finding.severity != .note { placed.append((finding, group(for: describe(finding)))) }
        continue
      }
      // Kept by another survivor (and that one by another…): the bug of the one at the top;
      // none when that one is a known leak.
      if let index = group(ofCause: cause(keeping: finding.objects[0].number, survivors)) {
        placed.append((finding, index))
      }
    }
    for (finding, index) in placed { groups[index].findings.append(finding) }
    // In the order of each group's first finding.
    var order: [Int] = []
    for (_, index) in placed where !order.contains(index) { order.append(index) }
    return order.map { groups[$0] }
  }

  /// The survivor at the top of the chain of survivors that keep `number`: itself when no
  /// other survivor of the step keeps it.
  private static func cause(keeping number: Int, _ survivors: [Int: Finding]) -> Int {
    var current = number
    var seen: Set<Int> = [number]
    while let next = keeper(of: survivors[current]!, survivors: survivors),
      seen.insert(next).inserted
    {
      current = next
    }
    return current
  }

  /// The survivor that keeps a leak's survivor, if another survivor of the step does.
  ///
  /// On a path, the survivor nearest the root; for a leak known only by its cycle, a member of
  /// the cycle that a path holds.
  private static func keeper(of finding: Finding, survivors: [Int: Finding]) -> Int? {
    let own = finding.objects[0].number
    func isOther(_ link: RetainPath.Link) -> Bool {
      link.ownerNumber.map { $0 != own && survivors[$0] != nil } ?? false
    }
    if let path = finding.retainPath ?? finding.unrootedPath {
      return path.links.first(where: isOther)?.ownerNumber
    }
    return finding.retainCycle?.links.first { link in
      isOther(link)
        && link.ownerNumber.flatMap { survivors[$0] }.map {
          $0.retainPath != nil || $0.unrootedPath != nil
        } == true
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
      // Every member of the cycle has this key, whichever one it was found from.
      let links = cycle.rotatedToSmallestLink.map { link in
        (link.ownerName ?? link.ownerType) + "." + field(link.field)
      }
      return ("a leak in the cycle " + links.joined(separator: " → "), nil)
    }
    return (describe(finding), nil)
  }

  /// A field as a cause names it: positions emptied (`children[]`), a dictionary's keys kept
  /// when they name something (`flows["login"]`, `flows[.login]`) and emptied when they may
  /// only number it (digits, an identifier, an object: `flows[]`).
  private static func field(_ field: String) -> String {
    RetainPath.causeField(field)
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
