extension Report {
  /// The report as a person reads it in a failing test or a terminal.
  ///
  /// Each entry (one bug: see ``entries``) is a paragraph: what happened, a blank line, the
  /// objects one per line, a blank line, what to do.
  ///
  /// ```text
  /// Leak: DetailViewModel "detail" still alive after step 2 "pop detail".
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
  /// the allow-list entry that names it. The explanation of a bug is written once: the other
  /// members of its cycle say `in the same cycle`. Known leaks (see ``AllowList``) make their
  /// own paragraph. A report without findings reads `No findings: 3 objects released as expected.`
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
    entries.map(Self.paragraph)
  }

  private static func paragraph(for entry: Entry) -> Paragraph {
    let advice =
      switch entry.kind {
      case .leak where entry.findings[0].isKnown: Advice.known
      case .leak: entry.objects.count == 1 ? Advice.leakOne : Advice.leakMany
      case .prematureRelease: Advice.premature
      case .lateRelease: Advice.late
      case .overLimit: Advice.overLimit
      case .brokenInvariant: Advice.invariant
      case .growth: entry.objects.isEmpty ? Advice.growthOfCounts : Advice.growth
      }
    var fullAdvice = advice
    // Owners no root explains are what the memory graph finds: say how to turn it on.
    if entry.findings.contains(where: { ($0.unexplainedOwners ?? 0) > 0 }) {
      fullAdvice += " " + Advice.unfoundOwners
    }
    // A Foundation block timer on Linux keeps its block after invalidate(): say so, since the
    // leak may then be Linux's and not the app's.
    #if os(Linux)
      if entry.kind == .leak, !entry.findings[0].isKnown,
        entry.findings.contains(where: \.isHeldByFoundationBlockTimer)
      {
        fullAdvice += " " + Advice.foundationBlockTimer
      }
    #endif
    return Paragraph(
      headline: entry.headline.hasSuffix(".") ? entry.headline : entry.headline + ".",
      lines: objectLines(entry.findings), advice: fullAdvice)
  }

  /// One line per object, with what explains it under it.
  ///
  /// The explanation of a bug is written once: under the first object of each fingerprint.
  /// The other members of its cycle say `in the same cycle`; the others of its path give their
  /// own path. An object that a survivor of the bug holds gives its own explanation.
  private static func objectLines(_ findings: [Finding]) -> [String] {
    var explained: [String: Finding] = [:]
    var lines: [String] = []
    for finding in findings {
      for object in finding.objects {
        var line = object.description
        if let late = finding.millisecondsLate { line += " (\(late) ms late)" }
        var details: [String]
        if let fingerprint = finding.fingerprint, let first = explained[fingerprint] {
          details = finding.sharedExplanationLines(after: first)
        } else {
          details = finding.explanationLines
          if let fingerprint = finding.fingerprint { explained[fingerprint] = finding }
        }
        if let path = object.retainPath { details.insert("held by \(path)", at: 0) }
        for detail in details { line += "\n    " + detail }
        lines.append(line)
      }
    }
    return lines
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
      lines.append(Self.unexplainedLine(unexplainedOwners))
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

  /// The lines under a leaked object whose bug an earlier object of the entry explained, with
  /// the same fingerprint: what differs from it, without repeating the fingerprint.
  func sharedExplanationLines(after first: Finding) -> [String] {
    var lines: [String] = []
    if retainCycle != nil, first.retainCycle != nil {
      lines.append("in the same cycle")
    } else {
      if let retainPath { lines.append("held by \(retainPath)") }
      if let unrootedPath, let holder = unrootedPath.links.first?.ownerType {
        lines.append("held by \(unrootedPath) (no root reaches \(holder))")
      }
    }
    if let unexplainedOwners, unexplainedOwners > 0 {
      lines.append(Self.unexplainedLine(unexplainedOwners))
    }
    return lines
  }

  static func unexplainedLine(_ count: Int) -> String {
    let owners = count == 1 ? "1 owner" : "\(count) owners"
    return
      "\(owners) not found: a global, a local variable, or a closure the runtime cannot describe"
  }
}

private enum Advice {
  static let unfoundOwners = """
    To name owners not found, record the test's memory graph: @Test(.recordsMemoryGraph), or \
    MemoryGraph.startRecording() in XCTest's setUp (docs/leakaudit.md, "The memory graph").
    """

  static let foundationBlockTimer = """
    A Foundation timer's block holds it (Timer._fire): on Linux, swift-corelibs-foundation keeps \
    a timer made with a block, and its block, for ever, even after invalidate(). If the app \
    invalidates that timer when the screen leaves, iOS releases it: schedule the timer in a \
    file that imports HeadlessUIKit and not Foundation (HeadlessUIKit's timer lets go of its \
    block as iOS does), or capture weakly (docs/uikit-surface.md, "Targets and actions, timers \
    and notifications on Linux").
    """

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
  /// A census's growth, which counts and names no object: where it grew is in its headline.
  static let growthOfCounts = """
    What to do: each repetition leaves one more behind in what the headline names. Check what \
    the loop's exit path fails to remove from it (an observer never removed, a subscription \
    kept in a bag, a child kept in an array).
    """
}

extension Finding {
  /// Whether a path that keeps this object passes through a Foundation timer's block
  /// (`Timer._fire{closure captures}`), which swift-corelibs-foundation never lets go of.
  fileprivate var isHeldByFoundationBlockTimer: Bool {
    [retainPath, retainCycle, unrootedPath].contains { path in
      path?.links.contains { $0.ownerType == "Timer" && $0.field.hasPrefix("_fire{") } ?? false
    }
  }
}
