import CoordinatorTree
import ExplorerExampleApps
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
}
