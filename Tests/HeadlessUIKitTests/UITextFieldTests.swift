import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A text field's delegate that records and may refuse.
final class FieldDelegate: NSObject, UITextFieldDelegate {
  var heard: [String] = []
  var refusesDigits = false
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    heard.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("didBegin") }
  func textFieldDidEndEditing(_ textField: UITextField) { heard.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    !(refusesDigits && string.allSatisfy(\.isNumber))
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    heard.append("shouldReturn")
    textField.resignFirstResponder()
    return true
  }
}

/// `UITextField`: the weak delegate, editing's callbacks, events and notifications in UIKit's
/// order, the keyboard's notifications, and typing by hand.
@MainActor @Suite struct UITextFieldTests {
  @Test func aTextFieldHoldsItsDelegateWeakly() async {
    let field = UITextField()
    var delegate: FieldDelegate? = FieldDelegate()
    field.delegate = delegate
    await assertReleased([delegate!], configuration: quick) { delegate = nil }
    #expect(field.delegate == nil)
  }

  @Test func typingGoesThroughTheDelegateOneCharacterAtATime() throws {
    let field = UITextField()
    field.placeholder = "Code"
    let delegate = FieldDelegate()
    delegate.refusesDigits = true
    field.delegate = delegate
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
    field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
    field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
    let posted = Recorder()
    let center = NotificationCenter.default
    let tokens = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: nil, queue: nil) {
        posted.lines.append($0.name.rawValue)
      }
    }
    defer { tokens.forEach(center.removeObserver) }
    let (window, _) = screenShowing(field)
    #expect(offered(in: window).isEmpty, "exploration does not type")
    #expect(field.text == "")
    try field.userTypes("a1b")
    #expect(field.text == "ab" && field.isEditing && field.isFirstResponder)
    try field.userPressesReturn()
    #expect(!field.isFirstResponder)
    #expect(delegate.heard == ["shouldBegin", "didBegin", "shouldReturn", "didEnd"])
    #expect(events == ["began", "changed", "changed", "ended", "exit"])
    #expect(
      posted.lines == [
        "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
        "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification",
      ])
    #expect(throws: NavigationError.self) { try field.userPressesReturn() }
    field.text = "set"
    #expect(events.count == 5, "setting the text from code sends nothing")
  }

  @Test func aDisabledOrUnreachableFieldCannotBeTypedIn() {
    let field = UITextField()
    field.isEnabled = false
    _ = screenShowing(field)
    #expect(throws: NavigationError.self) { try field.userTypes("x") }
    #expect(throws: NavigationError.self) { try UITextField().userTypes("x") }
    #expect(field.text == "")
  }
}
