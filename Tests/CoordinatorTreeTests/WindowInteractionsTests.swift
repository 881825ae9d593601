import CoordinatorTree
import Foundation
import Testing

/// A control as HeadlessUIKit's adopt the seam: it offers its tap while enabled.
@MainActor final class TestButton: View, OffersUserInteractions {
  let title: String
  var isEnabled = true
  var onTap: () -> Void = {}

  init(_ title: String, onTap: @escaping () -> Void = {}) {
    self.title = title
    self.onTap = onTap
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  func userInteractions(on view: View) -> [ViewInteraction] {
    isEnabled ? [ViewInteraction("taps '\(title)'") { [weak self] in self?.onTap() }] : []
  }
}

/// What a gesture recognizer held by a view offers, as HeadlessUIKit's does.
@MainActor final class TestTapRecognizer: OffersUserInteractions {
  var taps = 0
  func userInteractions(on view: View) -> [ViewInteraction] {
    [ViewInteraction("taps the \(type(of: view))") { [weak self] in self?.taps += 1 }]
  }
}

@MainActor @Suite struct WindowInteractionsTests {
  @Test func theScreenOnTopOffersWhatItsReachableViewsOffer() throws {
    let (window, navigation) = try makeNavigation("List")
    let list = navigation.viewControllers[0]
    var taps: [String] = []
    let row = View()
    row.addSubview(TestButton("Open") { taps.append("Open") })
    list.view.addSubview(row)
    list.view.addSubview(TestButton("Add") { taps.append("Add") })
    #expect(
      window.userInteractionsOnScreen.map(\.interaction.description) == [
        "taps 'Open'", "taps 'Add'",
      ])
    #expect(window.userInteractionsOnScreen.map(\.path) == [[0, 0, 0, 0], [1, 0, 0]])
    #expect(
      window.userActions == [
        .interact(path: [0, 0, 0, 0], description: "taps 'Open'"),
        .interact(path: [1, 0, 0], description: "taps 'Add'"),
      ])
    try window.perform(.interact(path: [1, 0, 0], description: "taps 'Add'"))
    #expect(taps == ["Add"])
    #expect(window.log.lines.last == "userInteracts(taps 'Add')")
    // Hidden, disabled: not offered; performing it now is refused, and nothing runs.
    row.isHidden = true
    (list.view.subviews[1] as? TestButton)?.isEnabled = false
    #expect(window.userInteractionsOnScreen.isEmpty)
    #expect(throws: NavigationError.self) {
      try window.perform(.interact(path: [1, 0, 0], description: "taps 'Add'"))
    }
    #expect(taps == ["Add"])
  }

  @Test func aGestureRecognizerTheViewHoldsIsOffered() throws {
    let (window, navigation) = try makeNavigation("List")
    let recognizer = TestTapRecognizer()
    let image = View()
    image.interactionSources.append(recognizer)
    navigation.viewControllers[0].view.addSubview(image)
    #expect(window.userInteractionsOnScreen.map(\.interaction.description) == ["taps the View"])
    #expect(window.userInteractionsOnScreen.map(\.path) == [[0, 1, 0]])
    try window.perform(.interact(path: [0, 1, 0], description: "taps the View"))
    #expect(recognizer.taps == 1)
  }

  @Test func onlyTheTopScreenOnceItHasAppearedIsOffered() throws {
    let (window, navigation) = try makeNavigation("List")
    navigation.viewControllers[0].view.addSubview(TestButton("Open"))
    let detail = Screen("Detail")
    detail.view.addSubview(TestButton("Buy"))
    navigation.pushViewController(detail, animated: true)
    #expect(window.userInteractionsOnScreen.isEmpty, "nothing while the push animates")
    MainLoop.runUntilIdle()
    #expect(window.userInteractionsOnScreen.map(\.interaction.description) == ["taps 'Buy'"])
    let sheet = Screen("Sheet")
    detail.present(sheet, animated: false)
    #expect(window.userInteractionsOnScreen.isEmpty, "a sheet covers what it is presented over")
  }
}

/// An app whose flows start from buttons inside its screens, as most apps: the explorer is
/// given no action and finds them itself.
enum InViewButtonApp {
  @MainActor final class AppCoordinator {
    let navigationController: NavigationController
    var children: [DetailCoordinator] = []
    let removesFinishedChild: Bool

    init(window: Window, removesFinishedChild: Bool) throws {
      self.removesFinishedChild = removesFinishedChild
      let home = ViewController(title: "Home")
      navigationController = NavigationController(rootViewController: home)
      home.view.addSubview(TestButton("Open detail") { [weak self] in self?.openDetail() })
      try window.setRootViewController(navigationController)
    }

    func openDetail() {
      let child = DetailCoordinator(navigationController: navigationController)
      child.onFinish = { [weak self, weak child] in
        guard let self, let child, self.removesFinishedChild else { return }
        self.children.removeAll { $0 === child }
      }
      children.append(child)
      child.start()
    }
  }

  @MainActor final class DetailCoordinator {
    unowned let navigationController: NavigationController
    var onFinish: () -> Void = {}

    init(navigationController: NavigationController) {
      self.navigationController = navigationController
    }

    func start() {
      let screen = DetailScreen()
      screen.coordinator = self
      // "Close" is the only way out: no back button, so no swipe back either.
      screen.navigationItem.hidesBackButton = true
      screen.view.addSubview(TestButton("Close") { [weak self] in self?.close() })
      navigationController.pushViewController(screen, animated: true)
    }

    func close() {
      navigationController.popViewController(animated: true)
      onFinish()
    }
  }

  @MainActor final class DetailScreen: ViewController {
    weak var coordinator: DetailCoordinator?
  }

  @MainActor static func explorer(removesFinishedChild: Bool) -> FlowExplorer<AppCoordinator> {
    FlowExplorer(depth: 3) { window in
      try AppCoordinator(window: window, removesFinishedChild: removesFinishedChild)
    }
  }
}

@MainActor @Suite struct FlowExplorerInViewTests {
  /// The positive control: "Close" pops the screen, and the parent keeps its child.
  @Test func aChildKeptAfterItsInViewCloseButtonIsFoundWithNoDeclaredAction() async {
    let exploration = await InViewButtonApp.explorer(removesFinishedChild: false).run()
    let leak = exploration.bugs.first { $0.findings.contains { $0.kind == .leak } }
    #expect(
      leak?.actions == ["user taps 'Open detail'", "user taps 'Close'"], "\(exploration.text)")
    #expect(leak?.findings.first?.objects.first?.typeName.hasSuffix("DetailCoordinator") == true)
  }

  @Test func theCorrectFormIsClean() async {
    let exploration = await InViewButtonApp.explorer(removesFinishedChild: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states >= 2)
  }
}
