import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// When a table asks for its cells and section views: the layout before the screen appears,
/// for every table and collection in its view tree, cells' own included.
@MainActor @Suite struct UITableViewLoadingTests {
  /// A feed whose rows hold a carousel: a collection view inside each cell, and a header view
  /// for each section.
  final class FeedScreen: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource
  {
    let table = UITableView(frame: .zero, style: .grouped)
    var asked: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      table.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
      table.dataSource = self
      table.delegate = self
      view.addSubview(table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 12 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "Carousel")
      let carousel = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
      carousel.tag = indexPath.section
      carousel.dataSource = self
      cell.contentView.addSubview(carousel)
      return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      asked.append("header \(section)")
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      header?.textLabel?.text = "Section \(section)"
      return header
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 2 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      asked.append("tile \(collectionView.tag).\(indexPath.item)")
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
  }

  @Test func aCollectionInsideACellLoadsInTheSameLayoutPass() {
    let screen = FeedScreen()
    _ = showing(screen)
    #expect(screen.table.visibleCells.count == 10, "the first ten sections show")
    #expect(screen.asked.filter { $0.hasPrefix("tile") }.count == 20)
    #expect(screen.asked.prefix(3) == ["header 0", "header 1", "header 2"])
  }

  @Test func theHeadersOfTheSectionsShownAreAskedForAndHeldAsSubviews() {
    let screen = FeedScreen()
    _ = showing(screen)
    #expect(screen.asked.filter { $0.hasPrefix("header") }.count == 10)
    let header = screen.table.headerView(forSection: 3)
    #expect(header?.textLabel?.text == "Section 3")
    #expect(header?.superview === screen.table)
    #expect(screen.table.footerView(forSection: 3) == nil)
    // A reload sends them to the reuse queue and asks again: the same views come back.
    screen.table.reloadData()
    #expect(screen.table.headerView(forSection: 3) === header)
    #expect(screen.asked.filter { $0.hasPrefix("header") }.count == 20)
  }

  @Test func theTableHoldsItsSectionViewsAndTheyGoWithIt() async {
    let (_, navigation) = showing(FeedScreen())
    let table = { (navigation.topViewController as! FeedScreen).table }
    weak let header = table().headerView(forSection: 0)
    #expect(header != nil, "only the table holds it")
    await assertReleased([header!, table()], configuration: quick) {
      navigation.popViewController(animated: false)
    }
  }

  @Test func aScreenThatAppearsAgainDoesNotReloadItsTable() {
    let screen = ListScreen("List", sections: [items(2)])
    let (_, navigation) = showing(screen)
    navigation.pushViewController(Screen("Detail"), animated: false)
    screen.heard.removeAll()
    navigation.popViewController(animated: false)
    #expect(screen.heard.isEmpty, "its cells stayed")
  }

  /// A data source that reloads from `cellForRowAt`: the reload waits for the next layout,
  /// rather than starting again inside the one under way.
  @Test func aReloadAskedWhileLoadingWaitsForTheNextLayout() {
    final class Eager: UIViewController, UITableViewDataSource {
      let table = UITableView()
      var asked = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        view.addSubview(table)
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        asked += 1
        tableView.reloadData()
        return UITableViewCell()
      }
    }
    let screen = Eager()
    let (_, navigation) = showing(screen)
    #expect(screen.asked == 2)
    #expect(screen.table.visibleCells.count == 2)
    navigation.pushViewController(Screen("Detail"), animated: false)
    navigation.popViewController(animated: false)
    #expect(screen.asked == 4, "reloaded at the next appearance")
  }
}
