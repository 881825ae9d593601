import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A screen whose button's configuration handler captures the screen strongly.
final class ConfiguredScreen: UIViewController {
  let button = UIButton(configuration: .filled())
  var updates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.configurationUpdateHandler = { _ in self.updates += 1 }
    view.addSubview(button)
  }
}

/// `UIButton`: titles by state, the initializers apps use, its configuration, and its tap.
@MainActor @Suite struct UIButtonTests {
  @Test func aTitleForAStateFallsBackToTheNormalOne() {
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.currentTitle == "Follow")
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    #expect(button.titleLabel?.text == "Following")
    button.setTitleColor(.systemRed, for: .normal)
    #expect(button.titleColor(for: .disabled) == .systemRed)
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    #expect(button.currentImage == UIImage(systemName: "plus"))
  }

  @Test func aPrimaryActionGivesItsTitleAndRunsOnTheTap() throws {
    var taps = 0
    let share = UIButton(primaryAction: UIAction(title: "Share") { _ in taps += 1 })
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    configuration.image = UIImage(systemName: "arrow.right")
    configuration.imagePlacement = .trailing
    let next = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 10 })
    let (window, _) = screenShowing(share, next)
    #expect(offered(in: window) == ["taps 'Share'", "taps 'Continue'"])
    try share.userTaps()
    try next.userTaps()
    #expect(taps == 11)
    #expect(next.configuration?.style == .filled)
  }

  @Test func aButtonWithoutTitleIsNamedByItsLabelOrItsPlace() {
    let close = UIButton(type: .close)
    close.addAction(UIAction { _ in }, for: .touchUpInside)
    close.accessibilityLabel = "Close"
    let first = UIButton(type: .custom)
    first.addAction(UIAction { _ in }, for: .touchUpInside)
    let second = UIButton(type: .custom)
    second.addAction(UIAction { _ in }, for: .touchUpInside)
    let row = UIView()
    row.addSubview(second)
    let (window, _) = screenShowing(close, first, row)
    #expect(
      offered(in: window) == ["taps 'Close'", "taps the UIButton 2", "taps the UIButton 3"])
  }

  @Test func aTapThatChangesTheSelectionTogglesItFirst() throws {
    let favourite = UIButton(type: .system)
    favourite.setTitle("Favourite", for: .normal)
    favourite.changesSelectionAsPrimaryAction = true
    var seen: [Bool] = []
    favourite.addAction(
      UIAction { [weak favourite] _ in seen.append(favourite?.isSelected ?? false) },
      for: .primaryActionTriggered)
    _ = screenShowing(favourite)
    try favourite.userTaps()
    try favourite.userTaps()
    #expect(seen == [true, false])
  }

  @Test func aButtonThatShowsAMenuIsNotTapped() {
    let sort = UIButton(primaryAction: UIAction(title: "Sort") { _ in })
    sort.menu = UIMenu(title: "Sort", children: [UIAction(title: "By date") { _ in }])
    sort.showsMenuAsPrimaryAction = true
    let (window, _) = screenShowing(sort)
    #expect(offered(in: window).isEmpty)
  }

  @Test func theConfigurationHandlerRunsOnStateChangesAndIsHeldStrongly() async {
    let (_, navigation) = shown("List")
    navigation.pushViewController(ConfiguredScreen(), animated: false)
    let screen = navigation.topViewController as? ConfiguredScreen
    screen?.button.isEnabled = false
    screen?.button.setNeedsUpdateConfiguration()
    #expect(screen?.updates == 2)
    // The positive control: the handler captures the screen, which its own view keeps.
    await withKnownIssue {
      await assertReleased([navigation.topViewController!], configuration: quick) {
        navigation.popViewController(animated: false)
      }
    } matching: {
      isLeak(of: "ConfiguredScreen")($0)
    }
  }
}
