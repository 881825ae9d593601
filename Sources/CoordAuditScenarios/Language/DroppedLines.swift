/// What the lines the parser reported as wrong might have said, so that the validator, which
/// runs on the rest in the same pass, keeps quiet about whatever they could explain.
///
/// A line with a problem is dropped, wholly or in part. It may have declared a flow, a screen,
/// a view model or a coordinator's wiring that later lines rely on, or been the step that an
/// expectation is about. A misleading follow-on message is worse than none, so the validator
/// does not call a name unknown when a dropped line holds it, does not say that a kind of
/// declaration is missing when a dropped line could have been one, and does not say what an
/// expectation follows when a dropped step stands before it. A line whose keyword is unknown
/// (or unreadable) could have been anything before the first step, and a step after it (where
/// a declaration is wrong whatever its spelling).
struct DroppedLines: Sendable {
  /// A kind of line that a dropped line could have been.
  enum Kind: Hashable, Sendable {
    case flow, screen, reference, wiring, system, step
  }

  /// The flow that the `screen` and `coordinator` lines below a dropped `flow` line belong to:
  /// no name can be empty, so none is declared, and they are not mistaken for the flow above.
  static let unnamedFlow = ""

  /// The most words remembered; past it, a dropped line may have declared any name, and memory
  /// stays bounded whatever the file.
  static let maximumWordCount = 10_000

  private var words: Set<String> = []
  private var hasTooManyWords = false
  private var kinds: Set<Kind> = []
  /// The first dropped line that could have been a step.
  private var firstStepLine: Int?

  /// Notes a dropped line.
  ///
  /// - Parameters:
  ///   - number: The line's number, from 1.
  ///   - text: The line as written.
  ///   - isAfterSteps: Whether a step came before the line.
  /// - Returns: What the line could have been.
  @discardableResult
  mutating func note(line number: Int, text: String, isAfterSteps: Bool) -> Set<Kind> {
    let lineWords = text.split { !Lexer.isWordCharacter($0) }
    let start = text.first { $0 != " " && $0 != "\t" }
    let keyword = start.map(Lexer.isWordCharacter) == true ? lineWords.first.map(String.init) : nil
    var kinds = Self.kinds(of: keyword ?? start.map(String.init) ?? "")
    if isAfterSteps, kinds.count > 1 { kinds = [.step] }
    self.kinds.formUnion(kinds)
    if kinds.contains(.step) { firstStepLine = firstStepLine ?? number }
    for word in lineWords where !hasTooManyWords {
      words.insert(String(word))
      hasTooManyWords = words.count > Self.maximumWordCount
    }
    return kinds
  }

  private static func kinds(of keyword: String) -> Set<Kind> {
    switch keyword {
    case "flow": [.flow]
    case "screen": [.screen]
    case "ref": [.reference]
    case "coordinator": [.wiring]
    case "system": [.system]
    case "scenario": []
    case _ where Parser.statementKeywords.contains(keyword) || keyword == "}": [.step]
    default: [.flow, .screen, .reference, .wiring, .system, .step]
    }
  }

  /// Whether a dropped line may have declared `name`.
  func mayHaveDeclared(_ name: String) -> Bool {
    name == Self.unnamedFlow || hasTooManyWords || words.contains(name)
  }

  /// Whether a dropped line could have been a line of this kind.
  func mayHaveBeen(_ kind: Kind) -> Bool {
    kinds.contains(kind)
  }

  /// Whether a dropped line before `line` could have been a step.
  func mayHaveStepped(before line: Int) -> Bool {
    firstStepLine.map { $0 < line } ?? false
  }
}
