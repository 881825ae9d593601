import CoordinatorTree

extension UIView {
  /// What exploration and errors call this view: its title or text (a button's title, a label's
  /// text), else its accessibility label, quoted (`'Buy'`); else its type and its position among
  /// the views of that type in its screen, depth first from 1 (`the UIImageView 2`).
  ///
  /// No address, so the same screen gives the same names on every run.
  var userFacingName: String {
    if let title = ownTitle, !title.isEmpty { return "'\(title)'" }
    if let label = accessibilityLabel, !label.isEmpty { return "'\(label)'" }
    return "the \(uikitTypeName) \(positionAmongItsType)"
  }

  /// The title the user reads on the view, if it has one.
  private var ownTitle: String? {
    switch self {
    case let button as UIButton: button.currentTitle
    case let label as UILabel: label.text
    case let field as UITextField: field.placeholder
    case let bar as UISearchBar: bar.placeholder
    default: nil
    }
  }

  /// The type's name as UIKit spells it: the model's plain view is `UIView`.
  var uikitTypeName: String {
    type(of: self) == UIView.self ? "UIView" : String(describing: type(of: self))
  }

  /// The 1-based position of this view among the views of its exact type in the tree of its
  /// top-most superview, depth first in subview order.
  private var positionAmongItsType: Int {
    let root = rootView
    let kind = type(of: self)
    var count = 0
    var found = 0
    func visit(_ view: UIView) {
      guard found == 0 else { return }
      if type(of: view) == kind { count += 1 }
      if view === self {
        found = count
        return
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return max(found, 1)
  }

  /// The responder chain from this view, nearest first: the view, its superviews and view
  /// controllers up to the window's root, then presenters.
  var responderChain: [AnyObject] {
    Array(sequence(first: self as UIResponder) { $0.next })
  }
}
