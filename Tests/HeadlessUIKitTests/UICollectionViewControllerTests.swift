import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UICollectionViewController`: its collection view is its view, it is its data source and
/// delegate, subclasses override their methods.
@MainActor @Suite struct UICollectionViewControllerTests {
  final class Albums: UICollectionViewController {
    var selected: [Int] = []
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 2 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = UICollectionViewCell(frame: .zero)
      cell.accessibilityLabel = "Album \(indexPath.item)"
      return cell
    }
    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      selected.append(indexPath.item)
    }
  }

  @Test func itsViewIsACollectionViewWithItsLayoutWhoseDataSourceAndDelegateItIs() {
    let layout = UICollectionViewFlowLayout()
    let albums = Albums(collectionViewLayout: layout)
    #expect(albums.collectionViewLayout === layout)
    #expect(albums.view === albums.collectionView)
    #expect(albums.collectionView.collectionViewLayout === layout)
    #expect(albums.collectionView.dataSource === albums)
    #expect(albums.collectionView.delegate === albums)
    #expect(Albums(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
  }

  @Test func itsItemsAreOfferedByTheirAccessibilityLabelAndTheOverridesCalled() throws {
    let albums = Albums(collectionViewLayout: UICollectionViewFlowLayout())
    let (window, _) = showing(albums)
    let offered = window.userInteractionsOnScreen
    #expect(
      offered.map(\.interaction.description) == [
        "selects item 0 of section 0 ('Album 0')", "selects item 1 of section 0 ('Album 1')",
      ])
    try window.performUserInteraction(
      at: offered[1].path, description: offered[1].interaction.description)
    #expect(albums.selected == [1])
  }

  @Test func viewWillAppearClearsTheSelection() {
    let albums = Albums(collectionViewLayout: UICollectionViewFlowLayout())
    let (_, navigation) = showing(albums)
    albums.collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(Screen("Detail"), animated: false)
    navigation.popViewController(animated: false)
    #expect(albums.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func beingItsCollectionViewsDataSourceAndDelegateMakesNoCycle() async {
    let (_, navigation) = showing(Albums(collectionViewLayout: UICollectionViewFlowLayout()))
    await assertReleased([navigation.topViewController!], configuration: quick) {
      navigation.popViewController(animated: false)
    }
  }
}
