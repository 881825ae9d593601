public import Foundation

/// A headless view, as `UIView`: a tree of views with UIKit's ownership, and what the user
/// can reach in it.
///
/// ```swift
/// final class ProfileView: UIView {
///   let name = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     addSubview(name)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// Ownership is UIKit's, because that is what leak checks read: a view holds its
/// ``subviews`` strongly, and its ``superview`` and the view controller whose view it is
/// weakly; a view controller holds its ``ViewController/view``. Geometry is kept as the app
/// sets it (``frame``, ``bounds``) and never computed: the model lays nothing out and draws
/// nothing. Whether the user can reach a view is what decides: a view is reachable while it,
/// and every view above it, is not hidden, not fully transparent, and takes user interaction.
@preconcurrency @MainActor
open class View: Responder {
  /// The views inside this one, in order, back to front; owned strongly.
  public private(set) var subviews: [View] = []
  /// The view this one is inside; weak, as in UIKit.
  public private(set) weak var superview: View?
  /// The view controller whose view this is; weak, as UIKit's.
  weak var owningViewController: ViewController?
  /// What the view holds strongly besides its subviews and may offer the user something to
  /// do (see ``OffersUserInteractions``): HeadlessUIKit keeps a view's gesture recognizers
  /// here, as UIKit's view holds them.
  package var interactionSources: [AnyObject] = []

  /// The frame the app set, in the superview's coordinates; never computed.
  open var frame: CGRect
  /// The bounds the app set; the frame's size at the origin unless set.
  open var bounds: CGRect {
    get { boundsSet ?? CGRect(origin: .zero, size: frame.size) }
    set { boundsSet = newValue }
  }
  private var boundsSet: CGRect?

  /// Whether the view is hidden: it and everything inside it cannot be reached by the user.
  open var isHidden = false
  /// The opacity, from 0 to 1; a view at 0 cannot be reached by the user, as in UIKit, where
  /// views with an alpha below 0.01 get no touches.
  open var alpha: CGFloat = 1
  /// Whether the user can interact with the view and what is inside it.
  open var isUserInteractionEnabled = true
  /// A number the app gives the view, for ``viewWithTag(_:)``.
  open var tag = 0
  /// What VoiceOver says for the view; exploration names a control by it when it has no title.
  open var accessibilityLabel: String?
  /// The app's identifier of the view, for UI tests.
  open var accessibilityIdentifier: String?

  // MARK: Appearance (kept as set, never drawn)

  /// The background colour.
  open var backgroundColor: Color?
  /// The tint, as UIKit's: the colour set on this view, else its superview's, else the system's
  /// blue.
  ///
  /// Setting it calls ``tintColorDidChange()``.
  open var tintColor: Color! {
    get { tintColorSet ?? superview?.tintColor ?? Color.systemBlue }
    set {
      tintColorSet = newValue
      tintColorDidChange()
    }
  }
  private var tintColorSet: Color?
  /// Called when the tint changes.
  open func tintColorDidChange() {}
  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// How the content fills the view; kept as set.
  open var contentMode = ContentMode.scaleToFill
  /// The transform; kept as set, never applied.
  open var transform = CGAffineTransform.identity
  /// The layer's class, made for this view on first use of ``layer``; override it to give the
  /// view a layer of your own (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
  open class var layerClass: AnyClass { Layer.self }
  /// The view's layer, made on first use from ``layerClass`` and held strongly; its delegate
  /// is the view, weakly.
  public private(set) lazy var layer: Layer = {
    let made = (type(of: self).layerClass as? Layer.Type ?? Layer.self).init()
    made.delegate = self
    return made
  }()

  // MARK: Layout (kept as set, never computed)

  /// Whether the autoresizing mask becomes constraints; `true` until the app sets it, as in UIKit.
  ///
  /// Kept as set.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes with its superview; kept as set.
  open var autoresizingMask = AutoresizingMask()
  /// The margins for laying out content; kept as set.
  open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins for laying out content, in the reading direction; kept as set.
  open var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// Whether the superview's margins count too; kept as set.
  open var preservesSuperviewLayoutMargins = false
  /// Whether the margins include the safe area; kept as set.
  open var insetsLayoutMarginsFromSafeArea = true
  /// The insets of the safe area: none, as the model has no screen.
  open var safeAreaInsets: EdgeInsets { .zero }
  /// The constraints installed on this view, held strongly as UIKit's view holds them
  /// (HeadlessUIKit's `NSLayoutConstraint`s, which hold the views they relate weakly).
  package var installedConstraints: [AnyObject] = []
  /// The layout guides this view owns, held strongly (HeadlessUIKit's `UILayoutGuide`s, which
  /// point back weakly).
  package var ownedLayoutGuides: [AnyObject] = []
  /// Whether ``setNeedsLayout()`` asked for a layout that has not run.
  public private(set) var needsLayout = false

  /// Override to lay out the subviews; called by ``layoutIfNeeded()`` after ``setNeedsLayout()``.
  ///
  /// The model lays nothing out by itself.
  open func layoutSubviews() {}
  /// Asks for a layout: the next ``layoutIfNeeded()`` calls ``layoutSubviews()``.
  open func setNeedsLayout() { needsLayout = true }
  /// Runs ``layoutSubviews()`` now, here and in the subviews, where a layout was asked for,
  /// as UIKit's; the model computes no frame.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }
  /// Override to update constraints; the model calls it from ``updateConstraintsIfNeeded()``.
  open func updateConstraints() {}
  /// Asks for ``updateConstraints()``: the next ``updateConstraintsIfNeeded()`` calls it.
  open func setNeedsUpdateConstraints() { needsConstraintsUpdate = true }
  /// Calls ``updateConstraints()`` now if asked.
  open func updateConstraintsIfNeeded() {
    guard needsConstraintsUpdate else { return }
    needsConstraintsUpdate = false
    updateConstraints()
  }
  private var needsConstraintsUpdate = false
  /// The size the content needs: none, unless a subclass says.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
  /// Says that ``intrinsicContentSize`` changed; the model lays nothing out.
  open func invalidateIntrinsicContentSize() {}
  /// The size that fits: the current bounds' size, unless a subclass says.
  ///
  /// - Parameter size: The space offered.
  /// - Returns: The size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// Resizes the frame to ``sizeThatFits(_:)``.
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  /// The size the constraints give: the target, as the model solves no constraint.
  ///
  /// - Parameter targetSize: The size asked for.
  /// - Returns: `targetSize`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
  /// Called when the layout margins change.
  open func layoutMarginsDidChange() {}
  /// Called when the safe area changes; never, as the model has no screen.
  open func safeAreaInsetsDidChange() {}
  /// Override to draw; the model draws nothing and never calls it.
  ///
  /// - Parameter rect: The part to draw.
  open func draw(_ rect: CGRect) {}
  /// Asks for the view to be drawn again; the model draws nothing.
  open func setNeedsDisplay() {}

  /// What ``intrinsicContentSize`` says for a dimension without a size of its own.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Creates a view with a frame.
  ///
  /// - Parameter frame: The frame, kept as given.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a zero frame, as `UIView()`.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive, as UIKit's initializer for views made by a storyboard or
  /// a nib; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  // MARK: The tree

  /// Adds a view on top of this one's subviews, as UIKit's: a view inside another view is
  /// first removed from it.
  ///
  /// - Parameter view: The view to add; adding a view to itself or to a view inside it does
  ///   nothing (UIKit raises).
  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view among this one's subviews at an index, as UIKit's.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Where, from the back; past the end means on top.
  open func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let sameSuperview = view.superview === self
    if !sameSuperview { view.willMove(toSuperview: self) }
    let kept = view  // the view lives while it moves, though its old superview lets go
    if let former = kept.superview {
      if !sameSuperview { former.willRemoveSubview(kept) }
      former.subviews.removeAll { $0 === kept }
    }
    subviews.insert(kept, at: min(max(index, 0), subviews.count))
    kept.superview = self
    if !sameSuperview {
      kept.didMoveToSuperview()
      didAddSubview(kept)
    }
  }

  /// Inserts a view just above a sibling, as UIKit's.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - sibling: One of this view's subviews; when it is not, the view goes on top.
  open func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below a sibling, as UIKit's.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - sibling: One of this view's subviews; when it is not, the view goes on top.
  open func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Takes this view out of its superview, which lets go of it, as UIKit's.
  open func removeFromSuperview() {
    guard let superview else { return }
    willMove(toSuperview: nil)
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    didMoveToSuperview()
  }

  /// Moves a subview on top of the others.
  ///
  /// - Parameter view: One of this view's subviews; anything else is left alone.
  open func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview behind the others.
  ///
  /// - Parameter view: One of this view's subviews; anything else is left alone.
  open func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Whether this view is `view` or inside it.
  ///
  /// - Parameter view: The possible ancestor.
  /// - Returns: Whether `view` is this view or one of its superviews.
  public func isDescendant(of view: View) -> Bool {
    var node: View? = self
    while let current = node {
      if current === view { return true }
      node = current.superview
    }
    return false
  }

  /// The first view with this tag, this view first, then depth first through the subviews, as
  /// UIKit's.
  ///
  /// - Parameter tag: The tag.
  /// - Returns: The view found, or `nil`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called before the superview changes; `nil` when the view is being removed.
  ///
  /// - Parameter newSuperview: The superview to come.
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the superview changed.
  open func didMoveToSuperview() {}
  /// Called after a view was added among this one's subviews.
  ///
  /// - Parameter subview: The view added.
  open func didAddSubview(_ subview: View) {}
  /// Called before a view leaves this one's subviews (removed, or moved elsewhere).
  ///
  /// - Parameter subview: The view leaving.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: Where it is

  /// The window this view is in: that of the view controller whose view is at the top of its
  /// chain of superviews, while that view controller is on screen; `nil` otherwise, as UIKit's
  /// (a view controller covered by another on its stack has its view out of the window).
  public var window: Window? {
    guard let controller = rootView.owningViewController,
      controller.appearance != .disappeared
    else { return nil }
    return controller.hostWindow
  }

  /// The view at the top of this view's chain of superviews (itself when it has none).
  package var rootView: View {
    var root = self
    while let superview = root.superview { root = superview }
    return root
  }

  /// The next responder, as UIKit's: the view controller whose view this is, else the
  /// superview.
  open override var next: Responder? { owningViewController ?? superview }

  /// Whether the user can reach this view by itself: not hidden, not transparent, taking user
  /// interaction.
  ///
  /// The views above it decide too (see ``isReachableByUser``).
  var acceptsUser: Bool { !isHidden && alpha >= 0.01 && isUserInteractionEnabled }

  /// Whether the user can reach this view: it and every view above it accept the user.
  public var isReachableByUser: Bool {
    var node: View? = self
    while let current = node {
      if !current.acceptsUser { return false }
      node = current.superview
    }
    return true
  }
}
