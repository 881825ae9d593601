import CoordinatorTree
import HeadlessUIKit
import Testing

/// `UISlider`: its value kept in range, the ends exploration offers, and any value by hand.
@MainActor @Suite struct UISliderTests {
  @Test func theUserMovesTheSliderAndItSendsValueChanged() throws {
    let volume = UISlider()
    volume.accessibilityLabel = "Volume"
    volume.maximumValue = 10
    volume.value = 3
    var values: [Float] = []
    volume.addAction(
      UIAction { [weak volume] _ in values.append(volume?.value ?? -1) }, for: .valueChanged)
    let (window, _) = screenShowing(volume)
    #expect(
      offered(in: window) == [
        "slides 'Volume' to its minimum", "slides 'Volume' to its maximum",
      ])
    try volume.userSlides(to: 7.5)
    try volume.userSlides(to: 40)
    #expect(values == [7.5, 10])
    #expect(offered(in: window) == ["slides 'Volume' to its minimum"])
    volume.setValue(-3, animated: false)
    #expect(volume.value == 0 && values.count == 2)
  }
}
