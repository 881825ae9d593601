import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITableViewController`: its table is its view, it is the table's data source and delegate,
/// and subclasses override the data source's and the delegate's methods.
@MainActor @Suite struct UITableViewControllerTests {
  final class Settings: UITableViewController {
    var selected: [Int] = []
    let rows = ["Profile", "Notifications"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath.row)
    }
  }

  @Test func itsViewIsATableWhoseDataSourceAndDelegateItIs() {
    let settings = Settings(style: .insetGrouped)
    #expect(settings.view === settings.tableView)
    #expect(settings.tableView.style == .insetGrouped)
    #expect(settings.tableView.dataSource === settings)
    #expect(settings.tableView.delegate === settings)
    #expect(Settings().tableView.style == .plain)
    #expect(Settings(nibName: nil, bundle: nil).tableView.style == .plain)
  }

  @Test func theOverriddenMethodsAreCalledAndTheRowsOffered() throws {
    let settings = Settings()
    let (window, _) = showing(settings)
    #expect(settings.tableView.visibleCells.count == 2, "loaded on first appearance")
    #expect(
      window.userInteractionsOnScreen.map(\.interaction.description) == [
        "selects row 0 of section 0 ('Profile')", "selects row 1 of section 0 ('Notifications')",
      ])
    try window.performUserInteraction(
      at: window.userInteractionsOnScreen[1].path,
      description: "selects row 1 of section 0 ('Notifications')")
    #expect(settings.selected == [1])
  }

  @Test func viewWillAppearClearsTheSelectionUnlessToldNotTo() {
    let settings = Settings()
    let (_, navigation) = showing(settings)
    let path = IndexPath(row: 0, section: 0)
    settings.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    navigation.pushViewController(Screen("Detail"), animated: false)
    navigation.popViewController(animated: false)
    #expect(settings.tableView.indexPathForSelectedRow == nil)
    settings.clearsSelectionOnViewWillAppear = false
    settings.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    navigation.pushViewController(Screen("Detail"), animated: false)
    navigation.popViewController(animated: false)
    #expect(settings.tableView.indexPathForSelectedRow == path)
  }

  /// Its table holds it weakly twice (data source, delegate): it goes when popped.
  @Test func beingItsTablesDataSourceAndDelegateMakesNoCycle() async {
    let (_, navigation) = showing(Settings())
    await assertReleased(
      [navigation.topViewController!, (navigation.topViewController as! Settings).tableView],
      configuration: quick
    ) {
      navigation.popViewController(animated: false)
    }
  }
}
