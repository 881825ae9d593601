import HeadlessUIKit
import Testing

/// `endEditing(_:)`: the first responder inside a view resigns; one outside it does not.
@MainActor @Suite struct UIViewEditingTests {
  @Test func aScreensEndEditingResignsTheFieldInsideIt() {
    let (_, navigation) = shown("Sign in")
    let screen = navigation.topViewController!
    let form = UIView()
    let name = UITextField()
    form.addSubview(name)
    screen.view.addSubview(form)
    let elsewhere = UIView()
    #expect(name.becomeFirstResponder() && name.isFirstResponder)
    // A view the field is not inside leaves it editing.
    #expect(elsewhere.endEditing(true) && name.isFirstResponder)
    #expect(screen.view.endEditing(true))
    #expect(!name.isFirstResponder)
  }
}
