import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIAlertController` and `UIAlertAction`, presented as coordinators present them, tapped as
/// the user taps them.
@MainActor @Suite struct UIAlertControllerTests {
  /// An alert asking to delete, whose buttons note into `heard` what they saw when they ran.
  func deleteAlert(_ heard: @escaping @MainActor (String) -> Void) -> UIAlertController {
    let alert = UIAlertController(
      title: "Delete memo?", message: "It cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in heard(action.title ?? "") })
    return alert
  }

  @Test func anAlertKeepsItsTitleMessageStyleAndActionsInOrder() {
    let alert = deleteAlert { _ in }
    #expect(alert.title == "Delete memo?")
    #expect(alert.message == "It cannot be undone.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
  }

  @Test func presentingAnAlertLeavesThePresenterOnScreenAndCannotBeSwipedDown() {
    let (_, navigation) = shown("List")
    let list = navigation.topViewController as! Screen
    let alert = deleteAlert { _ in }
    list.present(alert, animated: true)
    #expect(list.isVisible)
    #expect(!list.calls.contains("viewWillDisappear"))
    #expect(throws: NavigationError.self) { _ = try alert.userSwipesDownSheet() }
  }

  @Test func theUsersTapDismissesTheAlertThenRunsTheHandler() async throws {
    let (window, navigation) = shown("List")
    var seen: [String] = []
    navigation.present(
      deleteAlert { title in
        seen.append("\(title), presented: \(navigation.presentedViewController != nil)")
      }, animated: true)
    window.log.removeAll()
    await assertReleased([navigation.presentedViewController!], configuration: quick) {
      // assertReleased's step does not throw (yet): the refusal would be recorded.
      #expect(throws: Never.self) {
        try (navigation.presentedViewController as! UIAlertController).userTapsAction(
          titled: "Delete")
      }
    }
    #expect(seen == ["Delete, presented: false"])
    #expect(window.log.lines.first == "userTapsAlertAction(Delete memo?, Delete)")
  }

  @Test func aButtonWithoutAHandlerOnlyDismisses() throws {
    let (_, navigation) = shown("List")
    let alert = deleteAlert { _ in Issue.record("Delete ran") }
    navigation.present(alert, animated: true)
    try alert.userTapsAction(titled: "Cancel")
    #expect(navigation.presentedViewController == nil)
  }

  @Test func theUserCannotTapAnAlertThatIsNotShownOrAButtonItLacks() {
    let alert = deleteAlert { _ in Issue.record("Delete ran") }
    #expect(throws: NavigationError.self) { try alert.userTapsAction(titled: "Delete") }
    let (_, navigation) = shown("List")
    navigation.present(alert, animated: false)
    do {
      try alert.userTapsAction(titled: "Archive")
    } catch {
      #expect(error.message.hasSuffix("it has no such button (it has 'Cancel', 'Delete')."))
    }
    alert.actions[1].isEnabled = false
    #expect(throws: NavigationError.self) { try alert.userTapsAction(titled: "Delete") }
    #expect(navigation.presentedViewController === alert)
  }

  @Test func aHandlerThatCapturesItsAlertKeepsItAndTheAuditNamesIt() async throws {
    let (window, navigation) = shown("List")
    let audit = FlowAudit(window: window, configuration: quick)
    try await audit.step("ask") {
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in _ = alert.message })
      navigation.present(alert, animated: true)
    }
    audit.registerScreen(navigation.presentedViewController!, label: "Rename", owner: nil)
    let report = try await audit.step("OK") {
      try (navigation.presentedViewController as! UIAlertController).userTapsAction(titled: "OK")
    }
    #expect(report.findings.flatMap(\.objects).compactMap(\.label) == ["Rename"])
    #expect(
      report.text.contains(
        "in a cycle: AlertController.actions[0] → AlertAction.handler{closure captures} → "
          + "AlertController"),
      "\(report.text)")
  }
}
