public import CoordinatorTree

/// UIKit's label: the text it shows and how, kept as set; the model measures and draws no text.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Welcome"
/// title.font = .preferredFont(forTextStyle: .title1)
/// title.numberOfLines = 0
/// view.addSubview(title)
/// ```
///
/// As UIKit's, a label does not take the user's touches until the app says so
/// (``UIView/isUserInteractionEnabled`` is `false`): a tap recognizer on it is reachable only
/// then. Its accessibility label is its text unless set, which is how exploration names a
/// label that takes a tap (`taps 'Forgot password?'`).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text.
  open var text: String? {
    didSet { attributedTextSet = nil }
  }
  /// The styled text; setting it sets ``text`` to its characters.
  open var attributedText: NSAttributedString? {
    get { attributedTextSet ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      attributedTextSet = newValue
    }
  }
  private var attributedTextSet: NSAttributedString?
  /// The font: the system font of 17 points unless set.
  open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize)
  /// The text's colour: `.label` unless set.
  open var textColor: UIColor! = .label
  /// The text's colour while highlighted.
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted.
  open var isHighlighted = false
  /// Whether the label is enabled (drawn dimmed when not).
  open var isEnabled = true
  /// How the text lines up.
  open var textAlignment = NSTextAlignment.natural
  /// The most lines shown; 0 for as many as needed.
  open var numberOfLines = 1
  /// How a line too long is cut.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// Whether the font shrinks to fit the width; kept as set.
  open var adjustsFontSizeToFitWidth = false
  /// How far the font may shrink; kept as set.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the content size; kept as set.
  open var adjustsFontForContentSizeCategory = false
  /// The width for laying out several lines; kept as set.
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// Creates a label with a frame; it takes no touches until
  /// ``UIView/isUserInteractionEnabled`` is set.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// What VoiceOver reads: the label set, else the text, as UIKit's.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }
}
