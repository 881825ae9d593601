import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UICollectionViewDiffableDataSource`: the collection view's weak data source, holding its
/// cell and supplementary view providers.
@MainActor @Suite struct UICollectionViewDiffableDataSourceTests {
  final class Gallery: UIViewController {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var dataSource: UICollectionViewDiffableDataSource<String, String>!
    var headersAsked = 0
    var capturesStrongly = false

    override func viewDidLoad() {
      super.viewDidLoad()
      grid.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
      grid.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Header")
      view.addSubview(grid)
      dataSource = UICollectionViewDiffableDataSource(collectionView: grid) { grid, path, item in
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path) as? TileCell
        cell?.title.text = item
        return cell
      }
      if capturesStrongly {
        dataSource.supplementaryViewProvider = { grid, kind, path in
          self.headersAsked += 1
          return grid.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: path)
        }
      } else {
        dataSource.supplementaryViewProvider = { [weak self] grid, kind, path in
          self?.headersAsked += 1
          return grid.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: path)
        }
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["Paris", "Rome"])
      snapshot.appendItems(["Louvre"], toSection: "Paris")
      snapshot.appendItems(["Forum", "Pantheon"], toSection: "Rome")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func itShowsItsSnapshotWithAHeaderPerSection() {
    let gallery = Gallery()
    let (window, _) = showing(gallery)
    #expect(gallery.grid.dataSource === gallery.dataSource)
    #expect(
      gallery.grid.visibleCells.compactMap { ($0 as? TileCell)?.title.text } == [
        "Louvre", "Forum", "Pantheon",
      ])
    #expect(gallery.headersAsked == 2)
    #expect(gallery.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "Pantheon")
    #expect(gallery.dataSource.indexPath(for: "Forum") == IndexPath(item: 0, section: 1))
    #expect(gallery.dataSource.sectionIdentifier(for: 1) == "Rome")
    #expect(window.userInteractionsOnScreen.count == 3)
    var snapshot = gallery.dataSource.snapshot()
    snapshot.deleteSections(["Paris"])
    gallery.dataSource.apply(snapshot)
    #expect(gallery.headersAsked == 3, "the sections changed: asked again")
    gallery.dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(gallery.grid.visibleCells.count == 2)
  }

  /// The positive control: the data source holds its supplementary view provider strongly.
  @Test func aSupplementaryProviderThatCapturesTheScreenKeepsIt() async throws {
    let (window, navigation) = showing(
      {
        let gallery = Gallery()
        gallery.capturesStrongly = true
        return gallery
      }())
    let audit = FlowAudit(window: window, configuration: quick)
    audit.registerScreen(navigation.topViewController!, label: "Gallery", owner: nil)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak], "\(report.text)")
    #expect(report.text.contains("supplementaryViewProvider"), "\(report.text)")
  }

  @Test func theWeakProviderLetsTheScreenGo() async {
    let (_, navigation) = showing(Gallery())
    await assertReleased([navigation.topViewController!], configuration: quick) {
      navigation.popViewController(animated: false)
    }
  }
}
