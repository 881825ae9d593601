import Foundation
import LeakAudit
import LeakAuditTesting
import Testing

/// The README's examples, run: the failure text the README shows is the text users get.
@Suite struct ReadmeTests {
  final class DetailViewModel {
    var onChange: (() -> Void)?
  }

  final class DetailScreen {
    let viewModel = DetailViewModel()
    init() { viewModel.onChange = { self.render() } }  // captures self strongly: a cycle
    func render() {}
  }

  /// The README's text blocks that follow the line `<!-- failure: NAME -->`.
  static func readmeBlock(_ name: String) throws -> String {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let marker = try #require(text.range(of: "<!-- failure: \(name) -->\n```text\n"))
    let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
    return String(text[marker.upperBound..<end.lowerBound])
  }

  /// Replaces tracking sites, which differ between the README and this file.
  static func withoutSites(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"tracked at \S+:\d+"#, with: "tracked at <site>", options: .regularExpression)
  }

  @Test func assertReleasedFailureIsTheOneTheReadmeShows() async throws {
    var stack = [DetailScreen()]
    let issues = await withCapturedIssues {
      await assertReleased([stack[0], stack[0].viewModel], step: "pop detail") {
        stack.removeAll()
      }
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first?.message)
    #expect(Self.withoutSites(message) == Self.withoutSites(try Self.readmeBlock("assertReleased")))
  }

  @Test func traitFailureIsTheOneTheReadmeShows() async throws {
    let issues = try await withCapturedIssues {
      try await LeakCheckTrait.checksForLeaks.provideScope(
        for: try #require(Test.current), testCase: nil
      ) {
        var stack = [DetailScreen()]
        trackForLeaks(stack[0], role: .view, label: "memo detail")
        stack.removeAll()
      }
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first?.message)
    #expect(Self.withoutSites(message) == Self.withoutSites(try Self.readmeBlock("trait")))
  }
}
