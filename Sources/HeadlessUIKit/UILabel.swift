/// A headless label, as UIKit's `UILabel`: a view that holds its text and draws nothing.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Inbox"
/// title.numberOfLines = 0
/// contentView.addSubview(title)
/// ```
///
/// Exploration names a table's row or a collection's item by the text of the labels in its
/// cell (see docs/uikit-surface.md). A label holds nothing an app owns.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown; `nil` unless set.
  open var text: String?
  /// The text's colour; kept, never drawn.
  open var textColor: UIColor?
  /// How many lines the text may take, 0 for as many as it needs; kept, never laid out.
  open var numberOfLines = 1
}
