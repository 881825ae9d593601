/// The view a cell's content configuration made, which the cell's content view holds.
///
/// UIKit's rule: a new configuration goes to the view already there when that view supports
/// it, else a new view is made and replaces it; `nil` removes it.
@MainActor
struct ConfiguredContent {
  /// The view made, also a subview of the content view.
  private(set) var view: (any UIView & UIContentView)?

  /// Shows `configuration` in `contentView`.
  ///
  /// - Parameters:
  ///   - configuration: The cell's new configuration.
  ///   - contentView: The cell's content view.
  mutating func apply(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    if let view, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    view?.removeFromSuperview()
    let made = configuration.makeContentView()
    contentView.addSubview(made)
    view = made
  }
}
