import Foundation
import HeadlessUIKit
import Testing

/// UIKit's keyboard notifications: their names and keys, as UIKit spells them, for the code
/// that observes them; the model posts none (see the extension's note on Linux).
@MainActor @Suite struct UIResponderKeyboardTests {
  @Test func theNamesAndKeysAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    #expect(
      UIResponder.keyboardWillChangeFrameNotification.rawValue
        == "UIKeyboardWillChangeFrameNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(
      UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
  }
}
