public import CoordinatorTree

/// UIKit's view: the model's ``CoordinatorTree/View``, with UIKit's ownership (subviews held
/// strongly, the superview and the view controller weakly).
///
/// ```swift
/// final class ProfileView: UIView {
///   let name = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     backgroundColor = .systemBackground
///     layer.cornerRadius = 12
///     addSubview(name)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// What the app sets is kept (`backgroundColor`, `tintColor`, `alpha`, `isHidden`, `layer`,
/// `clipsToBounds`, `contentMode`, `transform`, `frame`, the margins); geometry is never
/// computed and nothing is drawn. `layoutSubviews()` runs from `layoutIfNeeded()` after
/// `setNeedsLayout()`. See docs/uikit-surface.md.
public typealias UIView = View

extension UIView {
  /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
}

/// How a view's content fills it: the model's ``CoordinatorTree/View/ContentMode``.
public typealias UIViewContentMode = View.ContentMode
