public import Foundation

/// UIKit's scroll view delegate: told of scrolling, which the model never does; every method
/// is optional.
///
/// ```swift
/// extension FeedViewController: UIScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: UIScrollView) { loadMoreIfNeeded() }
/// }
/// ```
///
/// A scroll view holds its delegate weakly, as UIKit's. The model has no touches and no
/// geometry, so it calls none of these methods: they are here so that delegates compile, and
/// so that a table or collection view controller's subclass may override them. Unlike UIKit's,
/// the optional methods are protocol requirements with default implementations.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called when the content offset changed; never called by the model.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Called when the user begins to drag; never called by the model.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Called when the user lifts a finger after a drag; never called by the model.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the scrolling goes on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Called when the scrolling stopped; never called by the model.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing by default.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the scrolling goes on.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing by default.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
