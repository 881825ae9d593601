// The README's quick start, Swift Testing, verbatim: this target is compiled, never run (the
// example leaks on purpose); `ReadmeTests` runs the same code and checks the text it prints.
import LeakAudit
import LeakAuditTesting
import Testing

final class DetailViewModel {
  var onChange: (() -> Void)?
}

final class DetailScreen {
  let viewModel = DetailViewModel()
  init() { viewModel.onChange = { self.render() } }  // captures self strongly: a cycle
  func render() {}
}

@Test(.checksForLeaks)
func detailScreenGoesAwayAfterPop() {
  var stack = [DetailScreen()]
  trackForLeaks(stack[0], role: .view, label: "memo detail")
  stack.removeAll()  // the pop
}
