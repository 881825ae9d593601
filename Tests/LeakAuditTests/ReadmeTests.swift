import Foundation
import LeakAudit
import LeakAuditTesting
import TestSupport
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
    let text = try TestFiles.text("README.md")
    // A block in a list item is indented as a whole.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let marker = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "<!-- failure: \(name) -->" })
    let indent = lines[marker].prefix { $0 == " " }
    #expect(lines[marker + 1] == indent + "```text")
    let body = lines[(marker + 2)...].prefix { $0 != indent + "```" }
    return body.map { $0.dropFirst(indent.count) }.joined(separator: "\n")
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

  final class SettingsScreen {}

  /// "What newcomers trip on": a local of the test is an owner the walk cannot see.
  @Test func aLocalThatHoldsTheObjectIsTheOwnerTheReadmeSaysIsNotFound() async throws {
    var stack = [SettingsScreen()]
    let screen = stack[0]
    let issues = await withCapturedIssues {
      await assertReleased([screen], step: "pop settings") {
        stack.removeAll()
      }
    }
    withExtendedLifetime(screen) {}
    #expect(issues.count == 1)
    let message = try #require(issues.first?.message)
    // How many copies of the local the compiler keeps depends on the optimiser.
    let count = /\d+ owners? not found/
    #expect(
      Self.withoutSites(message).replacing(count, with: "N owners not found")
        == Self.withoutSites(try Self.readmeBlock("local")).replacing(
          count, with: "N owners not found"))
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
