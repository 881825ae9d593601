import HeadlessUIKit
import Testing

/// `UIDevice.current`: an iPhone in portrait, which never turns.
@MainActor @Suite struct UIDeviceTests {
  @Test func theDeviceIsAnIPhoneInPortraitThatNeverTurns() {
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone")
    #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
    #expect(device.orientation.isPortrait && !device.orientation.isLandscape)
    #expect(device.orientation.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.faceUp.isFlat && UIDeviceOrientation.landscapeLeft.isLandscape)
    #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    #expect(
      UIDevice.orientationDidChangeNotification.rawValue
        == "UIDeviceOrientationDidChangeNotification")
  }
}
