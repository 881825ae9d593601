import CoordinatorTree
import ExplorerExampleApps
import Testing

/// Collection views: albums whose items open a grid, whose items open a photo, explored with
/// no declared action.
@MainActor @Suite struct PhotosAppTests {
  static func explorer(capturesWeakly: Bool) -> FlowExplorer<PhotosCoordinator> {
    FlowExplorer(depth: 2) { window in
      PhotosCoordinator(window: window, capturesWeakly: capturesWeakly)
    }
  }

  /// The positive control: the grid stays after the back button, kept by its cells' like
  /// closures through its collection view.
  @Test func aLikeClosureThatCapturesTheGridIsFoundThroughTheCollectionViewsCell() async {
    let exploration = await Self.explorer(capturesWeakly: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'PhotoCell' after user selects item 0 of section 0 ('Holidays'), user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "in a cycle: PhotoGridViewController.collectionView → UICollectionView.cells.loaded[0]"
          + ".cell → PhotoCell.onLike{closure captures} → PhotoGridViewController"),
      "\(exploration.text)")
    // The grid and its six cells, one bug.
    #expect(exploration.bugs.first?.findings.flatMap(\.objects).count == 7)
  }

  @Test func theWeakCaptureExploresClean() async {
    let exploration = await Self.explorer(capturesWeakly: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    // The albums; each album's grid (its album still selected below it), the same after a
    // cancelled swipe back (which cleared that selection), and the first three photos of each.
    #expect(exploration.states == 11)
  }
}
