public import Foundation

/// UIKit's search bar delegate; every method is optional, and a search bar holds its delegate
/// weakly.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  ///
  /// - Parameter searchBar: The bar.
  /// - Returns: Whether it may; `true` unless implemented.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  ///
  /// - Parameter searchBar: The bar.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end.
  ///
  /// - Parameter searchBar: The bar.
  /// - Returns: Whether it may; `true` unless implemented.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  ///
  /// - Parameter searchBar: The bar.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed by the user.
  ///
  /// - Parameters:
  ///   - searchBar: The bar.
  ///   - searchText: The text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether typed text may replace a range.
  ///
  /// - Parameters:
  ///   - searchBar: The bar.
  ///   - range: The range replaced.
  ///   - text: The text typed.
  /// - Returns: Whether it may; `true` unless implemented.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The search button was tapped.
  ///
  /// - Parameter searchBar: The bar.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  ///
  /// - Parameter searchBar: The bar.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// `true`.
  ///
  /// - Parameter searchBar: The bar.
  /// - Returns: `true`.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter searchBar: The bar.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// `true`.
  ///
  /// - Parameter searchBar: The bar.
  /// - Returns: `true`.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter searchBar: The bar.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Nothing.
  ///
  /// - Parameters:
  ///   - searchBar: The bar.
  ///   - searchText: The text.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// `true`.
  ///
  /// - Parameters:
  ///   - searchBar: The bar.
  ///   - range: The range.
  ///   - text: The text.
  /// - Returns: `true`.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter searchBar: The bar.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  ///
  /// - Parameter searchBar: The bar.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
