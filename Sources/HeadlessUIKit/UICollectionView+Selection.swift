public import CoordinatorTree
public import Foundation

/// The selection, from code and from the user's tap, and what exploration offers.
extension UICollectionView: OffersUserInteractions {
  /// The selected items, in the order they were selected; `nil` when none is, as UIKit's.
  public var indexPathsForSelectedItems: [IndexPath]? {
    cells.selected.isEmpty ? nil : cells.selected
  }

  /// Selects an item from code, as UIKit's: the delegate is not told; in a collection that
  /// allows one selection, the item selected before is deselected; `nil` deselects every item.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Ignored: the model does not scroll.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in cells.selected { deselectFromCode(selected) }
      return
    }
    selectFromCode(indexPath, keepingOthers: allowsMultipleSelection)
  }

  /// Deselects an item from code, as UIKit's: the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Ignored.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselectFromCode(indexPath)
  }

  /// The user taps an item, from a test written by hand, as the explorer does (see
  /// `UICollectionViewDelegate` for the order of the delegate's calls).
  ///
  /// ```swift
  /// try collectionView.userSelectsItem(at: IndexPath(item: 0, section: 0))
  /// ```
  ///
  /// - Parameter indexPath: The item; any item that shows a cell.
  /// - Throws: `NavigationError` with the code `notOnScreen`, and nothing runs, when the
  ///   collection view is not on the screen on top, selection is off, or the item shows no
  ///   cell the user can reach.
  public func userSelectsItem(at indexPath: IndexPath) throws(NavigationError) {
    let description = "selects item \(indexPath.item) of section \(indexPath.section)"
    try performUserSelection(
      description, reaching: allowsSelection ? cells.cell(at: indexPath) : nil
    ) { userTapsItem(at: indexPath) }
  }

  /// What the user's tap on an item runs, as UIKit delivers it.
  ///
  /// - Parameter indexPath: The item tapped.
  func userTapsItem(at indexPath: IndexPath) {
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    let cell = cells.cell(at: indexPath)
    cell?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    cell?.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    if allowsMultipleSelection, cells.selected.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectFromCode(indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for other in cells.selected where other != indexPath {
        deselectFromCode(other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    selectFromCode(indexPath, keepingOthers: allowsMultipleSelection)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// What the user can do on the collection view: tap each of the first items of each
  /// section that show a cell the user can reach (see docs/uikit-surface.md), while selection
  /// is allowed.
  ///
  /// - Parameter view: The collection view itself.
  /// - Returns: `selects item I of section S ('text')`, in item order.
  package func userInteractions(on view: View) -> [ViewInteraction] {
    guard allowsSelection else { return [] }
    return offeredTaps(noun: "item") { collection, path in collection.userTapsItem(at: path) }
  }
}
