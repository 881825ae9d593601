public import CoordinatorTree

/// UIKit's image view: the image it shows, kept as set; nothing is drawn.
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
/// avatar.contentMode = .scaleAspectFill
/// avatar.isUserInteractionEnabled = true
/// avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped))
/// ```
///
/// As UIKit's, an image view does not take the user's touches until the app says so
/// (``UIView/isUserInteractionEnabled`` is `false`): a tap recognizer on it is reachable only
/// then, which is a common bug on a device and in the model alike.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image.
  open var image: UIImage?
  /// The image while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted.
  open var isHighlighted = false
  /// The images of an animation, kept as set.
  open var animationImages: [UIImage]?
  /// The animation's duration, kept as set.
  open var animationDuration: TimeInterval = 0
  /// Whether the animation runs.
  public private(set) var isAnimating = false

  /// Creates an image view showing an image.
  ///
  /// - Parameter image: The image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing an image, and another while highlighted.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - highlightedImage: The image while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// Creates an empty image view with a frame.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Starts the animation (nothing is drawn).
  open func startAnimating() { isAnimating = true }
  /// Stops the animation.
  open func stopAnimating() { isAnimating = false }
}
