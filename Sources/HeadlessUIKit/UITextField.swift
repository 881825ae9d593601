public import CoordinatorTree

/// UIKit's text field: its text and how it is typed, the weak delegate, and the events and
/// notifications of editing, as UIKit sends them.
///
/// ```swift
/// email.placeholder = "Email"
/// email.keyboardType = .emailAddress
/// email.delegate = self
/// email.addTarget(self, action: LoginViewController.emailChanged, for: .editingChanged)
/// ```
///
/// The ``delegate`` is weak, as UIKit's. ``becomeFirstResponder()`` asks the delegate's
/// `textFieldShouldBeginEditing`, then editing begins: `textFieldDidBeginEditing`,
/// `.editingDidBegin` and `UITextField.textDidBeginEditingNotification`;
/// ``resignFirstResponder()`` the same for the end (the model posts no keyboard notification:
/// see `UIResponder.keyboardWillShowNotification`). What the user types
/// goes through `userTypes(_:)` in a test, one character at a time as a keyboard sends them:
/// `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse each, then the text
/// changes, `.editingChanged` is sent and `textDidChangeNotification` posted.
///
/// Exploration does not type: a text field's possible inputs have no bound, and no fixed
/// choice of text is one that every app's validation accepts, so no sound rule picks what to
/// type. Setting ``text`` from code sends nothing, as UIKit's. On Linux, observe these
/// notifications with `queue: nil`: under Swift Testing an observer on `.main` deadlocks the
/// post (see `UIResponder.keyboardWillShowNotification`).
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// How the border is drawn, as `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Hashable, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows, as `UITextField.ViewMode`.
  public enum ViewMode: Int, Hashable, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// Posted when editing begins.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when the text changes by the user.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when editing ends.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The text: the empty string, never `nil`, when there is none, as UIKit's.
  open var text: String? {
    get { storedText ?? "" }
    set { storedText = newValue }
  }
  private var storedText: String?
  /// The styled text.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The text shown while empty.
  open var placeholder: String?
  /// The styled placeholder.
  open var attributedPlaceholder: NSAttributedString?
  /// The font.
  open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize)
  /// The text's colour.
  open var textColor: UIColor?
  /// How the text lines up.
  open var textAlignment = NSTextAlignment.natural
  /// The border.
  open var borderStyle = BorderStyle.none
  /// When the clear button shows.
  open var clearButtonMode = ViewMode.never
  /// Whether editing starts by clearing the text.
  open var clearsOnBeginEditing = false
  /// A view at the left; held strongly.
  open var leftView: UIView?
  /// When the left view shows.
  open var leftViewMode = ViewMode.never
  /// A view at the right; held strongly.
  open var rightView: UIView?
  /// When the right view shows.
  open var rightViewMode = ViewMode.never
  /// A view shown in place of the keyboard; held strongly.
  open var inputView: UIView?
  /// A view shown above the keyboard; held strongly.
  open var inputAccessoryView: UIView?
  /// Whether the text is hidden, as for a password.
  open var isSecureTextEntry = false
  /// The keyboard's kind.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title.
  open var returnKeyType = UIReturnKeyType.default
  /// How text is capitalized.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether text is corrected.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// What the field holds, for autofill.
  open var textContentType: UITextContentType?
  /// Whether the font shrinks to fit; kept as set.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size; kept as set.
  open var minimumFontSize: CGFloat = 0
  /// The delegate; weak, as UIKit's.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited (it is the first responder).
  public private(set) var isEditing = false

  /// A text field can be the first responder while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing, as UIKit's: the delegate may refuse; then `textFieldDidBeginEditing`,
  /// `.editingDidBegin`, and the notification.
  ///
  /// - Returns: Whether the field is the first responder now.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    if clearsOnBeginEditing { text = "" }
    isEditing = true
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, as UIKit's: the delegate may refuse; then `textFieldDidEndEditing`,
  /// `.editingDidEnd`, and the notification.
  ///
  /// - Returns: Whether the field resigned.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    isEditing = false
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    return true
  }

  /// What the keyboard does for each character typed: the delegate may refuse it; then the
  /// text grows, `.editingChanged` is sent and the change posted.
  ///
  /// - Parameter typed: The characters, sent one at a time.
  func userTypesCharacters(_ typed: String) {
    Keyboard.type(
      typed, into: { text ?? "" },
      accepts: { range, replacement in
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
          ?? true
      },
      change: { new in
        text = new
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
      })
  }

  /// What the return key does: the delegate's `textFieldShouldReturn`, then, unless it refused,
  /// `.editingDidEndOnExit`.
  func userPressesReturnKey() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
  }

  /// A text field offers exploration nothing: what to type has no sound choice (see the type's
  /// documentation).
  ///
  /// - Parameter view: This field.
  /// - Returns: Nothing.
  package override func userInteractions(on view: View) -> [ViewInteraction] { [] }
}
