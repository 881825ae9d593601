import HeadlessUIKit
import Testing

/// `UIActivityIndicatorView`: hidden while stopped, unless told otherwise.
@MainActor @Suite struct UIActivityIndicatorViewTests {
  @Test func aSpinnerIsHiddenWhileStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }
}
