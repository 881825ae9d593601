public import CoordinatorTree

/// UIKit's Auto Layout surface of a view: anchors, layout guides, installed constraints and
/// content priorities. Constraints and anchors hold the views they relate weakly; a view holds
/// the constraints installed on it and its layout guides. Nothing is solved: frames stay as
/// the app sets them.
extension UIView: _LayoutAnchoring {
  /// The first line's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }

  /// The constraints installed on this view, held strongly.
  public var constraints: [NSLayoutConstraint] {
    installedConstraints.compactMap { $0 as? NSLayoutConstraint }
  }

  /// Installs a constraint, as the older `addConstraint(_:)`: activates it.
  ///
  /// - Parameter constraint: The constraint.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Installs constraints, as the older `addConstraints(_:)`.
  ///
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Takes a constraint out, as `removeConstraint(_:)`: deactivates it.
  ///
  /// - Parameter constraint: The constraint.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  /// Takes constraints out, as `removeConstraints(_:)`.
  ///
  /// - Parameter constraints: The constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// The guides this view owns, held strongly.
  public var layoutGuides: [UILayoutGuide] {
    ownedLayoutGuides.compactMap { $0 as? UILayoutGuide }.filter { !$0.isBuiltIn }
  }

  /// Adds a guide this view owns.
  ///
  /// - Parameter layoutGuide: The guide; a guide owned by another view moves.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    ownedLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes a guide this view owns.
  ///
  /// - Parameter layoutGuide: The guide.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    ownedLayoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
  }

  /// The safe area's guide: the same object on every access, owned by the view.
  public var safeAreaLayoutGuide: UILayoutGuide { builtInGuide("UIViewSafeAreaLayoutGuide") }
  /// The layout margins' guide: the same object on every access, owned by the view.
  public var layoutMarginsGuide: UILayoutGuide { builtInGuide("UIViewLayoutMarginsGuide") }
  /// The readable content's guide: the same object on every access, owned by the view.
  public var readableContentGuide: UILayoutGuide { builtInGuide("UIViewReadableContentGuide") }
  /// The keyboard's guide: the same object on every access, owned by the view.
  public var keyboardLayoutGuide: UILayoutGuide { builtInGuide("UIViewKeyboardLayoutGuide") }

  private func builtInGuide(_ identifier: String) -> UILayoutGuide {
    if let guide = ownedLayoutGuides.lazy.compactMap({ $0 as? UILayoutGuide })
      .first(where: { $0.isBuiltIn && $0.identifier == identifier })
    {
      return guide
    }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.isBuiltIn = true
    ownedLayoutGuides.append(guide)
    guide.owningView = self
    return guide
  }

  /// How much the view resists growing along an axis: 250, as UIKit's default for a plain
  /// view (the model keeps no other value; nothing is solved).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    .defaultLow
  }

  /// Sets how much the view resists growing; the model solves nothing and keeps no value.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}

  /// How much the view resists shrinking along an axis: 750, as UIKit's default (the model
  /// keeps no other value).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    .defaultHigh
  }

  /// Sets how much the view resists shrinking; the model solves nothing and keeps no value.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}
}
