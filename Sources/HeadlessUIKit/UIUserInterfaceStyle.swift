/// Light or dark mode, as UIKit's: what `overrideUserInterfaceStyle` and
/// ``UITraitCollection/userInterfaceStyle`` hold.
///
/// ```swift
/// window.overrideUserInterfaceStyle = .light
/// ```
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style chosen: inherited.
  case unspecified = 0
  /// Light mode.
  case light = 1
  /// Dark mode.
  case dark = 2
}
