extension Report {
  /// The report as a person reads it in a failing test or a terminal.
  ///
  /// Each group of findings (same kind, same step) is a paragraph: what happened, a blank line,
  /// the objects one per line, a blank line, what to do.
  ///
  /// ```text
  /// Leak: 1 object was still alive after step 2 "pop detail".
  ///
  ///   #3 view model DetailViewModel "detail", tracked at MemoTests/DetailTests.swift:18
  ///     in a cycle: DetailViewModel.onChange{closure captures} → DetailScreen.viewModel → DetailViewModel
  ///     fingerprint 7d2c9b0a41e3f865
  ///
  /// What to do: find who still holds it: a stored closure that captures self strongly, a
  /// delegate or parent reference that is not weak, or a parent that keeps a finished child.
  /// ```
  ///
  /// Under each leaked object, who keeps it alive comes first: `held by` a chain from a root,
  /// `in a cycle:` the cycle it is on, or `held by` a chain from a holder no root reaches; then
  /// the owners that were not found, what the analysis could not follow, the fingerprint, and
  /// the allow-list entry that names it. Known leaks (see ``AllowList``) make their own
  /// paragraph. A report without findings reads `No findings: 3 objects released as expected.`
  public var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Writes ``text`` to a stream.
  ///
  /// - Parameter stream: Where to write, for example a `String` or standard output.
  public func write(to stream: inout some TextOutputStream) {
    if findings.isEmpty {
      let objects = releasedCount == 1 ? "object" : "objects"
      stream.write("No findings: \(releasedCount) \(objects) released as expected.\n")
      return
    }
    for (index, paragraph) in paragraphs().enumerated() {
      if index > 0 { stream.write("\n") }
      stream.write(paragraph.headline + "\n\n")
      if !paragraph.lines.isEmpty {
        for line in paragraph.lines { stream.write("  " + line + "\n") }
        stream.write("\n")
      }
      stream.write(paragraph.advice + "\n")
    }
  }

  private struct Paragraph {
    var headline: String
    var lines: [String]
    var advice: String
  }

  private func paragraphs() -> [Paragraph] {
    var result: [Paragraph] = []
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
      result.append(Self.paragraph(for: findings[index..<end]))
      index = end
    }
    return result
  }

  private static func paragraph(for group: ArraySlice<Finding>) -> Paragraph {
    let first = group.first!
    let objects = group.flatMap(\.objects)
    let count = objects.count
    let noun = count == 1 ? "object was" : "objects were"
    let step = first.step.map { " after \($0)" } ?? ""
    let during = first.step.map { " during \($0)" } ?? ""
    let lines = group.flatMap { finding in
      finding.objects.map { object in
        var line = object.description
        if let late = finding.millisecondsLate { line += " (\(late) ms late)" }
        for detail in finding.explanationLines { line += "\n    " + detail }
        return line
      }
    }
    switch first.kind {
    case .leak where first.isKnown:
      return Paragraph(
        headline: "Known leak: \(count) \(noun) still alive\(step), as the allow-list expects.",
        lines: lines, advice: Advice.known)
    case .leak:
      return Paragraph(
        headline: "Leak: \(count) \(noun) still alive\(step).", lines: lines,
        advice: count == 1 ? Advice.leakOne : Advice.leakMany)
    case .prematureRelease:
      return Paragraph(
        headline: "Premature release: \(count) \(noun) released while expected alive\(during).",
        lines: lines, advice: Advice.premature)
    case .lateRelease:
      return Paragraph(
        headline: "Late release: \(count) \(noun) released\(step), but past the soft deadline.",
        lines: lines, advice: Advice.late)
    case .overLimit:
      let name = first.group ?? "?"
      let limit = first.limit ?? 0
      return Paragraph(
        headline:
          "Over limit: \(count) instances of \(name) were alive\(step); at most \(limit) allowed.",
        lines: lines, advice: Advice.overLimit)
    case .brokenInvariant:
      let objectLines = lines.isEmpty ? [] : lines
      return Paragraph(
        headline: "Broken invariant\(step): \(first.message ?? "")", lines: objectLines,
        advice: Advice.invariant)
    case .growth:
      let name = first.group ?? "?"
      let counts = (first.counts ?? []).map(String.init).joined(separator: ", ")
      return Paragraph(
        headline: "Growth: live instances of \(name) grew on every repetition\(step): \(counts).",
        lines: lines, advice: Advice.growth)
    }
  }
}

extension Finding {
  /// The lines under a leaked object: who keeps it alive first, then the rest.
  var explanationLines: [String] {
    var lines: [String] = []
    if let retainPath { lines.append("held by \(retainPath)") }
    if let retainCycle { lines.append("in a cycle: \(retainCycle)") }
    if let unrootedPath, let holder = unrootedPath.links.first?.ownerType {
      lines.append("held by \(unrootedPath) (no root reaches \(holder))")
    }
    if let unexplainedOwners, unexplainedOwners > 0 {
      let owners = unexplainedOwners == 1 ? "1 owner" : "\(unexplainedOwners) owners"
      lines.append(
        "\(owners) not found: a global, a local variable, or a closure the runtime cannot describe")
    }
    if let analysisNotes {
      lines += analysisNotes.prefix(3).map { "note: \($0)" }
      if analysisNotes.count > 3 { lines.append("note: and \(analysisNotes.count - 3) more") }
    }
    if let fingerprint { lines.append("fingerprint \(fingerprint)") }
    if let knownLeak {
      if knownLeak.isExpired {
        lines.append("allow-list entry expired on \(knownLeak.expires ?? "?"): \(knownLeak.reason)")
      } else {
        let until = knownLeak.expires.map { " until \($0)" } ?? ""
        lines.append("known leak\(until): \(knownLeak.reason)")
      }
    }
    return lines
  }
}

private enum Advice {
  static let known = """
    What to do: nothing for now. Once the leak is fixed, remove its entry from the allow-list.
    """

  static let leakOne = """
    What to do: find who still holds it: a stored closure that captures self strongly, a \
    delegate or parent reference that is not weak, or a parent that keeps a finished child.
    """
  static let leakMany = """
    What to do: find who still holds them: a stored closure that captures self strongly, a \
    delegate or parent reference that is not weak, or a parent that keeps a finished child.
    """
  static let premature = """
    What to do: give it an owner for as long as it is in use: an object held only by weak \
    references is released at once.
    """
  static let late = """
    What to do: something held it for a while after the step (an animation, a timer, a \
    dispatched block or a task). Remove the delay, or raise the soft deadline if it is intended.
    """
  static let overLimit = """
    What to do: an earlier instance was not released when the next one came; the oldest listed \
    is usually the one left behind.
    """
  static let invariant = """
    What to do: the objects no longer match what is on screen. Make the code that owns them \
    react to every way the screen can go, the user's gestures included.
    """
  static let growth = """
    What to do: each repetition leaves one more behind; the objects listed are those alive at \
    the end. Check what the loop's exit path fails to release.
    """
}
