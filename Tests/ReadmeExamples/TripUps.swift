// The README's "What newcomers trip on", verbatim (compiled, never run).
import LeakAuditTesting

final class SettingsScreen {}

func aLocalOfTheTestKeepsTheScreen() async {
  var stack = [SettingsScreen()]
  let screen = stack[0]
  await assertReleased([screen], step: "pop settings") {
    stack.removeAll()
  }
}
