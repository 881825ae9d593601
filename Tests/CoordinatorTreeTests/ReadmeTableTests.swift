import Foundation
import Testing

/// The README's table names, for every operation of the navigation model, the tests that pin
/// it: each name must be a test that exists, so the table cannot drift from the suite.
@Suite struct ReadmeTableTests {
  @Test func everyTestTheReadmeTableNamesExists() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## CoordinatorTree: the navigation model"))
    let end = try #require(readme.range(of: "## Status", range: start.upperBound..<readme.endIndex))
    let table = readme[start.upperBound..<end.lowerBound]
    var names: [String] = []
    for line in table.split(separator: "\n") where line.hasPrefix("| ") {
      guard let cell = line.split(separator: "|").last else { continue }
      for part in cell.split(separator: ",") {
        let name = part.trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "`"))
        guard let last = name.split(separator: ".").last, !last.isEmpty, name != "test"
        else { continue }
        names.append(String(last))
      }
    }
    #expect(names.count > 30)
    let sources = try FileManager.default.contentsOfDirectory(atPath: here.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8) }
      .joined()
    let missing = names.filter { !sources.contains("func \($0)(") }
    #expect(missing.isEmpty, "The README names tests that do not exist: \(missing)")
  }
}
