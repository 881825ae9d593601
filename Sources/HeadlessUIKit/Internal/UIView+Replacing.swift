extension UIView {
  /// Puts `new` in place of `old` among this view's subviews, as the properties that hold a
  /// subview do (a table's footer, a cell's background): `old` leaves, `new` goes behind the
  /// others or on top of them.
  ///
  /// - Parameters:
  ///   - old: The view the property held.
  ///   - new: The view it holds now.
  ///   - atBack: Whether `new` goes behind the other subviews.
  func replaceSubview(_ old: UIView?, with new: UIView?, atBack: Bool = false) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    guard let new else { return }
    if atBack { insertSubview(new, at: 0) } else { addSubview(new) }
  }

  /// A label made on first use and put in `contentView`, as UIKit's cells make `textLabel`.
  ///
  /// - Parameters:
  ///   - made: Where the label is kept once made.
  ///   - contentView: Where it goes.
  /// - Returns: The label.
  func lazyLabel(_ made: inout UILabel?, in contentView: UIView) -> UILabel {
    if let made { return made }
    let label = UILabel()
    contentView.addSubview(label)
    made = label
    return label
  }
}
