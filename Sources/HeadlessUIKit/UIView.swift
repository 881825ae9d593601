public import CoordinatorTree

/// UIKit's view: the model's ``CoordinatorTree/View``, with UIKit's ownership (subviews held
/// strongly, the superview and the view controller weakly).
///
/// ```swift
/// final class ProfileView: UIView {
///   let name = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     addSubview(name)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// Geometry is kept as set and never computed; nothing is drawn. See docs/uikit-surface.md.
public typealias UIView = View
