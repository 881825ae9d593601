import LeakAuditTesting
import Memo
import Testing
import XCTest

@Test(.checksForLeaks)
func detailScreenGoesAwayAfterPop() {
  var stack = [DetailScreen()]
  trackForLeaks(stack[0], role: .view, label: "memo detail")
  stack.removeAll()  // the pop
}

final class DetailScreenXCTests: XCTestCase {
  func testDetailScreenAndItsViewModelGoAwayAfterPop() async {
    var stack = [DetailScreen()]
    await assertReleased([stack[0], stack[0].viewModel], step: "pop detail") {
      stack.removeAll()
    }
  }
}
