public import CoordinatorTree

/// UIKit's spinner: whether it spins, and hidden while stopped unless told otherwise, as
/// UIKit's.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// view.addSubview(spinner)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's look, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Hashable, Sendable {
    case medium, large, whiteLarge, white, gray
  }

  /// The look.
  open var style: Style
  /// The colour.
  open var color: UIColor!
  /// Whether the spinner hides while stopped; `true` by default, as UIKit's.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it spins.
  public private(set) var isAnimating = false

  /// Creates a stopped spinner of a style: hidden, as it hides while stopped.
  ///
  /// - Parameter style: The look.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// Creates a stopped spinner of the medium style.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a spinner from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning, and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning, and hides the spinner when it ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
