import CoordinatorTree
import Testing

/// A settings flow opened and closed from bar buttons alone, as apps write it.
///
/// The home screen's "Settings" button starts a child coordinator kept in
/// `childCoordinators`; the settings screen hides the back button and shows "Done", whose
/// closure pops it. The explorer is given no app action: it finds the buttons on the bar.
enum BarButtonApp {
  @MainActor final class MainCoordinator {
    var childCoordinators: [SettingsCoordinator] = []
    let navigationController: NavigationController
    /// Whether "Done" tells the parent, which lets go of the child.
    let removesChildOnDone: Bool

    init(window: Window, removesChildOnDone: Bool) throws {
      self.removesChildOnDone = removesChildOnDone
      let home = ViewController(title: "Home")
      navigationController = NavigationController(rootViewController: home)
      FlowAudit.current?.registerCoordinator(self, label: "Main", isRoot: true)
      FlowAudit.current?.registerScreen(home, label: "Home", owner: self)
      home.navigationItem.rightBarButtonItem = BarButtonItem(
        title: "Settings",
        primaryAction: Action { [weak self] _ in self?.showSettings() })
      try window.setRootViewController(navigationController)
    }

    func showSettings() {
      let child = SettingsCoordinator(navigationController: navigationController, parent: self)
      childCoordinators.append(child)
      child.start()
    }

    func childDidFinish(_ child: SettingsCoordinator) {
      guard removesChildOnDone else { return }
      childCoordinators.removeAll { $0 === child }
    }
  }

  @MainActor final class SettingsCoordinator {
    weak var parent: MainCoordinator?
    unowned let navigationController: NavigationController

    init(navigationController: NavigationController, parent: MainCoordinator) {
      self.navigationController = navigationController
      self.parent = parent
      FlowAudit.current?.registerCoordinator(self, label: "Settings", parent: parent)
    }

    func start() {
      let screen = ViewController(title: "Settings")
      FlowAudit.current?.registerScreen(screen, label: "Settings", owner: self)
      // No back button: "Done" is the only way out (UIKit turns the swipe back off too).
      screen.navigationItem.hidesBackButton = true
      screen.navigationItem.leftBarButtonItem = BarButtonItem(
        title: "Done",
        primaryAction: Action { [weak self] _ in self?.done() })
      navigationController.pushViewController(screen, animated: true)
    }

    func done() {
      navigationController.popViewController(animated: true)
      parent?.childDidFinish(self)
    }
  }

  @MainActor static func explorer(removesChildOnDone: Bool) -> FlowExplorer<MainCoordinator> {
    FlowExplorer(depth: 3) { window in
      try MainCoordinator(window: window, removesChildOnDone: removesChildOnDone)
    }
  }
}

@MainActor @Suite struct FlowExplorerBarButtonTests {
  /// The positive control: "Done" pops the screen but the parent keeps the child.
  @Test func aChildKeptAfterItsDoneButtonIsFoundFromTheBarButtonsAlone() async {
    let exploration = await BarButtonApp.explorer(removesChildOnDone: false).run()
    let leak = exploration.bugs.first { $0.findings.contains { $0.kind == .leak } }
    #expect(
      leak?.actions == ["user taps bar button 'Settings'", "user taps bar button 'Done'"],
      "\(exploration.text)")
    #expect(leak?.findings.first?.objects.first?.label == "Settings")
  }

  /// The correct form is clean: in particular no back tap is offered while the back button is
  /// hidden (the model refuses it, and exploration would report the refusal as the app's).
  @Test func theCorrectFormIsCleanAndNoRefusedBackTapIsPlayed() async {
    let exploration = await BarButtonApp.explorer(removesChildOnDone: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states >= 2)
  }

  @Test func onlyWhatTheUserCanDoIsOffered() throws {
    let window = Window()
    let app = try BarButtonApp.MainCoordinator(window: window, removesChildOnDone: true)
    #expect(window.userActions == [.tapBarButton(0)])
    app.showSettings()
    // Nothing while the push animates; then the screen's own.
    #expect(window.userActions.isEmpty)
    MainLoop.runUntilIdle()
    // Back button hidden, "Done" on the left: the button alone.
    #expect(window.userActions == [.tapBarButton(0)])
    app.navigationController.topViewController?.navigationItem.hidesBackButton = false
    #expect(window.userActions == [.tapBarButton(0)], "'Done' replaces the back button")
    app.navigationController.topViewController?.navigationItem.leftItemsSupplementBackButton =
      true
    #expect(
      window.userActions == [
        .tapBack, .jumpBack(toIndex: 0), .swipeBack, .swipeBackAndCancel, .tapBarButton(0),
      ])
    app.navigationController.setNavigationBarHidden(true, animated: false)
    #expect(window.userActions.isEmpty)
  }
}
