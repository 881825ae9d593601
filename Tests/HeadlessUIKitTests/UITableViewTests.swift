import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITableView`: what it holds, what it asks its data source for and when, and its reuse
/// queue.
@MainActor @Suite struct UITableViewTests {
  @Test func aTableAsksForNoCellBeforeItsScreenAppears() {
    let screen = ListScreen("List", sections: [items(3)])
    screen.loadViewIfNeeded()
    #expect(screen.heard.isEmpty)
    #expect(screen.tableView.visibleCells.isEmpty)
    #expect(screen.tableView.window == nil)
  }

  @Test func theCellsOfTheFirstTenRowsOfEachSectionLoadBeforeTheScreenAppears() {
    let screen = ListScreen("List", sections: [items(12), items(2, "Other")])
    _ = showing(screen)
    let table = screen.tableView
    #expect(table.indexPathsForVisibleRows?.count == 12)
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 1, section: 1))
    #expect(table.cellForRow(at: IndexPath(row: 9, section: 0))?.textLabel?.text == "Item 9")
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil, "past the rows shown")
    #expect(screen.heard.prefix(2) == ["cellForRowAt 0.0", "willDisplay 0.0"])
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 12)
    // The cells are the table's subviews, in row order: the explorer's walk reaches them.
    #expect(table.subviews.compactMap { $0 as? UITableViewCell } == table.visibleCells)
    #expect(table.visibleCells.allSatisfy { table.indexPath(for: $0) != nil })
  }

  @Test func aTableInAWindowReloadsAtOnceAndReusesItsCellsAfterPrepareForReuse() {
    let screen = ListScreen("List", sections: [items(2)])
    _ = showing(screen)
    let before = screen.tableView.visibleCells.map(ObjectIdentifier.init)
    screen.heard.removeAll()
    screen.sections = [["Milk", "Eggs"]]
    screen.tableView.reloadData()
    #expect(
      screen.heard == [
        "didEndDisplaying 0.0", "didEndDisplaying 0.1", "cellForRowAt 0.0", "willDisplay 0.0",
        "cellForRowAt 0.1", "willDisplay 0.1",
      ])
    let cells = screen.tableView.visibleCells.compactMap { $0 as? ItemCell }
    #expect(cells.map(ObjectIdentifier.init) == before, "the same two cells, reused")
    #expect(cells.map(\.reuses) == [1, 1])
    #expect(cells.map { $0.textLabel?.text } == ["Milk", "Eggs"])
  }

  @Test func aTableOutOfAWindowReloadsAtItsNextAppearance() {
    let screen = ListScreen("List", sections: [items(2)])
    let (_, navigation) = showing(screen)
    navigation.pushViewController(Screen("Detail"), animated: false)
    screen.heard.removeAll()
    screen.sections = [items(1)]
    screen.tableView.reloadData()
    #expect(screen.heard.isEmpty, "covered: nothing is asked")
    navigation.popViewController(animated: false)
    #expect(screen.heard.contains("cellForRowAt 0.0"))
    #expect(screen.tableView.visibleCells.count == 1)
  }

  @Test func aTableThatArrivesInAWindowLoads() {
    let screen = ListScreen("List", sections: [items(1)])
    _ = showing(screen)
    let late = UITableView()
    let source = ListScreen("Source", sections: [items(2)])
    source.loadViewIfNeeded()
    late.register(ItemCell.self, forCellReuseIdentifier: "Item")
    late.dataSource = source
    #expect(late.visibleCells.isEmpty)
    screen.view.addSubview(late)
    #expect(late.visibleCells.count == 2)
  }

  @Test func dequeueWithoutIndexPathGivesNilForAnIdentifierNobodyRegistered() {
    let table = UITableView()
    #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
    table.register(ItemCell.self, forCellReuseIdentifier: "Item")
    #expect(table.dequeueReusableCell(withIdentifier: "Item") is ItemCell)
    #expect(table.dequeueReusableCell(withIdentifier: "Item")?.reuseIdentifier == "Item")
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Item")
    #expect(table.dequeueReusableCell(withIdentifier: "Item") == nil)
  }

  @Test func dequeueForAnIndexPathWithAnIdentifierNobodyRegisteredIsAMisuse() {
    final class Forgetful: UIViewController, UITableViewDataSource {
      let table = UITableView()
      override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        view.addSubview(table)
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      }
    }
    let screen = Forgetful()
    let (window, navigation) = shown("Home")
    navigation.pushViewController(screen, animated: false)
    #expect(screen.table.visibleCells.first?.reuseIdentifier == "Row")
    #expect(
      window.log.lines.contains {
        $0.hasPrefix("misuse(unregisteredReuseIdentifier, dequeueReusableCell(withIdentifier:for:)")
      })
  }

  // MARK: Ownership

  @Test func theDataSourceAndTheDelegateAreWeak() async {
    let table = UITableView()
    var source: ListScreen? = ListScreen("Source", sections: [items(1)])
    table.dataSource = source
    table.delegate = source
    await assertReleased([source!], configuration: quick) { source = nil }
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  /// The positive control: the data source that something else keeps survives, named.
  @Test func aDataSourceKeptElsewhereIsReportedAsALeak() async {
    let table = UITableView()
    let kept = ListScreen("Source", sections: [items(1)])
    table.dataSource = kept
    await withKnownIssue {
      await assertReleased([table.dataSource!], configuration: quick) { table.dataSource = nil }
    } matching: { issue in
      String(describing: issue).contains("Leak: ListScreen")
    }
  }

  @Test func theTableHoldsTheCellsItShowsAndThoseInItsReuseQueue() async {
    let (_, navigation) = pushList([items(2)])
    let table = { (navigation.topViewController as! ListScreen).tableView }
    weak let shown = table().visibleCells.first
    (navigation.topViewController as! ListScreen).sections = [[]]
    table().reloadData()
    #expect(table().visibleCells.isEmpty)
    #expect(shown != nil, "the cell waits in the reuse queue")
    #expect(shown?.superview == nil)
    (navigation.topViewController as! ListScreen).sections = [items(1)]
    table().reloadData()
    #expect(table().visibleCells.first === shown, "and is handed back")
    // Everything goes with the screen.
    await assertReleased(
      [navigation.topViewController!, table(), shown!], configuration: quick
    ) {
      navigation.popViewController(animated: false)
    }
  }

  @Test func aCellWithoutAReuseIdentifierIsLetGoWhenItsRowLeaves() async {
    final class Plain: UIViewController, UITableViewDataSource {
      let table = UITableView()
      var count = 1
      override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        view.addSubview(table)
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        count
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "Plain")
          ?? UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.detailTextLabel?.text = "detail"
        return cell
      }
    }
    let screen = Plain()
    _ = showing(screen)
    await assertReleased([screen.table.visibleCells[0]], configuration: quick) {
      screen.count = 0
      screen.table.reloadData()
    }
  }

  /// A cell's closure that captures its screen strongly keeps the screen alive through the
  /// table's cell: the screen's view holds the table, which holds the cell.
  @Test func aCellClosureThatCapturesItsScreenKeepsItAliveThroughTheTable() async throws {
    let (window, navigation) = pushList([items(1)], capturesStrongly: true)
    let audit = FlowAudit(window: window, configuration: quick)
    audit.registerScreen(navigation.topViewController!, label: "List", owner: nil)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.flatMap(\.objects).compactMap(\.label) == ["List"])
    #expect(
      report.text.contains(
        "in a cycle: ListScreen.tableView → UITableView.subviews[0] → "
          + "ItemCell.onFavorite{closure captures} → ListScreen"), "\(report.text)")
  }

  @Test func theCorrectCellClosureCapturesWeaklyAndTheScreenGoes() async {
    let (_, navigation) = pushList([items(3)])
    let list = { navigation.topViewController as! ListScreen }
    (list().tableView.visibleCells[1] as? ItemCell)?.onFavorite?()
    #expect(list().favorites == ["Item 1"])
    await assertReleased([list(), list().tableView.visibleCells[0]], configuration: quick) {
      navigation.popViewController(animated: false)
    }
  }

  /// A navigation controller in a window, a `ListScreen` on top of `Home`; the caller keeps
  /// only the navigation controller, so that the list can go.
  func pushList(_ sections: [[String]], capturesStrongly: Bool = false)
    -> (UIWindow, UINavigationController)
  {
    let screen = ListScreen("List", sections: sections)
    screen.capturesStrongly = capturesStrongly
    return showing(screen)
  }
}
