import CoordinatorTree
import Foundation

/// When the table asks its data source: what the table and a collection view share (see
/// ``CellHosting``), with the table's questions.
extension UITableView: CellHosting, LaysOutBeforeAppearance {
  var hasDataSource: Bool { dataSource != nil }

  func askNumberOfSections() -> Int {
    dataSource?.numberOfSections(in: self) ?? 0
  }

  func askNumberOfItems(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  func askCell(at indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell() }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if isEditing { cell.setEditing(true, animated: false) }
    return cell
  }

  func tellWillDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  func tellDidEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Asks the delegate again for the header and footer views of the sections shown; the views
  /// it made before leave (a reusable one waits in the reuse queue).
  func reloadSectionViews() {
    for old in sectionViews {
      if old.view.superview === self { old.view.removeFromSuperview() }
      if let reusable = old.view as? UITableViewHeaderFooterView {
        headerFooterReuse.enqueue(reusable)
      }
    }
    sectionViews = []
    guard let delegate = tableDelegate, let counts = cells.counts else { return }
    for section in counts.indices.prefix(VisibleItems.sections) {
      if let header = delegate.tableView(self, viewForHeaderInSection: section) {
        sectionViews.append(SectionView(section: section, isHeader: true, view: header))
        addSubview(header)
      }
      if let footer = delegate.tableView(self, viewForFooterInSection: section) {
        sectionViews.append(SectionView(section: section, isHeader: false, view: footer))
        addSubview(footer)
      }
    }
  }

  func showSelection(_ selected: Bool, on cell: UITableViewCell) {
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
  }

  func explorationName(of cell: UITableViewCell) -> String? {
    VisibleItems.name(
      of: cell, contentView: cell.contentView, textLabel: cell.madeTextLabel,
      configuration: cell.contentConfiguration)
  }

  /// The layout before the screen appears: a reload that waits, then the missing cells.
  package func layOutBeforeAppearance() {
    layOutCells()
  }
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
