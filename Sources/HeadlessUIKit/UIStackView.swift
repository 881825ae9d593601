public import CoordinatorTree

/// UIKit's stack view: the views it arranges, with UIKit's ownership and its best-known trap.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [titleLabel, buyButton])
/// stack.axis = .vertical
/// stack.spacing = 8
/// view.addSubview(stack)
/// ```
///
/// ``addArrangedSubview(_:)`` makes the view a subview too; ``removeArrangedSubview(_:)`` only
/// stops arranging it: the view stays a subview, held and reachable, until
/// ``UIView/removeFromSuperview()`` (which also stops arranging it), exactly as in UIKit. The
/// model lays nothing out: axis, spacing, alignment and distribution are kept as set.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How views line up across the axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Hashable, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    /// The top: the same as ``leading`` for a horizontal stack.
    public static var top: Alignment { .leading }
    /// The bottom: the same as ``trailing`` for a horizontal stack.
    public static var bottom: Alignment { .trailing }
  }

  /// How views share the axis, as `UIStackView.Distribution`.
  public enum Distribution: Int, Hashable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// The views arranged, in order; held strongly, and subviews as well.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The axis; horizontal unless set.
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// How views line up across the axis.
  open var alignment = Alignment.fill
  /// How views share the axis.
  open var distribution = Distribution.fill
  /// The space between views.
  open var spacing: CGFloat = 0
  /// Whether the layout margins frame the views; kept as set.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether the baselines place the views; kept as set.
  open var isBaselineRelativeArrangement = false
  /// The spaces set after arranged views, by view, held weakly (the stack holds its views).
  ///
  /// A list, not a dictionary keyed by `ObjectIdentifier`: an exploration's state key
  /// reads references, not raw pointers.
  private var customSpacings: [(view: WeakBox, spacing: CGFloat)] = []

  /// Creates a stack view arranging views.
  ///
  /// - Parameter views: The views, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Arranges a view last, and makes it a subview.
  ///
  /// - Parameter view: The view.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges a view at an index, and makes it a subview.
  ///
  /// - Parameters:
  ///   - view: The view; one already arranged moves.
  ///   - stackIndex: Where among the arranged views.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  /// Stops arranging a view, as UIKit's: **the view stays a subview** (call
  /// `removeFromSuperview()` to take it out).
  ///
  /// - Parameter view: An arranged view.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings.removeAll { $0.view.object === view }
  }

  /// Sets the space after one arranged view.
  ///
  /// - Parameters:
  ///   - spacing: The space.
  ///   - arrangedSubview: The view it follows.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings.removeAll { $0.view.object === arrangedSubview }
    customSpacings.append((WeakBox(arrangedSubview), spacing))
  }

  /// The space after one arranged view: its own, or ``spacing``.
  ///
  /// - Parameter arrangedSubview: The view.
  /// - Returns: The space.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.last { $0.view.object === arrangedSubview }?.spacing ?? spacing
  }

  /// A subview that leaves stops being arranged, as in UIKit.
  ///
  /// - Parameter subview: The view leaving.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }
}
