import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UICollectionViewDataSourcePrefetching`: held weakly, and never called, as the model never
/// scrolls.
@MainActor @Suite struct UICollectionViewDataSourcePrefetchingTests {
  final class Pager: NSObject, UICollectionViewDataSourcePrefetching {
    var asked: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
      asked += indexPaths
    }
  }

  @Test func thePrefetchDataSourceIsWeak() async {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var pager: Pager? = Pager()
    collectionView.prefetchDataSource = pager
    await assertReleased([pager!], configuration: quick) { pager = nil }
    #expect(collectionView.prefetchDataSource == nil)
  }

  /// The positive control: a prefetch data source kept elsewhere survives, and is named.
  @Test func aPrefetchDataSourceKeptElsewhereIsReportedAsALeak() async {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let kept = Pager()
    collectionView.prefetchDataSource = kept
    await withKnownIssue {
      await assertReleased([collectionView.prefetchDataSource!], configuration: quick) {
        collectionView.prefetchDataSource = nil
      }
    } matching: { issue in
      String(describing: issue).contains("Leak: Pager")
    }
  }

  /// A collection view that loads its items in a window asks its data source, never its prefetcher.
  @Test func aCollectionViewShownInAWindowNeverPrefetches() {
    let pager = Pager()
    let screen = GridScreen(sections: [items(30)])
    screen.collectionView.prefetchDataSource = pager
    let (window, _) = showing(screen)
    #expect(screen.collectionView.visibleCells.count == 10)
    #expect(pager.asked.isEmpty)
    #expect(screen.collectionView.isPrefetchingEnabled)
    _ = window
  }
}
