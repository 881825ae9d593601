// docs/uikit-surface.md's import switch, verbatim (compiled, never run).
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor func aNavigationControllerUnderEitherName() -> UINavigationController {
  UINavigationController(rootViewController: UIViewController())
}
