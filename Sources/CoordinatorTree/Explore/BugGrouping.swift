/// The findings of one step, grouped into bugs by root cause.
///
/// A leak whose retain path passes through another survivor of the same step is that
/// survivor's bug (a flow kept by its parent keeps its navigation controller, screens and view
/// models); the members of a retain cycle share their fingerprint. A leak met unexplained (an
/// explorer explains only a survivor's first leak) belongs to the bug of that survivor's first
/// leak, by label. Known leaks (an allow-list names them) are no bugs.
package enum BugGrouping {
  /// One bug of a step: a key that names it across states, and its findings.
  package struct Group: Sendable {
    package var key: String
    package var findings: [Finding]
  }

  /// Groups a step's findings.
  ///
  /// - Parameters:
  ///   - findings: The step's findings, their objects labelled.
  ///   - leaks: The bug key of each survivor's first leak, by label (`nil`: a known leak);
  ///     filled for the explained leaks met here.
  /// - Returns: The bugs, in the order their first findings come.
  package static func groups(of findings: [Finding], leaks: inout [String: String?]) -> [Group] {
    let survivors = Dictionary(
      findings.filter { $0.kind == .leak && $0.objects.count == 1 }.map {
        ($0.objects[0].number, $0)
      }, uniquingKeysWith: { first, _ in first })
    var groups: [Group] = []
    func add(_ key: String, _ finding: Finding) {
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].findings.append(finding)
      } else {
        groups.append(Group(key: key, findings: [finding]))
      }
    }
    for finding in findings {
      guard finding.kind == .leak else {
        if finding.severity != .note { add(describe(finding), finding) }
        continue
      }
      let name = finding.objects.first?.label ?? ""
      if finding.fingerprint == nil, let known = leaks[name] {
        if let key = known { add(key, finding) }
        continue
      }
      let own = finding.objects.first?.number
      let path = finding.retainPath ?? finding.unrootedPath
      let holder = path?.links.first { link in
        link.ownerNumber.map { $0 != own && survivors[$0] != nil } ?? false
      }
      let cause = holder.flatMap { $0.ownerNumber.flatMap { survivors[$0] } } ?? finding
      let key = "leak " + (cause.fingerprint ?? describe(cause))
      let isKnown = finding.severity == .note || cause.severity == .note
      leaks[name] = isKnown ? String?.none : key
      if !isKnown { add(key, finding) }
    }
    return groups
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
