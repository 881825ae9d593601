import CoordinatorTree
import HeadlessUIKit
import Testing

/// `UISwitch`: code sends nothing; the user's flip changes the value, then sends.
@MainActor @Suite struct UISwitchTests {
  @Test func theUsersToggleChangesTheValueThenSendsValueChanged() throws {
    let notifications = UISwitch()
    notifications.accessibilityLabel = "Notifications"
    var seen: [String] = []
    notifications.addAction(
      UIAction { [weak notifications] _ in seen.append("changed \(notifications?.isOn == true)") },
      for: .valueChanged)
    notifications.addAction(UIAction { _ in seen.append("primary") }, for: .primaryActionTriggered)
    let (window, _) = screenShowing(notifications)
    #expect(offered(in: window) == ["toggles 'Notifications'"])
    try notifications.userToggles()
    #expect(seen == ["changed true", "primary"])
    #expect(notifications.isOn)
  }

  @Test func settingTheValueFromCodeSendsNothing() {
    let toggle = UISwitch()
    var changes = 0
    toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    toggle.setOn(true, animated: true)
    toggle.isOn = false
    #expect(changes == 0)
  }

  @Test func aSwitchNobodyListensToOrDisabledIsNotOffered() throws {
    let silent = UISwitch()
    let disabled = UISwitch()
    disabled.addAction(UIAction { _ in }, for: .valueChanged)
    disabled.isEnabled = false
    let (window, _) = screenShowing(silent, disabled)
    #expect(offered(in: window).isEmpty)
    #expect(throws: NavigationError.self) { try disabled.userToggles() }
    #expect(!disabled.isOn)
  }
}
