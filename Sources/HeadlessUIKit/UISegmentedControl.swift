public import CoordinatorTree

/// UIKit's segmented control: its segments, the selected one, and what it sends when the user
/// picks another.
///
/// ```swift
/// let period = UISegmentedControl(items: ["Day", "Week", "Month"])
/// period.selectedSegmentIndex = 0
/// period.addTarget(self, action: StatsViewController.periodChanged, for: .valueChanged)
/// ```
///
/// Selecting from code sends nothing, as UIKit's. The user's pick of a segment that is enabled
/// and not selected (exploration's `selects 'Week'`, or `userSelectsSegment(at:)`) selects it
/// (unless the control ``isMomentary``), runs that segment's `UIAction` if it was made with
/// actions, then sends `.valueChanged` and `.primaryActionTriggered`. The control holds its
/// segments' actions strongly, and its targets weakly, as `UIControl`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning no segment is selected.
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
  }

  private var segments: [Segment] = []
  /// The selected segment's index, or ``noSegment``; setting it sends nothing.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// Whether a pick leaves no segment selected.
  open var isMomentary = false
  /// The selected segment's colour.
  open var selectedSegmentTintColor: UIColor?
  /// Whether segments are as wide as their content; kept as set.
  open var apportionsSegmentWidthsByContent = false
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Creates a control with segments of titles (`String`) or images (`UIImage`), as
  /// `UISegmentedControl(items:)`; none is selected.
  ///
  /// - Parameter items: The segments' titles or images, in order.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
  }

  /// Creates a control whose segments run actions, as `UISegmentedControl(frame:actions:)`;
  /// each segment's title is its action's, and the control holds the actions strongly.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - actions: One action per segment.
  public init(frame: CGRect, actions: [UIAction]) {
    super.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  /// Creates a control with no segment.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a segment with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: Where; past the end means last.
  ///   - animated: Ignored.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment with an image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: Where; past the end means last.
  ///   - animated: Ignored.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment that runs an action; the control holds it strongly.
  ///
  /// - Parameters:
  ///   - action: The action; its title is the segment's.
  ///   - segment: Where; past the end means last.
  ///   - animated: Ignored.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  private func insert(_ new: Segment, at index: Int) {
    let place = min(max(index, 0), segments.count)
    segments.insert(new, at: place)
    if selectedSegmentIndex >= place { selectedSegmentIndex += 1 }
  }

  /// Removes a segment, and its action.
  ///
  /// - Parameters:
  ///   - segment: The index; out of range does nothing.
  ///   - animated: Ignored.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = UISegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
  }

  /// Sets a segment's title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The index; out of range does nothing.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
  }

  /// A segment's title.
  ///
  /// - Parameter segment: The index.
  /// - Returns: The title, or `nil` out of range.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The index; out of range does nothing.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
  }

  /// A segment's image.
  ///
  /// - Parameter segment: The index.
  /// - Returns: The image, or `nil` out of range.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables a segment; the user cannot pick a disabled one.
  ///
  /// - Parameters:
  ///   - enabled: Whether it is enabled.
  ///   - segment: The index; out of range does nothing.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled.
  ///
  /// - Parameter segment: The index.
  /// - Returns: Whether it is, `false` out of range.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }

  /// Sets the title's attributes for a state; kept as set.
  ///
  /// - Parameters:
  ///   - attributes: The attributes.
  ///   - state: The state.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's attributes for a state.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// What the user's pick of a segment does, as UIKit's.
  ///
  /// - Parameter index: The segment.
  func userPicks(_ index: Int) {
    if !isMomentary { selectedSegmentIndex = index }
    segments[index].action?.perform()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// Whether the user can pick a segment now: enabled, and (unless momentary) not selected.
  ///
  /// - Parameter index: The segment.
  /// - Returns: Whether the pick is possible.
  func canPick(_ index: Int) -> Bool {
    isEnabled && segments.indices.contains(index) && segments[index].isEnabled
      && (isMomentary || index != selectedSegmentIndex)
  }

  /// A pick of each segment the user can pick, while something listens.
  ///
  /// - Parameter view: This control.
  /// - Returns: The picks, in segment order.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    let listens = listens(to: [.valueChanged, .primaryActionTriggered])
    return segments.indices.compactMap { index in
      guard canPick(index), listens || segments[index].action != nil else { return nil }
      return ViewInteraction("selects \(segmentName(index))") { [weak self] in
        self?.userPicks(index)
      }
    }
  }

  /// A segment's name: its title, else its position in the control.
  ///
  /// - Parameter index: The segment.
  /// - Returns: `'Week'`, or `segment 2 of the UISegmentedControl 1`.
  func segmentName(_ index: Int) -> String {
    if let title = segments[index].title, !title.isEmpty { return "'\(title)'" }
    return "segment \(index + 1) of \(userFacingName)"
  }
}
