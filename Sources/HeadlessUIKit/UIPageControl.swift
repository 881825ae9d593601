public import CoordinatorTree

/// UIKit's page control: a row of dots, one per page, and what it sends when the user taps
/// beside the current one.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = rocket.images.count
/// pages.addAction(UIAction { [weak self, weak pages] _ in
///   self?.scroll(toPage: pages?.currentPage ?? 0)
/// }, for: .valueChanged)
/// ```
///
/// `currentPage` set from code sends nothing, and stays between 0 and the last page, as
/// UIKit's. The user's tap (exploration's `pages forward on 'Photos'` and `pages back on
/// 'Photos'`) moves one page, then sends `.valueChanged`; it is offered only while the
/// control is enabled, something listens to that event, and there is a page that way.
/// Ownership is `UIControl`'s; the dots are drawn by nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// How many pages there are; setting it keeps ``currentPage`` among them.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
    }
  }
  /// The page shown, from 0 to the last page.
  open var currentPage = 0 {
    didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
  }
  /// Whether the control hides when there is one page only; kept.
  open var hidesForSinglePage = false
  /// The colour of the other pages' dots; kept.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot; kept.
  open var currentPageIndicatorTintColor: UIColor?

  /// What the user's tap does: one page that way, then `.valueChanged`.
  ///
  /// - Parameter step: `1` for the next page, `-1` for the previous one.
  func userPages(by step: Int) {
    currentPage += step
    sendActions(for: .valueChanged)
  }

  /// The taps to the next and the previous page, while the control is enabled, something
  /// listens to its change, and there is a page that way.
  ///
  /// - Parameter view: This page control.
  /// - Returns: The taps, or nothing.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, listens(to: [.valueChanged]) else { return [] }
    var taps: [ViewInteraction] = []
    if currentPage < numberOfPages - 1 {
      taps.append(
        ViewInteraction("pages forward on \(userFacingName)") { [weak self] in
          self?.userPages(by: 1)
        })
    }
    if currentPage > 0 {
      taps.append(
        ViewInteraction("pages back on \(userFacingName)") { [weak self] in
          self?.userPages(by: -1)
        })
    }
    return taps
  }
}
