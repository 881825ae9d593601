public import CoordinatorTree

/// The user's gestures on views, for tests written by hand: each does what exploration does
/// for the same gesture (UIKit's events, in UIKit's order, asking no other app code first), and
/// each is refused with a `NavigationError` (`notOnScreen`), running nothing, when the user
/// could not do it: the view is not on the screen on top, a view above it is hidden,
/// transparent or takes no touches, the control is disabled, or nothing listens.
///
/// ```swift
/// let screen = try #require(navigation.topViewController as? ProductViewController)
/// try screen.buyButton.userTaps()           // .touchDown, .touchUpInside, .primaryActionTriggered
/// try screen.notificationsSwitch.userToggles()
/// try screen.avatar.userTaps()              // its UITapGestureRecognizer's targets
/// ```
extension UIView {
  /// The user taps the view: a control's tap, or its tap recognizer's.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot tap it.
  public func userTaps() throws(NavigationError) {
    try performOffered("taps") { $0.hasPrefix("taps ") }
  }

  /// The user taps the view twice: its double-tap recognizer's.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot.
  public func userDoubleTaps() throws(NavigationError) {
    try performOffered("double-taps") { $0.hasPrefix("double-taps ") }
  }

  /// The user presses the view long: its long-press recognizer's.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot.
  public func userLongPresses() throws(NavigationError) {
    try performOffered("long-presses") { $0.hasPrefix("long-presses ") }
  }

  /// The user swipes on the view: its swipe recognizer's, for that direction.
  ///
  /// - Parameter direction: One direction.
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot.
  public func userSwipes(_ direction: UISwipeGestureRecognizer.Direction) throws(NavigationError) {
    let name =
      direction == .left ? "left" : direction == .up ? "up" : direction == .down ? "down" : "right"
    try performOffered("swipes \(name)") { $0.hasPrefix("swipes \(name) on ") }
  }

  /// Runs the first interaction the view offers whose description fits.
  func performOffered(_ verb: String, _ fits: (String) -> Bool) throws(NavigationError) {
    try performAsUser("\(verb) \(userFacingName)") {
      offeredUserInteractions.first { fits($0.description) }?.perform
    }
  }
}

extension UISwitch {
  /// The user flips the switch: the value changes, then `.valueChanged` and
  /// `.primaryActionTriggered` are sent.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot (a disabled switch too).
  public func userToggles() throws(NavigationError) {
    try performAsUser("toggles \(userFacingName)") {
      guard isEnabled else { return nil }
      return { [weak self] in self?.userFlips() }
    }
  }
}

extension UISegmentedControl {
  /// The user picks a segment: it is selected, its action runs, then `.valueChanged` and
  /// `.primaryActionTriggered` are sent.
  ///
  /// - Parameter index: The segment.
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot: the control or the
  ///   segment is disabled, out of range, or already selected.
  public func userSelectsSegment(at index: Int) throws(NavigationError) {
    let name = segments(contain: index) ? segmentName(index) : "segment \(index + 1)"
    try performAsUser("selects \(name)") {
      guard canPick(index) else { return nil }
      return { [weak self] in self?.userPicks(index) }
    }
  }

  private func segments(contain index: Int) -> Bool { (0..<numberOfSegments).contains(index) }
}

extension UISlider {
  /// The user moves the slider to a value and lets go: the value changes, then
  /// `.valueChanged` and `.primaryActionTriggered` are sent.
  ///
  /// - Parameter value: Where the user lets go, kept between the minimum and the maximum.
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot (a disabled slider too).
  public func userSlides(to value: Float) throws(NavigationError) {
    try performAsUser("slides \(userFacingName) to \(value)") {
      guard isEnabled else { return nil }
      return { [weak self] in self?.userMoves(to: value) }
    }
  }
}

extension UITextField {
  /// The user types text: the field becomes the first responder first if it is not (the
  /// user's tap on it), then each character goes through the delegate, changes the text,
  /// sends `.editingChanged` and posts `textDidChangeNotification`.
  ///
  /// - Parameter typed: The characters.
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot reach the field, it is
  ///   disabled, or it refuses to begin editing.
  public func userTypes(_ typed: String) throws(NavigationError) {
    try performAsUser("types '\(typed)' in \(userFacingName)") {
      guard isEnabled, becomeFirstResponder() else { return nil }
      return { [weak self] in self?.userTypesCharacters(typed) }
    }
  }

  /// The user presses the return key: the delegate's `textFieldShouldReturn`, then
  /// `.editingDidEndOnExit` unless it refused.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the field is not being edited or the user
  ///   cannot reach it.
  public func userPressesReturn() throws(NavigationError) {
    try performAsUser("presses return in \(userFacingName)") {
      guard isFirstResponder else { return nil }
      return { [weak self] in self?.userPressesReturnKey() }
    }
  }
}

extension UITextView {
  /// The user types text: the view becomes the first responder first if it is not, then each
  /// character goes through the delegate and changes the text.
  ///
  /// - Parameter typed: The characters.
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot reach the view, it is
  ///   not editable, or it refuses to begin editing.
  public func userTypes(_ typed: String) throws(NavigationError) {
    try performAsUser("types '\(typed)' in \(userFacingName)") {
      guard isEditable, becomeFirstResponder() else { return nil }
      return { [weak self] in self?.userTypesCharacters(typed) }
    }
  }
}

extension UISearchBar {
  /// The user types in the search bar: it becomes the first responder first if it is not,
  /// then each character goes through the delegate and `searchBar(_:textDidChange:)`.
  ///
  /// - Parameter typed: The characters.
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot reach the bar or it
  ///   refuses to begin editing.
  public func userTypes(_ typed: String) throws(NavigationError) {
    try performAsUser("types '\(typed)' in \(userFacingName)") {
      guard becomeFirstResponder() else { return nil }
      return { [weak self] in self?.userTypesCharacters(typed) }
    }
  }

  /// The user taps the keyboard's search button: `searchBarSearchButtonClicked(_:)`.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the user cannot reach the bar.
  public func userTapsSearchButton() throws(NavigationError) {
    try performAsUser("taps search in \(userFacingName)") {
      { [weak self] in
        guard let self else { return }
        self.delegate?.searchBarSearchButtonClicked(self)
      }
    }
  }

  /// The user taps the cancel button: `searchBarCancelButtonClicked(_:)`.
  ///
  /// - Throws: `NavigationError` (`notOnScreen`) when the bar shows no cancel button or the
  ///   user cannot reach it.
  public func userTapsCancelButton() throws(NavigationError) {
    try performAsUser("taps cancel in \(userFacingName)") {
      guard showsCancelButton else { return nil }
      return { [weak self] in
        guard let self else { return }
        self.delegate?.searchBarCancelButtonClicked(self)
      }
    }
  }
}
