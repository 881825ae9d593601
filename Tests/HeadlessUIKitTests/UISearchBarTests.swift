import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A search bar's delegate that records.
final class SearchDelegate: NSObject, UISearchBarDelegate {
  var heard: [String] = []
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    heard.append(searchText)
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { heard.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { heard.append("cancel") }
}

/// `UISearchBar`: the weak delegate, typing, and its two buttons.
@MainActor @Suite struct UISearchBarTests {
  @Test func theUserTypesSearchesAndCancels() async throws {
    let bar = UISearchBar()
    bar.placeholder = "Search"
    var delegate: SearchDelegate? = SearchDelegate()
    bar.delegate = delegate
    _ = screenShowing(bar)
    try bar.userTypes("ab")
    try bar.userTapsSearchButton()
    #expect(throws: NavigationError.self) { try bar.userTapsCancelButton() }
    bar.setShowsCancelButton(true, animated: true)
    try bar.userTapsCancelButton()
    #expect(delegate?.heard == ["a", "ab", "search", "cancel"])
    #expect(bar.text == "ab" && bar.searchTextField.text == "ab")
    bar.resignFirstResponder()
    await assertReleased([delegate!], configuration: quick) { delegate = nil }
  }
}
