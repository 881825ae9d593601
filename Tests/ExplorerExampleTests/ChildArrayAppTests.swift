import CoordinatorTree
import ExplorerExampleApps
import Foundation
import TestSupport
import Testing

/// The child-array app explored with no registration: its buttons are on the bars, so the
/// explorer needs no action either.
@MainActor @Suite struct ChildArrayAppTests {
  static func explorer(endsFinishedFlows: Bool) -> FlowExplorer<ShopCoordinator> {
    FlowExplorer(depth: 2) { window in
      ShopCoordinator(window: window, endsFinishedFlows: endsFinishedFlows)
    }
  }

  /// The positive control: children stay in `childCoordinators` after a back tap and after a
  /// sheet is swiped down; each is named by its type, with its parent's array.
  @Test func childrenKeptAfterBackAndSwipeDownAreFoundByType() async {
    let exploration = await Self.explorer(endsFinishedFlows: false).run()
    let headlines = exploration.bugs.map(\.headline)
    #expect(
      headlines == [
        "A leak of 'AccountCoordinator' after user taps bar button 'Account', user swipes down",
        "A leak of 'BuyCoordinator' after user taps bar button 'Buy', user taps back",
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "    held by ShopCoordinator.childCoordinators[0] → BuyCoordinator\n"),
      "\(exploration.text)")
    // Found without registration: named by when it was first seen, never by a line of the
    // tool's own.
    #expect(
      exploration.text.contains(
        "  #4 object BuyCoordinator, first seen in step 2 \"user taps bar button 'Buy'\"\n"))
    #expect(!exploration.text.contains("CoordinatorTree/"))
    #expect(
      exploration.text.contains(
        "BuyCoordinator belonged to 'Buy', which left the window (made no earlier than that "
          + "screen and linked to it; found without registration)."))
    // The sheet's navigation controller and screen are the kept child's: one bug.
    #expect(exploration.bugs.first?.findings.count == 3)
  }

  /// The fixes: `didShow` ends the pushed child, `presentationControllerDidDismiss` the sheet's.
  @Test func theFixedAppReportsNothing() async {
    let exploration = await Self.explorer(endsFinishedFlows: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 3)
  }

  /// The README shows this app's "Buy" bug (its example is this app's "Buy" flow): the text
  /// there is the text here.
  @Test func theReadmeShowsTheBuyBugAsItIsPrinted() async throws {
    let exploration = await Self.explorer(endsFinishedFlows: false).run()
    let bug = try #require(exploration.bugs.first { $0.headline.contains("'BuyCoordinator'") })
    let readme = try TestFiles.text("README.md")
    let marker = "<!-- explorer output: Tests/ExplorerExampleTests/ChildArrayAppTests.swift"
    let block = try #require(
      readme.components(separatedBy: marker).dropFirst().first?
        .components(separatedBy: "```text\n").dropFirst().first?
        .components(separatedBy: "\n```").first)
    let printed = bug.text.components(separatedBy: "\n\nWhat to do:").first ?? ""
    #expect(block == printed)
  }
}
