// docs/navigation-model.md's example, verbatim (compiled, never run).
import CoordinatorTree

@MainActor func theNavigationModel() throws {
  let window = Window()
  let navigation = NavigationController(
    rootViewController: ViewController(title: "List"), title: "Nav")
  window.rootViewController = navigation
  navigation.pushViewController(ViewController(title: "Detail"), animated: true)
  try navigation.userTapsBack()  // the user, bypassing every coordinator
  print(window.log.lines)  // willMove, the stack, appearance and delegate calls, in UIKit's order
}
