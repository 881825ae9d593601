import Foundation
import TestSupport
import Testing

/// The tables of docs/navigation-model.md and docs/kits.md name, for every operation of the navigation model, every exit path of
/// every kit and every catalog entry, the tests that pin it: each name must be a test that
/// exists, so the tables cannot drift from the suite.
@Suite struct ReadmeTableTests {
  static let here = TestFiles.url("Tests/CoordinatorTreeTests")

  /// The names in backquotes of every table that follows the line
  /// `<!-- every name below is a test -->`, first column excepted.
  static func testNames(inTablesOf markdown: String) -> [[String]] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    var tables: [[String]] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index] == "<!-- every name below is a test -->" else { continue }
      guard index + 1 < lines.count else { break }
      var names: [String] = []
      let header = cells(of: lines[index + 1])
      // A table with a "test" column names tests there only; others in every column but the first.
      let columns = header.firstIndex(of: "test").map { $0...$0 } ?? 1...max(header.count - 1, 1)
      var row = index + 3  // past the header and the separator
      while row < lines.count, lines[row].hasPrefix("|") {
        let rowCells = cells(of: lines[row])
        for cell in columns.filter(rowCells.indices.contains).map({ rowCells[$0] }) {
          // Every other part between backquotes is a name (typed steps: the chain untyped
          // took the type checker 1.3 s).
          let parts: [Substring] = cell.split(separator: "`", omittingEmptySubsequences: false)
          for (offset, part) in parts.enumerated() where offset % 2 == 1 {
            guard part.wholeMatch(of: /([A-Z][A-Za-z0-9]*\.)?[a-z][A-Za-z0-9]*/) != nil else {
              continue
            }
            names.append(String(part.split(separator: ".").last!))
          }
        }
        row += 1
      }
      tables.append(names)
    }
    return tables
  }

  static func cells(of row: Substring) -> [String] {
    row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static func testSources() throws -> String {
    try FileManager.default.contentsOfDirectory(atPath: here.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8) }
      .joined()
  }

  @Test func everyTestTheDocsTablesNameExists() throws {
    let root = TestFiles.root
    // The tables moved from the README to docs/.
    let tables = try ["docs/navigation-model.md", "docs/kits.md"].flatMap {
      Self.testNames(
        inTablesOf: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
    // The navigation model, the matrix of kits and exit paths, the catalog.
    #expect(tables.count == 3)
    #expect(tables.map(\.count).allSatisfy { $0 > 20 }, "\(tables.map(\.count))")
    let sources = try Self.testSources()
    let missing = tables.joined().filter { !sources.contains("func \($0)(") }
    #expect(missing.isEmpty, "The README names tests that do not exist: \(missing)")
  }

  @Test func theCheckFindsANameThatIsNoTest() throws {
    let markdown = """
      <!-- every name below is a test -->
      | case | note | test |
      |---|---|---|
      | a `start()` call | `willShow` | `everyTestTheDocsTablesNameExists`, `ReadmeTableTests.noSuchTest` |
      """
    let names = Self.testNames(inTablesOf: markdown)
    #expect(names == [["everyTestTheDocsTablesNameExists", "noSuchTest"]])
    let sources = try Self.testSources()
    #expect(names[0].filter { !sources.contains("func \($0)(") } == ["noSuchTest"])
  }
}
