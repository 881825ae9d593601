import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITableViewDataSourcePrefetching`: held weakly, and never called, as the model never
/// scrolls.
@MainActor @Suite struct UITableViewDataSourcePrefetchingTests {
  final class Pager: NSObject, UITableViewDataSourcePrefetching {
    var asked: [IndexPath] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      asked += indexPaths
    }
  }

  @Test func thePrefetchDataSourceIsWeak() async {
    let tableView = UITableView()
    var pager: Pager? = Pager()
    tableView.prefetchDataSource = pager
    await assertReleased([pager!], configuration: quick) { pager = nil }
    #expect(tableView.prefetchDataSource == nil)
  }

  /// The positive control: a prefetch data source kept elsewhere survives, and is named.
  @Test func aPrefetchDataSourceKeptElsewhereIsReportedAsALeak() async {
    let tableView = UITableView()
    let kept = Pager()
    tableView.prefetchDataSource = kept
    await withKnownIssue {
      await assertReleased([tableView.prefetchDataSource!], configuration: quick) {
        tableView.prefetchDataSource = nil
      }
    } matching: { issue in
      String(describing: issue).contains("Leak: Pager")
    }
  }

  /// A table that loads its rows in a window asks its data source, never its prefetcher.
  @Test func aTableShownInAWindowNeverPrefetches() {
    let pager = Pager()
    let screen = ListScreen("List", sections: [items(30)])
    screen.tableView.prefetchDataSource = pager
    let (window, _) = showing(screen)
    #expect(screen.tableView.visibleCells.count == 10)
    #expect(pager.asked.isEmpty)
    #expect(screen.tableView.isPrefetchingEnabled)
    _ = window
  }
}
