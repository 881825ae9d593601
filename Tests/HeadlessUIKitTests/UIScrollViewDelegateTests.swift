import HeadlessUIKit
import Testing

/// `UIScrollViewDelegate`: every method optional, none called (the model does not scroll).
@MainActor @Suite struct UIScrollViewDelegateTests {
  final class Pager: NSObject, UIScrollViewDelegate {
    var scrolled = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
  }

  @Test func aDelegateImplementsWhatItWantsAndTheModelCallsNothing() {
    let pager = Pager()
    let scrollView = UIScrollView()
    scrollView.delegate = pager
    scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    #expect(pager.scrolled == 0)
    pager.scrollViewWillBeginDragging(scrollView)
    pager.scrollViewDidEndDragging(scrollView, willDecelerate: false)
    pager.scrollViewDidEndDecelerating(scrollView)
    pager.scrollViewDidScroll(scrollView)
    #expect(pager.scrolled == 1)
  }
}
