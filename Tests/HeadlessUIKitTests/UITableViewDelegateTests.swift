import HeadlessUIKit
import Testing

/// `UITableViewDelegate`'s optional methods, as UIKit assumes them.
@MainActor @Suite struct UITableViewDelegateTests {
  final class Empty: NSObject, UITableViewDelegate {}

  @Test func theDefaultsSelectTheTappedRowAndReadTheTablesSettings() {
    let delegate = Empty()
    let table = UITableView()
    table.rowHeight = 60
    table.estimatedRowHeight = 80
    table.sectionHeaderHeight = 28
    let path = IndexPath(row: 2, section: 1)
    #expect(delegate.tableView(table, willSelectRowAt: path) == path)
    #expect(delegate.tableView(table, willDeselectRowAt: path) == path)
    #expect(delegate.tableView(table, shouldHighlightRowAt: path))
    #expect(delegate.tableView(table, heightForRowAt: path) == 60)
    #expect(delegate.tableView(table, estimatedHeightForRowAt: path) == 80)
    #expect(delegate.tableView(table, heightForHeaderInSection: 1) == 28)
    #expect(delegate.tableView(table, viewForHeaderInSection: 1) == nil)
    #expect(delegate.tableView(table, editingStyleForRowAt: path) == .delete)
  }

  @Test func aTablesDelegateIsItsScrollViewsDelegate() {
    let delegate = Empty()
    let table = UITableView()
    table.delegate = delegate
    #expect((table as UIScrollView).delegate === delegate)
  }
}
