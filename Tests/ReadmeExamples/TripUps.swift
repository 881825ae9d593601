// docs/leakaudit.md's "What newcomers trip on": a local of the test keeps the screen, verbatim
// (compiled, never run; `ReadmeTests` runs it and checks the README's failure text).
import LeakAuditTesting

final class SettingsScreen {}

func aLocalOfTheTestKeepsTheScreen() async {
  var stack = [SettingsScreen()]
  let screen = stack[0]
  await assertReleased([screen], step: "pop settings") {
    stack.removeAll()
  }
}
