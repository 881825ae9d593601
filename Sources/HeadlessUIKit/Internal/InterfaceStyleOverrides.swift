import CoordinatorTree

/// The light or dark mode that views and view controllers override, beside them: the model's
/// classes have no field for it, and it holds nothing an app owns.
@MainActor
enum InterfaceStyleOverrides {
  private static var styles = SideTable<UIUserInterfaceStyle>()

  /// The style `object` overrides, `.unspecified` when none.
  static func style(of object: AnyObject) -> UIUserInterfaceStyle {
    styles[object] ?? .unspecified
  }

  /// Sets the style `object` overrides; `.unspecified` removes it.
  static func set(_ style: UIUserInterfaceStyle, of object: AnyObject) {
    styles[object] = style == .unspecified ? nil : style
  }

  /// The traits of `responder`: the style overridden nearest to it, up its responder chain,
  /// then in `window`, else the screen's.
  static func traits(of responder: Responder, in window: Window?) -> UITraitCollection {
    var node: Responder? = responder
    while let current = node {
      let style = style(of: current)
      if style != .unspecified { return UITraitCollection(userInterfaceStyle: style) }
      node = current.next
    }
    if let window, case let style = style(of: window), style != .unspecified {
      return UITraitCollection(userInterfaceStyle: style)
    }
    return UIScreen.main.traitCollection
  }
}
