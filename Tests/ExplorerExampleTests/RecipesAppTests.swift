import CoordinatorTree
import ExplorerExampleApps
import Foundation
import TestSupport
import Testing

/// A cell's closure that captures its view controller, explored with no declared action: the
/// menu's row is found on the table, the back button on the bar.
@MainActor @Suite struct RecipesAppTests {
  static func explorer(capturesWeakly: Bool) -> FlowExplorer<RecipesCoordinator> {
    FlowExplorer(depth: 3) { window in
      RecipesCoordinator(window: window, capturesWeakly: capturesWeakly)
    }
  }

  /// The positive control: the list stays after the back button, kept by its own cells'
  /// closures; the cycle runs through the table's cell, which the headline names (its closure
  /// is what keeps the list).
  @Test func aCellClosureThatCapturesTheListIsFoundThroughTheTablesCell() async {
    let exploration = await Self.explorer(capturesWeakly: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'RecipeCell' after user selects row 0 of section 0 ('Recipes'), user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "in a cycle: RecipesViewController.tableView → UITableView.cells.loaded[0].cell → "
          + "RecipeCell.onFavoriteTapped{closure captures} → RecipesViewController"),
      "\(exploration.text)")
    #expect(exploration.text.contains("RecipeCell belonged to 'Recipes', which left the window"))
    // The list and its four cells, one bug.
    #expect(exploration.bugs.first?.findings.flatMap(\.objects).count == 5)
  }

  @Test func theWeakCaptureExploresClean() async {
    let exploration = await Self.explorer(capturesWeakly: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 2, "the menu, and the list over it")
  }

  /// docs/uikit-surface.md shows this leak: its headline and its cycle, as they are printed.
  @Test func theGuideShowsTheLeakAsItIsPrinted() async throws {
    let exploration = await Self.explorer(capturesWeakly: false).run()
    let bug = try #require(exploration.bugs.first)
    let block = try TestFiles.excerpt(
      of: "docs/uikit-surface.md",
      from: "<!-- explored: Tests/ExplorerExampleTests/RecipesAppTests.swift -->\n```text\n",
      to: "\n```")
    let lines = block.components(separatedBy: "\n")
    #expect(lines.count == 2)
    #expect(lines.first == bug.headline)
    #expect(bug.text.contains("\n" + lines[1] + "\n"), "\(bug.text)")
  }
}
