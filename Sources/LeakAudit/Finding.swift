/// One thing that went wrong with an object's lifetime.
///
/// Reports list findings in a stable order (see ``Report``). Each finding says what kind of
/// problem it is, during which step, and which objects it concerns:
///
/// ```text
/// Leak: DetailViewModel "detail" still alive after step 2 "pop detail".
///
///   #3 view model DetailViewModel "detail", tracked at MemoTests/DetailTests.swift:18
///     held by DetailCoordinator.viewModels[0] → DetailViewModel
///     fingerprint 5c3e0f2d8a41b967
/// ```
///
/// A leak also says who keeps the survivor alive, when retain-graph analysis can tell (see
/// ``LeakTracker/Configuration/explainsLeaks``): ``retainPath``, ``retainCycle`` or
/// ``unrootedPath``, ``unexplainedOwners``, and a ``fingerprint`` that an ``AllowList`` can
/// name to mark the leak as known.
public struct Finding: Hashable, Sendable, Codable {
  /// The kinds of finding, in the order reports list them.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// An object that had to be released was still alive at the hard deadline.
    case leak
    /// An object that had to stay alive was already gone.
    case prematureRelease
    /// More instances of a type or group were alive than its limit allows.
    case overLimit
    /// The live count of a type or group grew on every repetition of a loop.
    case growth
    /// A rule that the code under test states about its objects did not hold, for example
    /// "every live coordinator owns a screen"; ``Finding/message`` says which and how.
    case brokenInvariant
    /// An object that had to be released was released, but only after the soft deadline.
    case lateRelease

    /// The kind as a report's headline starts, for example `Premature release`.
    public var description: String {
      switch self {
      case .leak: "Leak"
      case .prematureRelease: "Premature release"
      case .overLimit: "Over limit"
      case .growth: "Growth"
      case .brokenInvariant: "Broken invariant"
      case .lateRelease: "Late release"
      }
    }

    /// Whether the kind fails a check (an error) or only warns.
    public var severity: Severity {
      self == .lateRelease ? .warning : .error
    }

    var rank: Int { Kind.allCases.firstIndex(of: self)! }
  }

  /// How serious a finding is.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// The check fails.
    case error
    /// The check passes, but the finding is worth a look.
    case warning
    /// The check passes: a known leak that an ``AllowList`` accepts until its entry expires.
    case note
  }

  /// A leak that an ``AllowList`` entry names: known, and accepted until the entry expires.
  public struct KnownLeak: Hashable, Sendable, Codable {
    /// Why the leak is known, as the entry says.
    public var reason: String
    /// The last day the entry accepts the leak, `YYYY-MM-DD`, or `nil` for no end.
    public var expires: String?
    /// Whether the entry had expired on the day it was applied: the leak fails again.
    public var isExpired: Bool

    /// Creates the description of a known leak.
    ///
    /// - Parameters:
    ///   - reason: Why the leak is known.
    ///   - expires: The last day the entry accepts it, `YYYY-MM-DD`.
    ///   - isExpired: Whether that day has passed.
    public init(reason: String, expires: String?, isExpired: Bool) {
      self.reason = reason
      self.expires = expires
      self.isExpired = isExpired
    }
  }

  /// The step of a ``LeakTracker`` that a finding belongs to.
  public struct Step: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The step's number in its tracker, from 1.
    public var number: Int
    /// The step's name.
    public var name: String

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - number: The step's number, from 1.
    ///   - name: The step's name.
    public init(number: Int, name: String) {
      self.number = number
      self.name = name
    }

    /// `step 2 "pop detail"`.
    public var description: String { "step \(number) \"\(name)\"" }
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The step during which the problem was found, or `nil` when no step was named.
  public var step: Step?
  /// The objects concerned: the survivor of a leak, the object gone too early, the live
  /// instances of a group over its limit or growing.
  public var objects: [TrackedObject]
  /// For a group finding (over limit, growth): the type or group name.
  public var group: String?
  /// For an over-limit finding: the most instances allowed.
  public var limit: Int?
  /// For a growth finding: the live count after each repetition.
  public var counts: [Int]?
  /// For a late release: how many milliseconds after the soft deadline the object went.
  public var millisecondsLate: Int?
  /// For a broken invariant: what did not hold.
  ///
  /// For an over-limit finding made as an object was tracked (see ``LiveCountLimited``):
  /// when, `when #4 was made`.
  public var message: String?
  /// For a leak: the shortest chain of strong references from a root (an object expected
  /// alive, or a root given to ``LeakTracker/addRetainRoot(_:)``) to the survivor.
  public var retainPath: RetainPath?
  /// For a leak that no root reaches: the shortest cycle of strong references through the
  /// survivor, starting and ending at it.
  public var retainCycle: RetainPath?
  /// For a leak that no root reaches and that is on no cycle: the chain from the nearest
  /// holder that explains itself.
  ///
  /// That holder is another survivor, a member of a cycle, or an object whose own owners were
  /// not found. A holder that is not an object is named for what it is: `{closure}`, `{box}`,
  /// `{collection}`.
  public var unrootedPath: RetainPath?
  /// For a leak: how many strong references to the survivor the analysis did not find.
  ///
  /// It is the survivor's retain count minus the references found: globals, local variables,
  /// closures or tasks the runtime cannot describe. `nil` when the count is unknown.
  public var unexplainedOwners: Int?
  /// For a leak: a stable hash (16 hex digits) of the shape of its explanation (type and field
  /// names, no addresses or indices), the same from run to run; an ``AllowList`` names leaks
  /// by it.
  public var fingerprint: String?
  /// For a leak: what the analysis could not follow (a C block, a type built without
  /// reflection metadata), when that may hide an owner.
  public var analysisNotes: [String]?
  /// For a leak that an ``AllowList`` entry names: the entry's reason and expiry.
  public var knownLeak: KnownLeak?
  /// For a growth finding: where the growth is, from a root, subscripts emptied: the
  /// collection that gained entries on every repetition (`AppState.sessions`), or the holder
  /// of the newest instance of a growing type (`AppState.sessions[]`); `nil` when no root
  /// reaches it.
  public var growingPath: String?

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem this is.
  ///   - step: The step during which it was found.
  ///   - objects: The objects concerned.
  ///   - group: The type or group name of a group finding.
  ///   - limit: The limit of an over-limit finding.
  ///   - counts: The live counts of a growth finding.
  ///   - millisecondsLate: How late a late release was.
  ///   - message: What did not hold, for a broken invariant.
  ///   - retainPath: The chain from a root that keeps a leak's survivor alive.
  ///   - retainCycle: The cycle through a leak's survivor.
  ///   - unrootedPath: The chain from a holder that no root reaches.
  ///   - unexplainedOwners: Owners of a leak's survivor that were not found.
  ///   - fingerprint: The hash of the leak's explanation.
  ///   - analysisNotes: What the analysis could not follow.
  ///   - knownLeak: The allow-list entry that names the leak.
  ///   - growingPath: Where a growth is, from a root.
  public init(
    kind: Kind, step: Step?, objects: [TrackedObject], group: String? = nil, limit: Int? = nil,
    counts: [Int]? = nil, millisecondsLate: Int? = nil, message: String? = nil,
    retainPath: RetainPath? = nil, retainCycle: RetainPath? = nil,
    unrootedPath: RetainPath? = nil, unexplainedOwners: Int? = nil, fingerprint: String? = nil,
    analysisNotes: [String]? = nil, knownLeak: KnownLeak? = nil, growingPath: String? = nil
  ) {
    self.kind = kind
    self.step = step
    self.objects = objects
    self.group = group
    self.limit = limit
    self.counts = counts
    self.millisecondsLate = millisecondsLate
    self.message = message
    self.retainPath = retainPath
    self.retainCycle = retainCycle
    self.unrootedPath = unrootedPath
    self.unexplainedOwners = unexplainedOwners
    self.fingerprint = fingerprint
    self.analysisNotes = analysisNotes
    self.knownLeak = knownLeak
    self.growingPath = growingPath
  }

  /// How serious the finding is: every kind is an error except a late release, and a leak that
  /// an unexpired allow-list entry names, which is a note.
  public var severity: Severity {
    if let knownLeak, !knownLeak.isExpired { return .note }
    return kind.severity
  }

  /// Whether an unexpired allow-list entry accepts this leak.
  var isKnown: Bool { severity == .note }

  /// The order reports use: kind, then known leaks after the others, then step, then the first
  /// object's number, then the group.
  static func areInReportOrder(_ a: Finding, _ b: Finding) -> Bool {
    if a.kind != b.kind { return a.kind.rank < b.kind.rank }
    if a.isKnown != b.isKnown { return !a.isKnown }
    let aStep = a.step?.number ?? 0
    let bStep = b.step?.number ?? 0
    if aStep != bStep { return aStep < bStep }
    let aFirst = a.objects.first?.number ?? 0
    let bFirst = b.objects.first?.number ?? 0
    if aFirst != bFirst { return aFirst < bFirst }
    if a.group != b.group { return (a.group ?? "") < (b.group ?? "") }
    return (a.message ?? "") < (b.message ?? "")
  }
}
