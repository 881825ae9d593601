import HeadlessUIKit
import Testing

/// `UITableViewDataSource`'s optional methods, as UIKit assumes them when a data source does
/// not implement them.
@MainActor @Suite struct UITableViewDataSourceTests {
  final class Minimal: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    { UITableViewCell() }
  }

  @Test func aDataSourceThatImplementsOnlyTheRequiredMethodsHasOneSection() {
    let source = Minimal()
    let table = UITableView()
    table.dataSource = source
    #expect(source.numberOfSections(in: table) == 1)
    #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
    #expect(source.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(source.tableView(table, titleForFooterInSection: 0) == nil)
    #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
    #expect(!source.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    #expect(source.sectionIndexTitles(for: table) == nil)
  }

  @Test func aTableWithoutADataSourceHasNoRows() {
    let table = UITableView()
    #expect(table.numberOfSections == 0)
    #expect(table.visibleCells.isEmpty)
  }
}
