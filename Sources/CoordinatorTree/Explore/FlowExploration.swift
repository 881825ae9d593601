/// What exploring an app's own coordinators found: each bug once (a leak, an error, growth),
/// with the shortest sequence of actions that produces it.
///
/// ```text
/// Bug 1 of 1: A leak of 'Search' after "open search", "close search without animation"
///
/// Leak: SearchCoordinator "Search" still alive after step 3 "close search without animation".
///
///   #4 coordinator SearchCoordinator "Search", tracked at MyAppTests/Coordinators.swift:41
///     held by AppCoordinator.childCoordinators[0] → SearchCoordinator
/// ```
public struct FlowExploration: Sendable {
  /// One bug: the findings of one step that share a root cause, the first time exploration
  /// met them.
  public struct Bug: Sendable {
    /// The actions from the start, in order: user actions as the scenario language says them
    /// (`user taps back`), app actions by their names in quotes.
    public var actions: [String]
    /// The findings of the step that found it.
    public var findings: [Finding]
    /// The message of the error an action threw, when that is the bug: a misuse of the
    /// navigation model.
    public var error: String?
    /// For growth: the index in ``actions`` of the cycle's first action; the actions from it
    /// on are a cycle that came back to the screens it left, played ``repetitions`` times with
    /// something growing in every one (see `docs/exploring.md`).
    public var cycleStart: Int?
    /// For growth: how many times the cycle was played to confirm it.
    public var repetitions: Int?

    /// Creates a bug.
    ///
    /// - Parameters:
    ///   - actions: The actions from the start.
    ///   - findings: The findings of the step that found it.
    ///   - error: The message of the error an action threw, when that is the bug.
    public init(actions: [String], findings: [Finding], error: String?) {
      self.actions = actions
      self.findings = findings
      self.error = error
    }

    /// The headline, then the findings as LeakAudit writes them (or the error).
    public var text: String {
      var text = headline
      if let error { text += "\n\nError: \(error)\n" }
      // What exploration found without registration says which screen it belonged to.
      let belonged = findings.filter { $0.kind == .leak }.compactMap(\.message)
      if !belonged.isEmpty { text += "\n\n" + belonged.map { $0 + "." }.joined(separator: "\n") }
      if !findings.isEmpty { text += "\n\n" + Report(findings: findings).text }
      return text
    }

    /// One line: what was found, after which actions.
    public var headline: String {
      let what =
        error.map { "an error: \($0)" } ?? findings.first.map(BugGrouping.describe) ?? "a bug"
      var way = actions.isEmpty ? "the start" : actions.joined(separator: ", ")
      if let cycleStart, let repetitions {
        let before = actions[..<cycleStart].joined(separator: ", ")
        way =
          (before.isEmpty ? "" : before + ", then ")
          + actions[cycleStart...].joined(separator: ", ") + ", repeated \(repetitions) times"
      }
      return what.prefix(1).uppercased() + what.dropFirst() + " after " + way
    }
  }

  /// The bugs, shortest first.
  public var bugs: [Bug]
  /// Distinct states seen, the start's included.
  public var states: Int
  /// Actions played from a known state, replays not counted.
  public var transitions: Int
  /// Of those, how many led to a state already seen.
  public var revisits: Int
  /// Whether the limit of states stopped it before the depth was reached.
  public var stoppedAtMaxStates: Bool
  /// How many cycles the search met beyond `FlowExplorer`'s `maxGrowthChecks`, unchecked for
  /// growth: a growth among them was not looked for, and ``text`` says so.
  public var cyclesNotChecked = 0

  /// How the first replay that differed from the first run of its sequence differed, if one
  /// did.
  ///
  /// The app keeps something that a fresh start does not rebuild (a global, a file),
  /// so states are not what their sequences make and the search may miss or invent bugs.
  /// Reset it with `FlowExplorer`'s `reset`.
  public var replayDisagreement: String?
  /// How many replays differed from the first run of their sequence.
  public var replayDisagreements = 0
  /// The actions after which the app had first queued work that no step waits for, or `nil`
  /// when it queued none: a block for later, a timer, a thread, a task's sleep, work woken, a
  /// block on another queue that did not end while a step waited for it (see
  /// docs/exploring.md, "Work no step waits for").
  ///
  /// What that work changes in the window shows at whichever step it lands: the rows of a
  /// list a service fills from another queue may not be there when the explorer looks, and
  /// what only they lead to is not explored. ``text`` says so in a note; the verdicts stand
  /// for what was explored. `nil` too where queued work is not watched (Apple platforms).
  public var workNotWaitedFor: [String]?
  /// What the search did, replays included (for the benchmarks: steps per transition).
  package var figures = SearchFigures()
  /// How many of its sessions' settles judged at once, and how many waited out their deadlines
  /// (see docs/exploring.md, "When a step waits").
  package var settlesJudgedAtOnce = 0
  package var settlesThatWaited = 0
  /// Something the walk that finds unregistered objects met and could not describe, and when.
  public struct UnreadPart: Sendable, Hashable {
    /// What, and what holds it: `a C block in .work (in SearchViewModel)`.
    public var what: String
    /// The actions from the start after which the walk first met it.
    public var actions: [String]

    /// `a C block in .work (in SearchViewModel), first after "search"`.
    public var description: String {
      what + ", first "
        + (actions.isEmpty ? "at the start" : "after " + actions.joined(separator: ", "))
    }
  }

  /// What the walk could not describe and read conservatively: each word of it that is the
  /// address of an object the walk met was taken as a link to that object.
  ///
  /// Verdicts stand, read this way: such a link can make an object belong to a screen (so that
  /// it is judged), never keep one from being judged; an object that only these words hold
  /// and that no screen links to is not found (see docs/exploring.md).
  public var readConservatively: [UnreadPart] = []
  /// What the walk could not read at all (a value nested past the walk's depth, a closure that
  /// captures a collection alone, an object the Swift runtime cannot describe): what only it
  /// holds was not judged, so the exploration is not clean.
  public var unjudged: [UnreadPart] = []

  /// Whether it found nothing, judged everything it met, and its replays agreed.
  public var isClean: Bool { bugs.isEmpty && replayDisagreement == nil && unjudged.isEmpty }

  /// Every bug, numbered, with its sequence and its findings; `No bug in N states.` when
  /// clean; then what disagreed, if replays did.
  public var text: String {
    var text =
      bugs.isEmpty
      ? "No bug in \(states) states.\n"
      : bugs.enumerated().map { index, bug in
        "Bug \(index + 1) of \(bugs.count): " + bug.text
      }.joined(separator: "\n")
    if let disagreementText { text += (bugs.isEmpty ? "" : "\n") + disagreementText + "\n" }
    if let unjudgedText { text += "\n" + unjudgedText + "\n" }
    for part in readConservatively {
      text += "Note: read conservatively: \(part.description).\n"
    }
    if let workNotWaitedFor {
      text +=
        "Note: the app queued work that no step waits for (on another thread, or for later), "
        + "first "
        + (workNotWaitedFor.isEmpty
          ? "at the start" : "after " + workNotWaitedFor.joined(separator: ", "))
        + ": what it changes shows at whichever step it lands, and states reached only "
        + "through it may not have been explored; answer on the main queue in the explored "
        + "build to explore them all (docs/exploring.md, \"Work no step waits for\").\n"
    }
    if cyclesNotChecked > 0 {
      text +=
        "Note: \(cyclesNotChecked) cycle\(cyclesNotChecked == 1 ? " was" : "s were") not "
        + "checked for growth (FlowExplorer's maxGrowthChecks).\n"
    }
    return text
  }

  /// What the walk could not read at all, what it means and what to do, or `nil` when it
  /// read everything.
  public var unjudgedText: String? {
    guard !unjudged.isEmpty else { return nil }
    return Self.couldNotJudge(unjudged.map(\.description))
  }

  /// What a run that could not read something says: what, then what it means and what to do.
  ///
  /// - Parameter parts: What the walk could not read, each with where it first met it.
  /// - Returns: The headline, a blank line, the details.
  package static func couldNotJudge(_ parts: [String]) -> String {
    "Could not judge everything: the walk could not read " + parts.joined(separator: "; ")
      + ".\n\nAn object that only this holds was not judged, so finding nothing proves "
      + "nothing. Register such objects with FlowAudit.current, or mark the type "
      + "ExcludedFromStateKey if it holds none of the app's objects."
  }

  /// What a replay that disagreed means, and what to do, or `nil` when replays agreed.
  public var disagreementText: String? {
    guard let replayDisagreement else { return nil }
    let count = replayDisagreements == 1 ? "1 replay" : "\(replayDisagreements) replays"
    return """
      Replays disagree: \(replayDisagreement) (\(count) in all).

      The app keeps something that a fresh start does not rebuild (a global, a singleton, \
      UserDefaults), so a state is not what its sequence makes, and the search may miss or \
      invent bugs. Reset it in FlowExplorer's `reset:`, which runs before every build.
      """
  }
}
