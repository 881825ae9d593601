public import CoordinatorTree

extension UIViewController {
  /// The light or dark mode this view controller and those it contains use, whatever the
  /// system's.
  ///
  /// `.unspecified` (inherit) by default. Kept as set: nothing is drawn.
  ///
  /// ```swift
  /// overrideUserInterfaceStyle = .dark
  /// ```
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { InterfaceStyleOverrides.style(of: self) }
    set { InterfaceStyleOverrides.set(newValue, of: self) }
  }

  /// The view controller's traits: the style overridden nearest to it (itself, its parents
  /// and presenters, its window), else the screen's light mode.
  public var traitCollection: UITraitCollection {
    InterfaceStyleOverrides.traits(of: self, in: viewIfLoaded?.window)
  }
}
