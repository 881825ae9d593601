public import CoordinatorTree

/// UIKit's layout guide: a rectangle that constraints refer to, such as a view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide`, with the same anchors as a view.
///
/// ```swift
/// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
/// ```
///
/// The view that owns a guide holds it strongly; the guide's ``owningView`` is weak, as in
/// UIKit. The model lays nothing out: ``layoutFrame`` is always empty.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, _LayoutAnchoring {
  /// The view that owns the guide; weak.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// The rectangle: empty, as the model lays nothing out.
  public var layoutFrame: CGRect { .zero }
  /// Whether a view made it for itself (its safe area's, its margins').
  var isBuiltIn = false
}
