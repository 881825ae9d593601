import Foundation
import TestSupport
import Testing

/// Every Swift block of the README and of the docs it links to for its examples is compiled, and
/// every link stays in the repository.
///
/// Each block appears, line for line (indented as a whole or not), in a file of
/// `Tests/ReadmeExamples`, a target that `swift build` compiles; the one exception is the
/// README's `Package.swift` excerpt, whose products must exist. Every link of the README and of
/// docs/ leads to a file of the repository.
@Suite struct ReadmeCodeTests {
  static let root = TestFiles.root

  /// The fenced blocks of `language` in `markdown`, dedented, each with the line before its
  /// fence.
  static func blocks(_ language: String, in markdown: String) -> [(before: String, lines: [String])]
  {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [(String, [String])] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      let indent = lines[index].prefix { $0 == " " }
      guard lines[index].dropFirst(indent.count) == "```\(language)" else { continue }
      let body = lines[(index + 1)...].prefix { $0 != indent + "```" }
      blocks.append(
        (index > 0 ? lines[index - 1] : "", body.map { String($0.dropFirst(indent.count)) }))
      index += body.count + 1
    }
    return blocks
  }

  /// Whether `block` appears as consecutive lines of `source`, all indented the same.
  static func contains(_ source: [String], _ block: [String]) -> Bool {
    guard let first = block.first, !block.isEmpty else { return true }
    for start in source.indices where source[start].hasSuffix(first) {
      let indent = String(source[start].dropLast(first.count))
      guard indent.allSatisfy({ $0 == " " }), start + block.count <= source.count else { continue }
      let matches = zip(source[start..<start + block.count], block).allSatisfy { line, expected in
        expected.isEmpty ? line.isEmpty : line == indent + expected
      }
      if matches { return true }
    }
    return false
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines of every file of `Tests/ReadmeExamples`.
  static func compiledExamples() throws -> [[String]] {
    let directory = "Tests/ReadmeExamples"
    return try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent(directory).path
    )
    .filter { $0.hasSuffix(".swift") }
    .map {
      try Self.read("\(directory)/\($0)").split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
  }

  @Test func everySwiftBlockOfTheReadmeIsInACompiledFile() throws {
    let sources = try Self.compiledExamples()
    let blocks = Self.blocks("swift", in: try Self.read("README.md"))
    #expect(blocks.count >= 3)
    let code = blocks.filter { !$0.before.hasSuffix("<!-- package manifest -->") }
    #expect(code.count == blocks.count - 1, "one Package.swift excerpt")
    for block in code {
      #expect(
        sources.contains { Self.contains($0, block.lines) },
        "not in Tests/ReadmeExamples: \(block.lines.joined(separator: "\n"))")
    }
  }

  @Test(arguments: [
    ("docs/leakaudit.md", 10), ("docs/exploring.md", 6), ("docs/navigation-model.md", 1),
    ("docs/kits.md", 4),
  ])
  func everySwiftBlockOfAGuideIsInACompiledFile(guide: String, atLeast: Int) throws {
    let sources = try Self.compiledExamples()
    let blocks = Self.blocks("swift", in: try Self.read(guide))
    #expect(blocks.count >= atLeast)
    for block in blocks {
      #expect(
        sources.contains { Self.contains($0, block.lines) },
        "not in Tests/ReadmeExamples: \(block.lines.joined(separator: "\n"))")
    }
  }

  /// The first block of docs/uikit-surface.md, the import switch (the README's until it moved
  /// there), is in `Tests/ReadmeExamples`.
  @Test func theImportSwitchOfTheUIKitGuideIsInACompiledFile() throws {
    let sources = try Self.compiledExamples()
    let first = try #require(Self.blocks("swift", in: try Self.read("docs/uikit-surface.md")).first)
    #expect(first.lines.first == "#if canImport(UIKit)")
    #expect(sources.contains { Self.contains($0, first.lines) })
  }

  @Test func thePackageExcerptNamesProductsThatExist() throws {
    let manifest = try Self.read("Package.swift")
    let excerpt = try #require(
      Self.blocks("swift", in: try Self.read("README.md")).first {
        $0.before.hasSuffix("<!-- package manifest -->")
      })
    let products = excerpt.lines.joined().matches(
      of: /\.product\(name: "(\w+)", package: "coordaudit"\)/
    ).map { String($0.output.1) }
    #expect(!products.isEmpty)
    for product in products {
      #expect(manifest.contains(".library(name: \"\(product)\""), "no product \(product)")
    }
  }

  @Test func aBlockMustBeWholeAndEquallyIndented() {
    let source = ["func f() {", "  let a = 1", "  let b = 2", "}"]
    #expect(Self.contains(source, ["let a = 1", "let b = 2"]))
    #expect(!Self.contains(source, ["let a = 1", "let c = 3"]))
    #expect(!Self.contains(source, ["func f() {", "let a = 1"]))
  }

  /// The lines of `markdown` outside its fenced code blocks.
  static func outsideCode(_ markdown: String) -> [Substring] {
    var outsideCode: [Substring] = []
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inCode.toggle()
      } else if !inCode {
        outsideCode.append(line)
      }
    }
    return outsideCode
  }

  /// Every link target of the README and of docs/*.md: `[text](target)` and `<scheme:…>`.
  static func links(in markdown: String) -> [String] {
    let text = outsideCode(markdown).joined(separator: "\n")
    return text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
      + text.matches(of: /<([a-z]+:[^>\s]+)>/).map { String($0.output.1) }
  }

  /// The anchors GitHub gives the headings of `markdown`: lower case, punctuation and symbols
  /// dropped, spaces as hyphens; a heading met again is numbered (`-1`, `-2`).
  static func anchors(in markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    for line in outsideCode(markdown) {
      guard let heading = line.wholeMatch(of: /#{1,6} +(.+)/) else { continue }
      let slug = String(
        heading.output.1.lowercased().compactMap { character -> Character? in
          if character == " " { return "-" }
          return character.isLetter || character.isNumber || character == "-" || character == "_"
            ? character : nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  @Test func everyLinkLeadsToAFileOfTheRepository() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("docs").path
    )
    .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
    var checked = 0
    for page in ["README.md"] + docs {
      let markdown = try Self.read(page)
      #expect(!markdown.contains("http://") && !markdown.contains("https://"), "\(page)")
      for link in Self.links(in: markdown) {
        #expect(!link.contains(":"), "\(page) links outside the repository: \(link)")
        let path = String(link.prefix { $0 != "#" })
        let here = Self.root.appendingPathComponent(page)
        let target =
          path.isEmpty
          ? here : here.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: target.path) else {
          Issue.record("\(page) links to \(link): no such file")
          continue
        }
        checked += 1
        // An anchor must be a heading of the page it names.
        let anchor = link.drop { $0 != "#" }.dropFirst()
        guard !anchor.isEmpty, target.pathExtension == "md" else { continue }
        let headings = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
        #expect(headings.contains(String(anchor)), "\(page) links to \(link): no such heading")
      }
    }
    #expect(checked > 10)
  }

  @Test func theLinkCheckSeesLinksButNotCode() {
    let markdown = """
      See [the docs](docs/a.md#b) and <https://example.com>.
      ```text
      [not a link](nowhere.md)
      ```
      """
    #expect(Self.links(in: markdown) == ["docs/a.md#b", "https://example.com"])
  }

  @Test func anchorsAreTheOnesGitHubMakes() {
    let markdown = """
      # The test bridge (`LeakAuditTesting`)
      ## UIKit's timing: run-loop turns
      ### Steps
      ### Steps
      ```text
      # not a heading
      ```
      #hashtag
      """
    #expect(
      Self.anchors(in: markdown) == [
        "the-test-bridge-leakaudittesting", "uikits-timing-run-loop-turns", "steps", "steps-1",
      ])
  }
}
