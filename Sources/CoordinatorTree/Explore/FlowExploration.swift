/// What exploring an app's own coordinators found: each bug once, with the shortest sequence
/// of actions that produces it.
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
      return what.prefix(1).uppercased() + what.dropFirst() + " after "
        + (actions.isEmpty ? "the start" : actions.joined(separator: ", "))
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

  /// How the first replay that differed from the first run of its sequence differed, if one
  /// did.
  ///
  /// The app keeps something that a fresh start does not rebuild (a global, a file),
  /// so states are not what their sequences make and the search may miss or invent bugs.
  /// Reset it with `FlowExplorer`'s `reset`.
  public var replayDisagreement: String?
  /// How many replays differed from the first run of their sequence.
  public var replayDisagreements = 0
  /// Why objects no code registered went unjudged from some state on, when they did.
  ///
  /// The walk that finds them met something it cannot read (a raw pointer, a C block), so it
  /// could not tell what belonged to which screen. View controllers and registered objects
  /// were still audited.
  public var unjudgedReason: String?

  /// Whether it found nothing, and its replays agreed.
  public var isClean: Bool { bugs.isEmpty && replayDisagreement == nil }

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
    if let unjudgedReason {
      text +=
        "Note: from a state the walk could not read whole (\(unjudgedReason)), objects no "
        + "code registered were not judged; register them to have them audited there.\n"
    }
    return text
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
