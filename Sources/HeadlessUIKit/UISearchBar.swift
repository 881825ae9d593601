public import CoordinatorTree

/// UIKit's search bar: its text, the weak delegate, and what the user's typing, search and
/// cancel buttons call.
///
/// ```swift
/// searchBar.placeholder = "Search"
/// searchBar.delegate = self
/// ```
///
/// The ``delegate`` is weak, as UIKit's. In a test, `userTypes(_:)` sends one character at a
/// time through `searchBar(_:shouldChangeTextIn:replacementText:)` then
/// `searchBar(_:textDidChange:)`; `userTapsSearchButton()` calls
/// `searchBarSearchButtonClicked(_:)` and `userTapsCancelButton()`
/// `searchBarCancelButtonClicked(_:)` (refused unless ``showsCancelButton``). Exploration does
/// not type (see `UITextField`).
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The search bar's look, as `UISearchBar.Style`.
  public enum Style: Int, Hashable, Sendable {
    case `default`, prominent, minimal
  }

  /// The text: the empty string when there is none.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The text shown while empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line above the bar.
  open var prompt: String?
  /// Whether the cancel button shows.
  open var showsCancelButton = false
  /// The look.
  open var searchBarStyle = Style.default
  /// The bar's colour.
  open var barTintColor: UIColor?
  /// The titles of the scope buttons.
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// The field the user types in; held strongly.
  public let searchTextField = UISearchTextField()
  /// The delegate; weak, as UIKit's.
  open weak var delegate: (any UISearchBarDelegate)?

  /// Shows or hides the cancel button.
  ///
  /// - Parameters:
  ///   - showsCancelButton: Whether it shows.
  ///   - animated: Ignored.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The search bar can be the first responder, as its field.
  open override var canBecomeFirstResponder: Bool { true }

  /// Begins editing: `searchBarShouldBeginEditing`, then `searchBarTextDidBeginEditing`.
  ///
  /// - Returns: Whether the bar is the first responder now.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else {
      return false
    }
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  /// Ends editing: `searchBarShouldEndEditing`, then `searchBarTextDidEndEditing`.
  ///
  /// - Returns: Whether the bar resigned.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }

  /// What the keyboard does for each character typed.
  ///
  /// - Parameter typed: The characters, sent one at a time.
  func userTypesCharacters(_ typed: String) {
    Keyboard.type(
      typed, into: { text ?? "" },
      accepts: { range, replacement in
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
      },
      change: { new in
        text = new
        delegate?.searchBar(self, textDidChange: new)
      })
  }
}
