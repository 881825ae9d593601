public import CoordinatorTree

/// UIKit's text view: multi-line text, the weak delegate, and the editing callbacks and
/// notifications as UIKit sends them.
///
/// ```swift
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.delegate = self
/// ```
///
/// Editing works as for `UITextField`: ``becomeFirstResponder()`` asks
/// `textViewShouldBeginEditing`, then `textViewDidBeginEditing` and the notification;
/// `userTypes(_:)` in a test sends one character at a time through
/// `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChange` and the
/// notification. Exploration does not type (see `UITextField`). UIKit's text view is a scroll
/// view; here it is a plain view with `isScrollEnabled` and `contentInset` kept as set.
@preconcurrency @MainActor
open class UITextView: UIView {
  /// Posted when editing begins.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when the text changes by the user.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when editing ends.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The text: the empty string, never `nil`, when there is none.
  open var text: String! {
    get { storedText ?? "" }
    set { storedText = newValue }
  }
  private var storedText: String?
  /// The styled text.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text) }
    set { text = newValue?.string }
  }
  /// The font.
  open var font: UIFont? = .systemFont(ofSize: 12)
  /// The text's colour.
  open var textColor: UIColor?
  /// How the text lines up.
  open var textAlignment = NSTextAlignment.natural
  /// Whether the user may edit.
  open var isEditable = true
  /// Whether the user may select.
  open var isSelectable = true
  /// Whether the text scrolls; kept as set.
  open var isScrollEnabled = true
  /// The insets around the content; kept as set.
  open var contentInset = UIEdgeInsets.zero
  /// The insets around the text; kept as set.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The keyboard's kind.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title.
  open var returnKeyType = UIReturnKeyType.default
  /// A view shown above the keyboard; held strongly.
  open var inputAccessoryView: UIView?
  /// The delegate; weak, as UIKit's.
  open weak var delegate: (any UITextViewDelegate)?

  /// Creates an empty text view.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text view from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A text view can be the first responder while editable or selectable.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Begins editing: the delegate may refuse; then `textViewDidBeginEditing` and the
  /// notification.
  ///
  /// - Returns: Whether the view is the first responder now.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    delegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing: the delegate may refuse; then `textViewDidEndEditing` and the notification.
  ///
  /// - Returns: Whether the view resigned.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    delegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    return true
  }

  /// What the keyboard does for each character typed.
  ///
  /// - Parameter typed: The characters, sent one at a time.
  func userTypesCharacters(_ typed: String) {
    Keyboard.type(
      typed, into: { text ?? "" },
      accepts: { range, replacement in
        delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
      },
      change: { new in
        text = new
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
      })
  }
}
