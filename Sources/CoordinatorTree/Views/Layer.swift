public import Foundation

/// A view's layer, as Core Animation's `CALayer`: the values apps set on it (corners, border,
/// shadow, opacity) kept as set, and a tree of sublayers; nothing is drawn or animated.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderColor = UIColor.separator.cgColor
/// card.layer.shadowOpacity = 0.2
/// let gradient = CAGradientLayer()
/// card.layer.insertSublayer(gradient, at: 0)
/// ```
///
/// Ownership is Core Animation's: a layer holds its ``sublayers`` and its ``mask`` strongly,
/// its ``superlayer`` and its ``delegate`` (a view's layer's delegate is the view) weakly; a
/// view holds its layer. The model keeps a view's subviews' layers out of its layer's
/// ``sublayers``: only the layers the app adds are there.
@preconcurrency @MainActor
open class Layer: NSObject {
  /// Which corners ``cornerRadius`` rounds, as `CACornerMask`.
  public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  }

  /// The curve of rounded corners, as `CALayerCornerCurve`.
  public struct CornerCurve: Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve by name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Circular corners: the default.
    public static let circular = CornerCurve(rawValue: "circular")
    /// Continuous corners, as the system's.
    public static let continuous = CornerCurve(rawValue: "continuous")
  }

  /// Creates a layer, as `CALayer()`; a subclass used as a view's `layerClass` must keep this
  /// initializer.
  public required override init() {
    super.init()
  }

  /// The frame, kept as set.
  open var frame = CGRect.zero
  /// The bounds, kept as set.
  open var bounds = CGRect.zero
  /// The position, kept as set.
  open var position = CGPoint.zero
  /// The anchor point, kept as set.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The order among siblings, kept as set.
  open var zPosition: CGFloat = 0
  /// The background colour.
  open var backgroundColor: CGColor?
  /// The corners' radius.
  open var cornerRadius: CGFloat = 0
  /// Which corners are rounded; all by default.
  open var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The curve of the rounded corners.
  open var cornerCurve = CornerCurve.circular
  /// Whether sublayers are clipped to the bounds; a view's `clipsToBounds`.
  open var masksToBounds = false
  /// The border's width.
  open var borderWidth: CGFloat = 0
  /// The border's colour.
  open var borderColor: CGColor?
  /// The shadow's colour.
  open var shadowColor: CGColor?
  /// The shadow's opacity, from 0 to 1.
  open var shadowOpacity: Float = 0
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// The opacity, from 0 to 1.
  open var opacity: Float = 1
  /// Whether the layer is hidden.
  open var isHidden = false
  /// What the layer shows (an image), kept as set.
  open var contents: Any?
  /// Whether the layer is drawn once into a bitmap, kept as set.
  open var shouldRasterize = false
  /// The scale of that bitmap, kept as set.
  open var rasterizationScale: CGFloat = 1
  /// A name for the layer.
  open var name: String?
  /// A layer whose shape clips this one; held strongly.
  open var mask: Layer?
  /// The object that draws and lays out the layer; weak (a view's layer's is the view).
  public weak var delegate: AnyObject?

  /// The layers inside this one, back to front; held strongly; `nil` when there are none.
  public var sublayers: [Layer]? {
    get { children.isEmpty ? nil : children }
    set {
      for child in children { child.parentLayer = nil }
      children = newValue ?? []
      for child in children {
        child.parentLayer?.children.removeAll { $0 === child }
        child.parentLayer = self
      }
    }
  }
  private var children: [Layer] = []

  /// The layer this one is inside; weak.
  public var superlayer: Layer? { parentLayer }
  private weak var parentLayer: Layer?

  /// Adds a layer on top of the sublayers; a layer inside another is moved.
  ///
  /// - Parameter layer: The layer to add.
  open func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(children.count))
  }

  /// Inserts a layer among the sublayers.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert; a layer inside another is moved.
  ///   - index: Where, from the back; past the end means on top.
  open func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard layer !== self else { return }
    let kept = layer
    kept.parentLayer?.children.removeAll { $0 === kept }
    children.insert(kept, at: min(Int(index), children.count))
    kept.parentLayer = self
  }

  /// Inserts a layer just below a sibling.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: One of the sublayers; otherwise the layer goes at the back.
  open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = children.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts a layer just above a sibling.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: One of the sublayers; otherwise the layer goes on top.
  open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces a sublayer with another.
  ///
  /// - Parameters:
  ///   - oldLayer: One of the sublayers; otherwise nothing changes.
  ///   - newLayer: Its replacement.
  open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer, which lets go of it.
  open func removeFromSuperlayer() {
    parentLayer?.children.removeAll { $0 === self }
    parentLayer = nil
  }

  /// Asks for a layout pass; the model lays nothing out.
  open func setNeedsLayout() {}
  /// Lays out now if asked; the model lays nothing out, so this calls ``layoutSublayers()``
  /// only.
  open func layoutIfNeeded() { layoutSublayers() }
  /// Override to lay out sublayers; called by ``layoutIfNeeded()``.
  open func layoutSublayers() {}
  /// Asks for the layer to be drawn again; the model draws nothing.
  open func setNeedsDisplay() {}
  /// Removes the layer's animations; the model animates nothing.
  open func removeAllAnimations() {}
}
