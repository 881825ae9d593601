import Foundation
import HeadlessUIKit
import Testing

/// UIKit's keyboard notifications: their names, and that becoming and resigning the first
/// responder posts them as the software keyboard does.
@MainActor @Suite struct UIResponderKeyboardTests {
  @Test func becomingAndResigningTheFirstResponderPostsTheKeyboardsNotifications() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    let posted = Recorder()
    let center = NotificationCenter.default
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    let tokens = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { note in
        let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        posted.lines.append("\(note.name.rawValue) \(frame?.rectValue == .zero)")
      }
    }
    defer { tokens.forEach(center.removeObserver) }
    let field = UITextField()
    field.becomeFirstResponder()
    field.resignFirstResponder()
    #expect(
      posted.lines == [
        "UIKeyboardWillShowNotification true", "UIKeyboardDidShowNotification true",
        "UIKeyboardWillHideNotification true", "UIKeyboardDidHideNotification true",
      ])
  }
}
