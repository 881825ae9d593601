import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UICollectionView`: what it holds, what it asks its data source for and when, its reuse
/// queue and its layout.
@MainActor @Suite struct UICollectionViewTests {
  @Test func theCellsOfTheFirstTenItemsOfEachSectionLoadBeforeTheScreenAppears() {
    let screen = GridScreen(sections: [items(12), items(1, "Other")])
    screen.loadViewIfNeeded()
    #expect(screen.heard.isEmpty)
    _ = showing(screen)
    let grid = screen.collectionView
    #expect(grid.indexPathsForVisibleItems.count == 11)
    #expect(
      (grid.cellForItem(at: IndexPath(item: 9, section: 0)) as? TileCell)?.title.text == "Item 9")
    #expect(grid.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
    #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 0) == 12)
    #expect(grid.subviews.compactMap { $0 as? UICollectionViewCell } == grid.visibleCells)
  }

  @Test func aReloadInAWindowReusesTheCells() {
    let screen = GridScreen(sections: [items(2)])
    _ = showing(screen)
    let before = screen.collectionView.visibleCells.map(ObjectIdentifier.init)
    screen.sections = [["A", "B"]]
    screen.collectionView.reloadData()
    #expect(screen.collectionView.visibleCells.map(ObjectIdentifier.init) == before)
    #expect(
      screen.collectionView.visibleCells.compactMap { ($0 as? TileCell)?.title.text } == [
        "A", "B",
      ])
  }

  @Test func dequeueWithAnIdentifierNobodyRegisteredIsAMisuse() {
    final class Forgetful: UIViewController, UICollectionViewDataSource {
      let grid = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      override func viewDidLoad() {
        super.viewDidLoad()
        grid.dataSource = self
        view.addSubview(grid)
      }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: indexPath)
      }
    }
    let (window, navigation) = shown("Home")
    navigation.pushViewController(Forgetful(), animated: false)
    #expect(
      window.log.lines.contains {
        $0.hasPrefix(
          "misuse(unregisteredReuseIdentifier, dequeueReusableCell(withReuseIdentifier:for:)")
      })
  }

  @Test func theLayoutIsHeldStronglyAndPointsBackWeakly() async {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(grid.collectionViewLayout.collectionView === grid)
    let replaced = grid.collectionViewLayout
    grid.setCollectionViewLayout(UICollectionViewLayout(), animated: true)
    #expect(replaced.collectionView == nil)
    #expect(grid.collectionViewLayout.collectionView === grid)
    var held: UICollectionView? = grid
    _ = held
    weak let layout = grid.collectionViewLayout
    await assertReleased([layout!], configuration: quick) {
      held = nil
      grid.collectionViewLayout = UICollectionViewFlowLayout()
    }
  }

  @Test func theDataSourceAndTheDelegateAreWeak() async {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var source: GridScreen? = GridScreen(sections: [items(1)])
    grid.dataSource = source
    grid.delegate = source
    await assertReleased([source!], configuration: quick) { source = nil }
    #expect(grid.dataSource == nil && grid.delegate == nil)
  }

  /// The positive control: a cell's closure that captures its screen keeps it, through the
  /// collection view's cell.
  @Test func aCellClosureThatCapturesItsScreenKeepsItThroughTheCollectionView() async throws {
    let (window, navigation) = showing(
      {
        let screen = GridScreen(sections: [items(1)])
        screen.capturesStrongly = true
        return screen
      }())
    let audit = FlowAudit(window: window, configuration: quick)
    audit.registerScreen(navigation.topViewController!, label: "Grid", owner: nil)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(
      report.text.contains(
        "in a cycle: GridScreen.collectionView → UICollectionView.subviews[0] → "
          + "TileCell.onLike{closure captures} → GridScreen"), "\(report.text)")
  }

  @Test func headersAreAskedForWhenAClassIsRegisteredForThem() {
    final class Sectioned: UIViewController, UICollectionViewDataSource {
      let grid = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      override func viewDidLoad() {
        super.viewDidLoad()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.register(
          UICollectionReusableView.self,
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          withReuseIdentifier: "Header")
        grid.dataSource = self
        view.addSubview(grid)
      }
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        header.tag = 100 + indexPath.section
        return header
      }
    }
    let screen = Sectioned()
    _ = showing(screen)
    let headers = screen.grid.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionHeader)
    #expect(headers.map(\.tag) == [100, 101])
    #expect(headers.allSatisfy { $0.superview === screen.grid })
    #expect(
      screen.grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1))?.tag == 101)
    #expect(
      screen.grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter)
        .isEmpty)
  }
}
