import HeadlessUIKit
import Testing

/// `UIScreen.main`, as app delegates size their window with it.
@MainActor @Suite struct UIScreenTests {
  @Test func theMainScreenIsAnIPhoneInPortrait() {
    let screen = UIScreen.main
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.scale == 3 && screen.nativeScale == 3)
    #expect(screen.nativeBounds.size == CGSize(width: 1170, height: 2532))
    #expect(screen.traitCollection.userInterfaceStyle == .light)
    #expect(UIWindow(frame: UIScreen.main.bounds).frame.size == CGSize(width: 390, height: 844))
  }
}
