import CoordinatorTree
import Foundation

/// When the collection view asks its data source: what it shares with a table (see
/// ``CellHosting``), with its own questions.
extension UICollectionView: CellHosting, LaysOutBeforeAppearance {
  var hasDataSource: Bool { dataSource != nil }

  func askNumberOfSections() -> Int {
    dataSource?.numberOfSections(in: self) ?? 0
  }

  func askNumberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  func askCell(at indexPath: IndexPath) -> UICollectionViewCell {
    dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell()
  }

  func tellWillDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  func tellDidEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  func showSelection(_ selected: Bool, on cell: UICollectionViewCell) {
    if cell.isSelected != selected { cell.isSelected = selected }
  }

  func explorationName(of cell: UICollectionViewCell) -> String? {
    VisibleItems.name(
      of: cell, contentView: cell.contentView, textLabel: nil,
      configuration: cell.contentConfiguration)
  }

  /// Asks the data source again for the headers and footers of the sections shown, for each
  /// kind a class is registered for (headers first, then footers, then other kinds by name);
  /// those it made before leave, to their reuse queue.
  func reloadSectionViews() {
    for old in supplementaryViews {
      if old.view.superview === self { old.view.removeFromSuperview() }
      supplementaryReuse[old.kind]?.enqueue(old.view)
    }
    supplementaryViews = []
    guard let dataSource, let counts = cells.counts else { return }
    let order = [Self.elementKindSectionHeader, Self.elementKindSectionFooter]
    let kinds = supplementaryReuse.keys.sorted {
      (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
    }
    for section in counts.indices.prefix(VisibleItems.sections) {
      for kind in kinds where supplementaryReuse[kind]?.registrations.isEmpty == false {
        let path = IndexPath(item: 0, section: section)
        let view = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: path)
        supplementaryViews.append(SupplementaryView(kind: kind, indexPath: path, view: view))
        addSubview(view)
      }
    }
  }

  /// The layout before the screen appears: a reload that waits, then the missing cells.
  package func layOutBeforeAppearance() {
    layOutCells()
  }
}

extension UICollectionReusableView: ReusableView {}
