/// One thing that went wrong with an object's lifetime.
///
/// Reports list findings in a stable order (see ``Report``). Each finding says what kind of
/// problem it is, during which step, and which objects it concerns:
///
/// ```text
/// Leak: 1 object was not released after step 2 "pop detail".
///
///   #3 view model DetailViewModel "detail", tracked at MemoTests/DetailTests.swift:18
/// ```
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
  public var message: String?
  /// For a leak: the chain of strong references that keeps the survivor alive.
  ///
  /// Set when retain-graph analysis ran; always `nil` in this version.
  public var retainPath: RetainPath?

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
  ///   - retainPath: Who keeps a leak's survivor alive.
  public init(
    kind: Kind, step: Step?, objects: [TrackedObject], group: String? = nil, limit: Int? = nil,
    counts: [Int]? = nil, millisecondsLate: Int? = nil, message: String? = nil,
    retainPath: RetainPath? = nil
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
  }

  /// How serious the finding is: every kind is an error except a late release.
  public var severity: Severity { kind.severity }

  /// The order reports use: kind, then step, then the first object's number, then the group.
  static func areInReportOrder(_ a: Finding, _ b: Finding) -> Bool {
    if a.kind != b.kind { return a.kind.rank < b.kind.rank }
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
