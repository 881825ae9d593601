public import CoordinatorTree

extension UIView {
  /// The light or dark mode this view and the views inside it use, whatever the system's.
  ///
  /// `.unspecified` (inherit) by default. Kept as set: nothing is drawn.
  ///
  /// ```swift
  /// window.overrideUserInterfaceStyle = .light
  /// ```
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { InterfaceStyleOverrides.style(of: self) }
    set { InterfaceStyleOverrides.set(newValue, of: self) }
  }

  /// The view's traits: the style overridden nearest to it (itself, its superviews and their
  /// view controllers, its window), else the screen's light mode.
  public var traitCollection: UITraitCollection {
    InterfaceStyleOverrides.traits(of: self, in: window)
  }
}
