import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITableViewDiffableDataSource`: the table's weak data source, holding its cell provider;
/// a snapshot applied keeps the cells of the items that stay.
@MainActor @Suite struct UITableViewDiffableDataSourceTests {
  /// A screen as the iOS 13 tutorials write it: it keeps its diffable data source.
  final class Inbox: UIViewController {
    let table = UITableView()
    var dataSource: UITableViewDiffableDataSource<Int, String>!
    var provided: [String] = []
    var capturesStrongly = false

    override func viewDidLoad() {
      super.viewDidLoad()
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      view.addSubview(table)
      let provider: UITableViewDiffableDataSource<Int, String>.CellProvider
      if capturesStrongly {
        provider = { table, path, item in self.cell(table, path, item) }
      } else {
        provider = { [weak self] table, path, item in self?.cell(table, path, item) }
      }
      dataSource = UITableViewDiffableDataSource(tableView: table, cellProvider: provider)
    }

    func cell(_ table: UITableView, _ path: IndexPath, _ item: String) -> UITableViewCell {
      provided.append(item)
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      cell.textLabel?.text = item
      return cell
    }

    func show(_ items: [String]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(items)
      dataSource.apply(snapshot, animatingDifferences: true)
    }
  }

  @Test func itIsTheTablesDataSourceAndShowsTheSnapshot() {
    let inbox = Inbox()
    _ = showing(inbox)
    #expect(inbox.table.dataSource === inbox.dataSource)
    inbox.show(["A", "B"])
    #expect(inbox.table.visibleCells.map { $0.textLabel?.text } == ["A", "B"])
    #expect(inbox.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "B")
    #expect(inbox.dataSource.indexPath(for: "A") == IndexPath(row: 0, section: 0))
    #expect(inbox.dataSource.sectionIdentifier(for: 0) == 0)
    #expect(inbox.dataSource.index(for: 0) == 0)
    #expect(inbox.dataSource.snapshot().itemIdentifiers == ["A", "B"])
  }

  @Test func applyingKeepsTheCellsOfItemsThatStayAndAsksForTheNewOnes() {
    let inbox = Inbox()
    _ = showing(inbox)
    inbox.show(["A", "B"])
    let cellB = inbox.table.visibleCells[1]
    inbox.provided.removeAll()
    inbox.show(["B", "C"])
    #expect(inbox.provided == ["C"])
    #expect(inbox.table.visibleCells.first === cellB)
    var snapshot = inbox.dataSource.snapshot()
    snapshot.reloadItems(["B"])
    inbox.dataSource.apply(snapshot)
    #expect(inbox.provided == ["C", "B"])
    inbox.dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(inbox.provided == ["C", "B", "B", "C"])
  }

  @Test func duplicateIdentifiersAreAMisuse() {
    let inbox = Inbox()
    let (window, _) = showing(inbox)
    inbox.show(["A", "A"])
    #expect(inbox.table.visibleCells.count == 1)
    #expect(
      window.log.lines.contains {
        $0.hasPrefix("misuse(invalidUpdate, apply(_:animatingDifferences:completion:)")
      })
  }

  /// The table holds its data source weakly: a data source nobody keeps goes, and the table
  /// shows nothing, as on a device.
  @Test func aDataSourceNobodyKeepsGoesAtOnce() async {
    let table = UITableView()
    weak var dataSource: UITableViewDiffableDataSource<Int, String>?
    do {
      let made = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
      dataSource = made
      #expect(table.dataSource === made)
    }
    #expect(dataSource == nil)
    #expect(table.dataSource == nil)
  }

  /// The positive control of the ownership above: the data source holds its provider strongly,
  /// so a provider that captures the screen keeps it.
  @Test func aCellProviderThatCapturesTheScreenKeepsIt() async throws {
    let (window, navigation) = showing(
      {
        let inbox = Inbox()
        inbox.capturesStrongly = true
        return inbox
      }())
    let audit = FlowAudit(window: window, configuration: quick)
    audit.registerScreen(navigation.topViewController!, label: "Inbox", owner: nil)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(
      report.text.contains(
        "in a cycle: Inbox.dataSource → UITableViewDiffableDataSource<Int, String>.cellProvider"
          // The closure stored in a local first, then passed: wrapped once more.
          + "{closure captures}{closure captures} → Inbox"), "\(report.text)")
  }

  @Test func theWeakProviderLetsTheScreenGo() async {
    let (_, navigation) = showing(Inbox())
    await assertReleased([navigation.topViewController!], configuration: quick) {
      navigation.popViewController(animated: false)
    }
  }
}
