public import CoordinatorTree

/// UIKit's slider: a value between a minimum and a maximum, and what it sends when the user
/// moves it.
///
/// ```swift
/// let volume = UISlider()
/// volume.accessibilityLabel = "Volume"
/// volume.addTarget(self, action: PlayerViewController.volumeChanged, for: .valueChanged)
/// ```
///
/// Setting ``value`` from code sends nothing. The user has a continuum of values to choose
/// from; exploration offers the two ends (`slides 'Volume' to its minimum`, `… to its
/// maximum`) where the value is not already there, and a test can pick any value with
/// `userSlides(to:)`: the value changes, then `.valueChanged` and `.primaryActionTriggered`
/// are sent. Ownership is `UIControl`'s.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value, kept between the minimum and the maximum.
  open var value: Float = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Whether changes are sent while the user drags; kept as set.
  open var isContinuous = true
  /// The track's colour below the thumb.
  open var minimumTrackTintColor: UIColor?
  /// The track's colour above the thumb.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour.
  open var thumbTintColor: UIColor?

  /// Sets the value from code; sends nothing.
  ///
  /// - Parameters:
  ///   - value: The value, kept between the minimum and the maximum.
  ///   - animated: Ignored.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// What the user's move does: the value changes, then the slider sends its events.
  ///
  /// - Parameter newValue: Where the user lets go.
  func userMoves(to newValue: Float) {
    value = newValue
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// A move to each end the value is not at, while the slider is enabled and something listens.
  ///
  /// - Parameter view: This slider.
  /// - Returns: The moves.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, listens(to: [.valueChanged, .primaryActionTriggered]) else { return [] }
    var result: [ViewInteraction] = []
    if value != minimumValue {
      let end = minimumValue
      result.append(
        ViewInteraction("slides \(userFacingName) to its minimum") { [weak self] in
          self?.userMoves(to: end)
        })
    }
    if value != maximumValue {
      let end = maximumValue
      result.append(
        ViewInteraction("slides \(userFacingName) to its maximum") { [weak self] in
          self?.userMoves(to: end)
        })
    }
    return result
  }
}
