import HeadlessUIKit
import Testing

/// `UITabBarControllerDelegate`, implemented as apps implement it; only the user's taps call it.
@MainActor @Suite struct UITabBarControllerDelegateTests {
  final class Gate: NSObject, UITabBarControllerDelegate {
    var allow = true
    var calls: [String] = []

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      calls.append("shouldSelect(\(viewController.title ?? "nil"))")
      return allow
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      calls.append("didSelect(\(viewController.title ?? "nil"))")
    }
  }

  func tabs() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [Screen("Memos"), Screen("Settings")]
    makeWindow().rootViewController = tabs
    return tabs
  }

  @Test func shouldSelectCanRefuseTheUsersTap() throws {
    let tabs = tabs()
    let gate = Gate()
    gate.allow = false
    tabs.delegate = gate
    try tabs.userTapsTab(at: 1)
    #expect(gate.calls == ["shouldSelect(Settings)"])
    #expect(tabs.selectedIndex == 0)
  }

  @Test func didSelectFollowsTheUsersTapOnlyAndBothMethodsAreOptional() throws {
    final class Silent: NSObject, UITabBarControllerDelegate {}
    let tabs = tabs()
    let gate = Gate()
    tabs.delegate = gate
    tabs.selectedIndex = 1
    try tabs.userTapsTab(at: 0)
    #expect(gate.calls == ["shouldSelect(Memos)", "didSelect(Memos)"])
    let silent = Silent()
    tabs.delegate = silent
    try tabs.userTapsTab(at: 1)
    #expect(tabs.selectedIndex == 1)
  }
}
