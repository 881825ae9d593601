import CoordinatorTree

/// UIKit's layout constraint: what it relates, kept as set and never solved; it holds the views
/// it relates **weakly**, so a constraint never keeps a view alive.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
///   title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
///   avatar.widthAnchor.constraint(equalToConstant: 44),
/// ])
/// ```
///
/// Activating a constraint installs it on the nearest view that contains both items (or on
/// its only item), which holds it strongly, as UIKit's view holds its
/// ``UIView/constraints``; deactivating it takes it out. UIKit raises when the items share no
/// view; the model installs the constraint on the first item then.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// An axis, as `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Hashable, Sendable {
    case horizontal, vertical
  }

  /// A constraint's relation, as `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1
    case equal, greaterThanOrEqual
  }

  /// A place or size of an item, as `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Hashable, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// The first item: a view or a layout guide; weak.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, if any; weak.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// The multiplier.
  public let multiplier: CGFloat
  /// The constant; may change while active.
  open var constant: CGFloat
  /// The priority.
  open var priority = UILayoutPriority.required
  /// A name for debugging.
  open var identifier: String?
  /// Whether the constraint is active: installed on a view that holds it.
  open var isActive: Bool {
    get { holder != nil }
    set { newValue ? install() : uninstall() }
  }
  private weak var holder: UIView?

  /// A constraint between two items' attributes, as
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// - Parameters:
  ///   - view1: The first item.
  ///   - attr1: Its attribute.
  ///   - relation: The relation.
  ///   - view2: The second item, if any.
  ///   - attr2: Its attribute.
  ///   - multiplier: The multiplier.
  ///   - c: The constant.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Activates constraints, as `NSLayoutConstraint.activate(_:)`.
  ///
  /// - Parameter constraints: The constraints.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates constraints, as `NSLayoutConstraint.deactivate(_:)`.
  ///
  /// - Parameter constraints: The constraints.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// A view of an item: the view, or a layout guide's owning view.
  private static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// Installs the constraint on the nearest view containing both items.
  private func install() {
    guard holder == nil, let first = Self.view(of: firstItem) else { return }
    var target = first
    if let second = Self.view(of: secondItem) {
      var candidate: UIView? = first
      while let current = candidate, !second.isDescendant(of: current) {
        candidate = current.superview
      }
      target = candidate ?? first
    }
    target.installedConstraints.append(self)
    holder = target
  }

  private func uninstall() {
    holder?.installedConstraints.removeAll { $0 === self }
    holder = nil
  }
}

extension NSLayoutConstraint {
  /// This constraint with another priority, as apps write it in one expression.
  ///
  /// - Parameter priority: The priority.
  /// - Returns: This constraint.
  @discardableResult
  public func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
