// docs/leakaudit.md's XCTest example, the quick start in XCTest, verbatim (compiled, never run).
import LeakAuditTesting
import XCTest

final class DetailTests: XCTestCase {
  func testDetailScreenGoesAwayAfterPop() async {
    var stack = [DetailScreen()]
    await assertReleased([stack[0], stack[0].viewModel], step: "pop detail") {
      stack.removeAll()
    }
  }
}
