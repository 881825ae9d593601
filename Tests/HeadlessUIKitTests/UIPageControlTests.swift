import CoordinatorTree
import HeadlessUIKit
import Testing

/// `UIPageControl`: code sends nothing; the user's tap moves one page, then sends.
@MainActor @Suite struct UIPageControlTests {
  @Test func theUsersTapMovesOnePageThenSendsValueChanged() throws {
    let pages = UIPageControl()
    pages.accessibilityLabel = "Photos"
    pages.numberOfPages = 3
    var seen: [Int] = []
    pages.addAction(
      UIAction { [weak pages] _ in seen.append(pages?.currentPage ?? -1) }, for: .valueChanged)
    let (window, _) = screenShowing(pages)
    #expect(offered(in: window) == ["pages forward on 'Photos'"])
    try performOffered("pages forward on 'Photos'", in: window)
    #expect(seen == [1])
    #expect(offered(in: window) == ["pages forward on 'Photos'", "pages back on 'Photos'"])
    try performOffered("pages forward on 'Photos'", in: window)
    #expect(offered(in: window) == ["pages back on 'Photos'"], "no page after the last")
    #expect(seen == [1, 2])
  }

  @Test func settingThePageFromCodeSendsNothingAndStaysAmongThePages() {
    let pages = UIPageControl()
    var changes = 0
    pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    pages.numberOfPages = 4
    pages.currentPage = 9
    #expect(pages.currentPage == 3)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
    pages.currentPage = -1
    #expect(pages.currentPage == 0)
    #expect(changes == 0)
  }

  @Test func aPageControlNobodyListensToIsNotOffered() {
    let pages = UIPageControl()
    pages.numberOfPages = 3
    let (window, _) = screenShowing(pages)
    #expect(offered(in: window).isEmpty)
  }
}
