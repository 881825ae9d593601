import CoordinatorTree
import LeakAudit

/// What `coordaudit explore` says of each result it reports, in JSON, so that the reports of
/// the shards of one search can be merged into the report of the whole search.
///
/// ```json
/// "exploration" : {
///   "bug" : { "key" : "a leak of 'Search' held by Main.childCoordinators[]", "order" : [ 0, 2, 0 ] },
///   "depth" : 6,
///   "figures" : { "revisits" : 24, "states" : 10, "steps" : 162, "transitions" : 33, … },
///   "merges" : true,
///   "shard" : { "count" : 4, "index" : 2, "split" : "by weight" },
///   "sourceHash" : "5d1d4f2a64c6a1b3"
/// }
/// ```
package struct ExplorationRecord: Hashable, Sendable, Codable {
  /// How many actions after the setup the search played, at most.
  package var depth: Int
  /// Whether it explored each state once (`false`: every sequence, `--no-merge`).
  package var merges: Bool
  /// The part of the search this run took (`--shard K/N`), if it took one.
  package var shard: Shard?
  /// What the search (this part of it) did.
  package var figures: Figures
  /// The bug this result reports; `nil` on the clean result of a search that found none.
  package var bug: Bug?
  /// The explored file's text, hashed (``hash(ofSource:)``).
  ///
  /// The shards of one search explored the same text, and `--merge` refuses shards that did
  /// not (a file edited between two jobs of a CI matrix). `nil` in reports written before it
  /// was recorded.
  package var sourceHash: String?
  /// The memory the process held, in bytes, when its memory limit stopped this search before
  /// its depth (as ``Figures/stoppedAtMaxStates`` says of the limit of states); `nil` when it
  /// did not.
  package var stoppedAtMemory: Int?
  /// The declarations of the explored file that did nothing in any state this search (this
  /// part of it) explored, each as a sentence: an app action never offered (`action "sign
  /// out" (line 15) was never offered`), a `ref` whose two ends never lived at once; `nil` when
  /// there are none.
  ///
  /// A search merged from shards keeps those that did nothing in every shard.
  package var idle: [String]?
  /// How many cycles that came back to the screens they left the search offered for a growth
  /// check beyond its limit (see `Explorer.Options.maxGrowthChecks`), unchecked; `nil` when
  /// every cycle was checked.
  package var cyclesNotChecked: Int?

  /// How many of ``idle`` the summary names; it counts the rest.
  static let idleShown = 3

  /// A part of a search: `index` of `count`, from 1.
  package struct Shard: Hashable, Sendable, Codable {
    package var index: Int
    package var count: Int
    /// How the parts shared the states where they split.
    ///
    /// This coordaudit's is ``splitRule``; `nil` in reports of a coordaudit whose parts kept
    /// every `count`th state. Parts split in two ways leave states that neither explored, so
    /// `--merge` refuses them.
    package var split: String?

    /// How this coordaudit's parts share the states: by the actions each offers
    /// (`StateSpaceSearch.Shard.parts(ofWeights:)`).
    package static let splitRule = "by weight"

    package init(index: Int, count: Int, split: String? = splitRule) {
      self.index = index
      self.count = count
      self.split = split
    }

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }
  }

  /// What a search did, in numbers.
  package struct Figures: Hashable, Sendable, Codable {
    /// Distinct states seen, the setup's included.
    package var states: Int
    /// Actions played from a known state, replays not counted.
    package var transitions: Int
    /// Of those, how many led to a state already seen.
    package var revisits: Int
    /// Scenario steps run in all: setups, replays and actions.
    package var steps: Int
    /// States that could not be keyed, so were never merged with another.
    package var unkeyedStates: Int
    /// Why the first of them could not be keyed.
    package var unkeyedReason: String?
    /// The depth of the states being explored when it stopped.
    package var depthReached: Int
    /// Whether the limit of states stopped it before its depth.
    package var stoppedAtMaxStates: Bool

    init(_ figures: SearchFigures, steps: Int) {
      states = figures.states
      transitions = figures.transitions
      revisits = figures.revisits
      self.steps = steps
      unkeyedStates = figures.unkeyedStates
      unkeyedReason = figures.unkeyedReason
      depthReached = figures.depthReached
      stoppedAtMaxStates = figures.stoppedAtMaxStates
    }

    /// The figures of several parts of one search, added up.
    package static func sum(_ parts: [Figures]) -> Figures {
      var total = parts[0]
      for part in parts.dropFirst() {
        total.states += part.states
        total.transitions += part.transitions
        total.revisits += part.revisits
        total.steps += part.steps
        total.unkeyedStates += part.unkeyedStates
        total.unkeyedReason = total.unkeyedReason ?? part.unkeyedReason
        total.depthReached = max(total.depthReached, part.depthReached)
        total.stoppedAtMaxStates = total.stoppedAtMaxStates || part.stoppedAtMaxStates
      }
      return total
    }
  }

  /// A bug, as the merge of shards needs it.
  package struct Bug: Hashable, Sendable, Codable {
    /// What tells it apart from the other bugs: its cause (see `BugGrouping`).
    package var key: String
    /// Where the step that found it came in the search: each action's index among those its
    /// state offered, then the bug's place among the step's bugs.
    package var order: [Int]
    /// The scenario file that reproduces it (`--emit` writes it).
    package var reproduction: Reproduction?
    /// What the bug is about, when it is a leak: the survivor its report names first (see
    /// ``phrase(key:subject:)``); `nil` in reports written before it was recorded.
    package var subject: String?

    package init(
      key: String, order: [Int], reproduction: Reproduction? = nil, subject: String? = nil
    ) {
      self.key = key
      self.order = order
      self.reproduction = reproduction
      self.subject = subject
    }

    /// What a bug is, in one line that names its subject first: its key when the key names
    /// it, else the key's cause after the subject.
    ///
    /// A leak's key names the survivor that no other survivor of the step keeps, and the
    /// field that keeps it; the report names first the object the bug is about (a flow's
    /// coordinator), which that survivor may keep:
    ///
    /// ```swift
    /// Bug.phrase(key: "a leak of 'Conversation' held by Home.strong ref", subject: "Chat")
    /// // "a leak of 'Chat' through 'Conversation' held by Home.strong ref"
    /// Bug.phrase(key: "a leak in the cycle Draft.model → DraftModel.owner", subject: "Draft")
    /// // "a leak of 'Draft' in the cycle Draft.model → DraftModel.owner"
    /// ```
    ///
    /// - Parameters:
    ///   - key: The bug's key.
    ///   - subject: The survivor its report names first, if it is a leak.
    /// - Returns: The line; the key itself when it names the subject or there is none.
    package static func phrase(key: String, subject: String?) -> String {
      guard let subject else { return key }
      let named = "a leak of '\(subject)'"
      if key.hasPrefix(named + " ") || key == named { return key }
      if key.hasPrefix("a leak of ") {
        return named + " through " + key.dropFirst("a leak of ".count)
      }
      if key.hasPrefix("a leak in ") { return named + key.dropFirst("a leak".count) }
      return key
    }
  }

  /// A reproducing scenario: the file name `--emit` gives it, and its text.
  package struct Reproduction: Hashable, Sendable, Codable {
    package var fileName: String
    package var text: String

    package init(fileName: String, text: String) {
      self.fileName = fileName
      self.text = text
    }

    /// The most UTF-8 bytes of the explored file's name in a reproduction's name.
    static let maximumBaseBytes = 64
    /// The most UTF-8 bytes of the bug's part of a reproduction's name.
    static let maximumBugBytes = 120

    /// The file name of the scenario that reproduces a bug: the explored file's name, then
    /// what the bug is (its key, with its subject first: see ``Bug/phrase(key:subject:)``), in
    /// letters, digits and dashes.
    ///
    /// It depends on the file and the bug alone (a bug's key tells it apart from the other
    /// bugs of its search, and its subject is a survivor of the step that found it), never on
    /// how many bugs came before it or how the search was split into shards, so that one bug
    /// has one name, however it was found. Nothing in it can leave the folder it is written
    /// into: no `/`, no leading `.`, at most 194 bytes.
    ///
    /// ```swift
    /// Reproduction.fileName(
    ///   exploring: "ci/search.scenario", bug: "a leak of 'Search' held by Main.children[]")
    /// // "search-leak-of-search-held-by-main-children.scenario"
    /// Reproduction.fileName(
    ///   exploring: "help.scenario", bug: "a leak of 'HelpNav' held by Main.sheets[]",
    ///   subject: "Chat")
    /// // "help-leak-of-chat-through-helpnav-held-by-main-sheets.scenario"
    /// ```
    ///
    /// - Parameters:
    ///   - file: The explored file's path.
    ///   - key: The bug's key (``Bug/key``).
    ///   - subject: The bug's subject (``Bug/subject``), if it has one.
    /// - Returns: The name, ending with `.scenario`.
    package static func fileName(
      exploring file: String, bug key: String, subject: String? = nil
    ) -> String {
      let last = file.split(separator: "/").last.map(String.init) ?? file
      let base = last.hasSuffix(".scenario") ? String(last.dropLast(".scenario".count)) : last
      var words = slug(Bug.phrase(key: key, subject: subject), lowercased: true)
      if words.first == "a" { words.removeFirst() }
      let bug = cut(words.joined(separator: "-"), to: maximumBugBytes)
      let name = cut(slug(base, lowercased: false).joined(separator: "-"), to: maximumBaseBytes)
      let parts = [name, bug].filter { !$0.isEmpty }
      return (parts.isEmpty ? "bug" : parts.joined(separator: "-")) + ".scenario"
    }

    /// The runs of letters and digits of a text (every other character separates them).
    private static func slug(_ text: String, lowercased: Bool) -> [Substring] {
      (lowercased ? text.lowercased() : text).split { !($0.isLetter || $0.isNumber) }
    }

    /// The text cut to at most `limit` UTF-8 bytes, between characters, without a dash at its
    /// end.
    private static func cut(_ text: String, to limit: Int) -> String {
      var result = ""
      var bytes = 0
      for character in text {
        bytes += character.utf8.count
        guard bytes <= limit else { break }
        result.append(character)
      }
      while result.hasSuffix("-") { result.removeLast() }
      return result
    }
  }

  /// The hash of an explored file's text that ``sourceHash`` records: 16 hex digits (a 64-bit
  /// FNV-1a hash of its UTF-8 bytes, as leaks' fingerprints are made).
  ///
  /// - Parameter text: The scenario file's text, as read.
  /// - Returns: `5d1d4f2a64c6a1b3`.
  package static func hash(ofSource text: String) -> String {
    Fingerprint.hash(text)
  }

  package init(
    depth: Int, merges: Bool, shard: Shard?, figures: Figures, bug: Bug? = nil
  ) {
    self.depth = depth
    self.merges = merges
    self.shard = shard
    self.figures = figures
    self.bug = bug
  }
}

extension ExplorationRecord {
  /// The summary of a search (or of its shards, merged: `shards` of them): `search.scenario,
  /// depth 6: 3 states, 11 transitions (9 to a state already seen), 37 steps; no bug`, with the
  /// shard it took, whether it played every sequence, the states it could not key, and whether
  /// the limit of states stopped it.
  package func summary(file: String, bugs: Int, shards: Int? = nil) -> String {
    let count = Wording.counted
    var text = "\(file), depth \(depth)"
    if let shard { text += ", shard \(shard.description)" }
    if let shards { text += ", \(shards) shards merged" }
    if !merges { text += ", every sequence played" }
    text +=
      ": \(count(figures.states, "state")), \(count(figures.transitions, "transition")) "
      + "(\(figures.revisits) to a state already seen), \(count(figures.steps, "step")); "
    text += bugs == 0 ? "no bug" : count(bugs, "bug")
    if figures.unkeyedStates > 0 {
      text +=
        "; \(count(figures.unkeyedStates, "state")) could not be keyed and "
        + "\(figures.unkeyedStates == 1 ? "was" : "were") never merged ("
        + (figures.unkeyedReason ?? "") + ")"
    }
    if figures.stoppedAtMaxStates {
      text += "; stopped at the limit of states, at depth \(figures.depthReached)"
    }
    if stoppedAtMemory != nil {
      text += "; stopped at the memory limit, at depth \(figures.depthReached)"
    }
    if let cyclesNotChecked, cyclesNotChecked > 0 {
      text += "; \(count(cyclesNotChecked, "cycle")) not checked for growth (the limit of checks)"
    }
    if let idle, !idle.isEmpty {
      // The first few; a big app explored to a small depth never offers many of its actions.
      text += "; " + idle.prefix(Self.idleShown).joined(separator: "; ")
      if idle.count > Self.idleShown {
        text += "; and \(idle.count - Self.idleShown) more that did nothing"
      }
    }
    return text
  }
}
