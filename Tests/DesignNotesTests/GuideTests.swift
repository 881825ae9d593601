import Foundation
import HeadlessUIKit
import TestSupport
import Testing

import class CoordinatorTree.FlowAudit
import struct LeakAudit.Report

@testable import SearchApp

/// The examples of docs/uikit-surface.md, run: the texts the guide shows are the texts a
/// team's test gets.
@MainActor @Suite struct GuideTests {
  /// The guide's text block that follows the line `<!-- failure: NAME -->`.
  static func guideBlock(_ name: String) throws -> String {
    try TestFiles.excerpt(
      of: "docs/uikit-surface.md", from: "<!-- failure: \(name) -->\n```text\n", to: "\n```")
  }

  /// Replaces the sites of the test's own lines, which differ between the guide and this file,
  /// and drops the report's final line break, which a text block does not show.
  static func withoutSites(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"(tracked at|misuse at) \S+:\d+"#, with: "$1 <site>", options: .regularExpression
    )
    .trimmingCharacters(in: .newlines)
  }

  final class ProfileViewController: UIViewController {}

  /// A coordinator that keeps its screen and pushes it again: UIKit raises ("Pushing the same
  /// view controller instance more than once is not supported").
  @MainActor final class ProfileCoordinator {
    let navigationController: UINavigationController
    lazy var profile = ProfileViewController()

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
    }

    func showProfile() {
      navigationController.pushViewController(profile, animated: true)
    }
  }

  /// Registers the screen on top and the coordinator that owns it.
  ///
  /// A function, so that the test keeps no reference to what must go.
  func registerTop(
    of navigation: UINavigationController, as name: String, parent: AnyObject?,
    in audit: FlowAudit
  ) -> AnyObject {
    let screen = navigation.topViewController!
    let coordinator: AnyObject =
      (screen as? MainViewController)?.coordinator ?? (screen as! SearchViewController).coordinator!
    audit.registerCoordinator(coordinator, label: name, parent: parent)
    audit.registerScreen(screen, label: "\(name)/\(name)", owner: coordinator)
    return coordinator
  }

  @Test func theSearchLeakIsTheOneTheGuideShows() async throws {
    let (window, audit) = auditedWindow()
    let navigation = UINavigationController()
    window.rootViewController = navigation
    let app = AppCoordinator(navigationController: navigation)
    audit.registerCoordinator(app, label: "App", isRoot: true)
    try await audit.step("start") { app.start() }
    let main = registerTop(of: navigation, as: "Main", parent: app, in: audit)
    try await audit.step("open search") {
      (navigation.topViewController as! MainViewController).searchButtonTapped()
    }
    _ = registerTop(of: navigation, as: "Search", parent: main, in: audit)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(
      Self.withoutSites(report.text) == Self.withoutSites(try Self.guideBlock("search-back")))
  }

  @Test func theMisuseIsTheOneTheGuideShows() async throws {
    let (window, audit) = auditedWindow()
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    let profiles = ProfileCoordinator(navigationController: navigation)
    try await audit.step("open profile") { profiles.showProfile() }
    let report = try await audit.step("open profile again") { profiles.showProfile() }
    #expect(navigation.viewControllers.count == 2)
    #expect(
      window.log.lines.last?.hasPrefix(
        "misuse(alreadyOnStack, pushViewController(_:animated:), DesignNotesTests/") == true)
    #expect(Self.withoutSites(report.text) == Self.withoutSites(try Self.guideBlock("misuse")))
  }
}
