public import CoordinatorTree
public import Foundation

/// A view controller whose view is a collection view, as UIKit's
/// `UICollectionViewController`: it is its collection view's data source and delegate.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///   init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///
///   override func collectionView(
///     _ collectionView: UICollectionView, numberOfItemsInSection section: Int
///   ) -> Int { photos.count }
/// }
/// ```
///
/// As in UIKit, `loadView()` makes a collection view with the layout it was made with, sets it
/// as the view (held strongly) and sets this view controller as its data source and delegate
/// (both weak); `viewWillAppear` clears the selection unless
/// ``clearsSelectionOnViewWillAppear`` is `false`. Every method of
/// `UICollectionViewDataSource`, `UICollectionViewDelegate` and `UIScrollViewDelegate` the
/// model spells is declared here, so a subclass overrides them, as with UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout `loadView()` gives the collection view.
  private let initialLayout: UICollectionViewLayout

  /// Whether `viewWillAppear` deselects every item (the delegate is not told); `true` by
  /// default, as UIKit's.
  open var clearsSelectionOnViewWillAppear = true

  /// The collection view: the view, loaded on first access.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  public var collectionViewLayout: UICollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout
  }

  /// Creates a collection view controller whose collection view has a layout.
  ///
  /// - Parameter layout: The layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a collection view controller with a flow layout; the model loads no nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a collection view controller from an archive, as a storyboard makes one: a flow
  /// layout.
  ///
  /// - Parameter coder: What the storyboard read; the model reads nothing from it.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Makes the collection view, its data source and delegate this view controller, as UIKit's.
  open override func loadView() {
    let collection = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Clears the selection unless ``clearsSelectionOnViewWillAppear`` is `false`; call `super`.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear {
      collectionView?.selectItem(at: nil, animated: animated, scrollPosition: .none)
    }
  }

  // MARK: UICollectionViewDataSource

  /// No items: override it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  /// A plain cell: override it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: A plain cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
  /// One section.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// A plain reusable view.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The kind.
  ///   - indexPath: The item.
  /// - Returns: A plain reusable view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView() }
  /// No item moves.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: No item moves.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it goes.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  /// Every item highlights.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Every item highlights.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Every item can be selected.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Every item can be selected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Every item can be deselected.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Every item can be deselected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing: override it to start a flow.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  // MARK: UIScrollViewDelegate

  /// Does nothing; never called (the model does not scroll).
  ///
  /// - Parameter scrollView: The scroll view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing; never called.
  ///
  /// - Parameter scrollView: The scroll view.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing; never called.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the scrolling goes on.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing; never called.
  ///
  /// - Parameter scrollView: The scroll view.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
