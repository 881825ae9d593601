import CoordinatorTree
import HeadlessUIKit
import Testing

/// A screen listening to a segmented control through a target and an action.
final class StatsScreen: UIViewController {
  let period = UISegmentedControl(items: ["Day", "Week", "Month"])
  var periods: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    period.selectedSegmentIndex = 0
    period.addTarget(self, action: StatsScreen.periodChanged, for: .valueChanged)
    view.addSubview(period)
  }

  func periodChanged(_ sender: UISegmentedControl) { periods.append(sender.selectedSegmentIndex) }
}

/// `UISegmentedControl`: the segments the user can pick, and what a pick sends.
@MainActor @Suite struct UISegmentedControlTests {
  @Test func theUserPicksEachSegmentThatIsNotSelected() throws {
    let stats = StatsScreen()
    let (window, _) = onScreen(stats)
    #expect(offered(in: window) == ["selects 'Week'", "selects 'Month'"])
    try stats.period.userSelectsSegment(at: 2)
    #expect(stats.periods == [2])
    #expect(offered(in: window) == ["selects 'Day'", "selects 'Week'"])
    #expect(throws: NavigationError.self) { try stats.period.userSelectsSegment(at: 2) }
    stats.period.setEnabled(false, forSegmentAt: 0)
    #expect(offered(in: window) == ["selects 'Week'"])
    stats.period.selectedSegmentIndex = 1
    #expect(stats.periods == [2], "selecting from code sends nothing")
  }

  @Test func segmentsMadeWithActionsRunThemAndHoldThem() throws {
    var picked: [String] = []
    let filter = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "All") { _ in picked.append("all") },
        UIAction(title: "Unread") { _ in picked.append("unread") },
      ])
    filter.selectedSegmentIndex = 0
    let (window, _) = screenShowing(filter)
    #expect(offered(in: window) == ["selects 'Unread'"])
    try filter.userSelectsSegment(at: 1)
    #expect(picked == ["unread"] && filter.selectedSegmentIndex == 1)
    #expect(filter.titleForSegment(at: 0) == "All" && filter.numberOfSegments == 2)
  }

  @Test func segmentsChangeAndMomentaryControlsOfferEverySegment() {
    let control = UISegmentedControl(items: nil)
    control.insertSegment(withTitle: "B", at: 0, animated: false)
    control.insertSegment(withTitle: "A", at: 0, animated: false)
    control.insertSegment(with: UIImage(systemName: "star"), at: 5, animated: false)
    control.selectedSegmentIndex = 1
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 0 && control.numberOfSegments == 2)
    control.isMomentary = true
    control.addAction(UIAction { _ in }, for: .valueChanged)
    let (window, _) = screenShowing(control)
    #expect(
      offered(in: window) == [
        "selects 'B'", "selects segment 2 of the UISegmentedControl 1",
      ])
    control.removeAllSegments()
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }
}
