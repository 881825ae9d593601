/// A view that fills itself when the screen it is on is about to appear, as UIKit's table and
/// collection views ask their data source for the cells that fit at the layout pass that
/// precedes the screen's appearance.
///
/// The model has no layout: it runs one pass, after `viewWillAppear` (the view controller's
/// and its visible children's), over the loaded view tree of each view controller that
/// begins to appear, and calls each view that adopts this protocol, depth first, a view
/// before what is inside it (so that cells a table loads are visited in turn: a collection
/// view inside a table's cell fills itself too).
///
/// ```swift
/// extension UITableView: LaysOutBeforeAppearance {
///   package func layOutBeforeAppearance() { loadVisibleCellsIfNeeded() }
/// }
/// ```
@MainActor
package protocol LaysOutBeforeAppearance: AnyObject {
  /// Fills the view now if it needs to (it was never filled, or was told to reload while
  /// out of a window); does nothing otherwise.
  func layOutBeforeAppearance()
}

extension ViewController {
  /// The layout pass before an appearance: every view of the loaded view tree that adopts
  /// ``LaysOutBeforeAppearance`` fills itself, depth first, before its subviews are visited.
  func layOutViewBeforeAppearance() {
    guard let root = viewIfLoaded else { return }
    func visit(_ view: View) {
      (view as? any LaysOutBeforeAppearance)?.layOutBeforeAppearance()
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
  }
}
