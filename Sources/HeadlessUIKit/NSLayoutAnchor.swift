/// UIKit's layout anchor: an edge, a centre or a size of a view or a layout guide, for making
/// constraints (`view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 16)`).
///
/// An anchor holds its item **weakly**, as the constraints it makes do. The type parameter
/// keeps x anchors with x anchors and y with y, as UIKit's.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide; weak.
  public private(set) weak var item: AnyObject?
  /// The attribute.
  public let attribute: NSLayoutConstraint.Attribute

  /// An anchor of an item.
  ///
  /// - Parameters:
  ///   - item: The view or layout guide.
  ///   - attribute: The attribute.
  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// A constraint: this anchor equals another, plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The constant.
  /// - Returns: The constraint, inactive.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// A constraint: this anchor is at least another, plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The constant.
  /// - Returns: The constraint, inactive.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// A constraint: this anchor is at most another, plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The constant.
  /// - Returns: The constraint, inactive.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// UIKit's horizontal anchor: leading, trailing, left, right, centre x.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// UIKit's vertical anchor: top, bottom, centre y, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// UIKit's size anchor: width and height, which can also equal a constant or a multiple.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint: this size equals a constant.
  ///
  /// - Parameter c: The size.
  /// - Returns: The constraint, inactive.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  /// A constraint: this size is at least a constant.
  ///
  /// - Parameter c: The size.
  /// - Returns: The constraint, inactive.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint: this size is at most a constant.
  ///
  /// - Parameter c: The size.
  /// - Returns: The constraint, inactive.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint: this size equals a multiple of another, plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The other size.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: The constraint, inactive.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint: this size is at least a multiple of another.
  ///
  /// - Parameters:
  ///   - anchor: The other size.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: The constraint, inactive.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint: this size is at most a multiple of another.
  ///
  /// - Parameters:
  ///   - anchor: The other size.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: The constraint, inactive.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
