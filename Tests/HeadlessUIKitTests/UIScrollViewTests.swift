import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIScrollView`: a weak delegate, and its settings kept as set.
@MainActor @Suite struct UIScrollViewTests {
  final class Feed: NSObject, UIScrollViewDelegate {}

  @Test func theDelegateIsWeak() async {
    let scrollView = UIScrollView()
    var delegate: Feed? = Feed()
    scrollView.delegate = delegate
    await assertReleased([delegate!], configuration: quick) { delegate = nil }
    #expect(scrollView.delegate == nil)
  }

  /// The positive control: a delegate kept elsewhere survives, and is named.
  @Test func aDelegateKeptElsewhereIsReportedAsALeak() async {
    let scrollView = UIScrollView()
    let kept = Feed()
    scrollView.delegate = kept
    await withKnownIssue {
      await assertReleased([scrollView.delegate!], configuration: quick) {
        scrollView.delegate = nil
      }
    } matching: { issue in
      String(describing: issue).contains("Leak: Feed")
    }
  }

  @Test func theOffsetAndInsetsAreKeptAsSet() {
    let scrollView = UIScrollView()
    #expect(scrollView.contentOffset == .zero && scrollView.contentInset == .zero)
    scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 44, right: 0)
    scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 10), animated: true)
    scrollView.contentSize = CGSize(width: 320, height: 2_000)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120), "nothing scrolls by itself")
    #expect(scrollView.contentInset.bottom == 44)
    #expect(scrollView.contentSize.height == 2_000)
    scrollView.keyboardDismissMode = .onDrag
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.keyboardDismissMode == .onDrag && scrollView.isScrollEnabled)
  }

  /// The content is laid out with the content inset (the model has no safe area), and the
  /// indicators' insets are kept per axis, both set by `scrollIndicatorInsets`.
  @Test func theAdjustedInsetIsTheContentInsetAndIndicatorInsetsAreKeptPerAxis() {
    let scrollView = UIScrollView()
    scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 44, right: 0)
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    #expect(scrollView.verticalScrollIndicatorInsets.bottom == 44)
    #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 44)
    scrollView.verticalScrollIndicatorInsets.bottom = 12
    #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 44)
    #expect(scrollView.scrollIndicatorInsets.bottom == 12)
  }
}
