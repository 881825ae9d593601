import Testing

@testable import CoordinatorTree

/// The scene-coordinator system of the memo app (list → detail → edit, a compose sheet) on
/// every exit path, correct and faulty (catalog C9, C11).
@MainActor @Suite struct SceneCoordinatorTests {
  typealias MemoScreen = BoundScreen<FlowViewModel>

  @MainActor final class MemoApp {
    let window = Window()
    let audit: FlowAudit
    let scenes: SceneCoordinator
    /// The findings of the first step, which shows the list.
    var startReport = Report()

    /// The memo list, in a navigation controller of its own, as the window's root.
    init(_ variant: SceneCoordinatorVariant = .correct) async throws {
      audit = FlowAudit(window: window, configuration: quick)
      scenes = SceneCoordinator(name: "Memo", window: window, audit: audit)
      scenes.variant = variant
      startReport = try await audit.step("start") { [scenes] in
        try scenes.transition(
          to: Self.scene("List", inNavigationController: true), using: .root, animated: false)
      }
    }

    static func scene(_ name: String, inNavigationController: Bool = false) -> Scene {
      Scene(
        name, viewModel: FlowViewModel(name: name), inNavigationController: inNavigationController
      ) { MemoScreen(title: name) }
    }

    /// Shows scenes one after another, in one step, then clears the log.
    func show(_ scenes: [(String, TransitionStyle, Bool)]) async throws {
      let report = try await audit.step("show \(scenes.map(\.0))") { [self] in
        for (name, style, embedded) in scenes {
          try self.scenes.transition(
            to: Self.scene(name, inNavigationController: embedded), using: style, animated: true)
        }
      }
      precondition(report.findings.isEmpty, report.text)
      window.log.removeAll()
    }

    var navigation: NavigationController { window.rootViewController as! NavigationController }
    var current: String? { scenes.currentViewController?.logName }
    var top: String? { window.topViewController?.logName }

    var released: [String] {
      window.log.events.filter { $0.name == "released" }.map { $0.arguments[0] }
    }
  }

  static let detailGone: Set = ["Memo/Detail", "Memo/DetailViewModel"]

  // MARK: The matrix

  @Test(arguments: [true, false])
  func closingPopsTheCurrentSceneAndReleasesIt(animated: Bool) async throws {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false)])
    #expect(app.current == "Detail")
    let report = try await app.audit.step("close") { try app.scenes.close(animated: animated) }
    #expect(report.findings.isEmpty)
    #expect(Set(app.released) == Self.detailGone)
    #expect(app.current == "List")
  }

  @Test(arguments: ["back tap", "finished swipe", "non-animated pop by app code"])
  func theUserLeavingDetailReleasesItAndTheCurrentScreenFollows(way: String) async throws {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false)])
    let navigation = app.navigation
    let report = try await app.audit.step(way) {
      switch way {
      case "back tap": try navigation.userTapsBack()
      case "finished swipe": try navigation.userSwipesBack()
      default: navigation.popViewController(animated: false)
      }
    }
    #expect(report.findings.isEmpty)
    #expect(Set(app.released) == Self.detailGone)
    #expect(app.current == "List")
    // The notes' failure: the next "open memo" found no navigation controller.
    try await app.show([("Detail", .push, false)])
    #expect(app.current == "Detail")
  }

  @Test func aCancelledSwipeReleasesNothingAndKeepsTheCurrentScreen() async throws {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false)])
    let report = try await app.audit.step("swipe, let go early") {
      try app.navigation.userSwipesBackButCancels()
    }
    #expect(report.findings.isEmpty)
    #expect(app.released.isEmpty)
    #expect(app.current == "Detail")
  }

  @Test(arguments: ["back-menu jump", "popToRoot by app code"])
  func leavingSeveralScenesAtOnceReleasesThemAll(way: String) async throws {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false), ("Edit", .push, false)])
    let navigation = app.navigation
    let report = try await app.audit.step(way) {
      if way == "back-menu jump" {
        try navigation.userJumpsBack(to: navigation.viewControllers[0])
      } else {
        navigation.popToRootViewController(animated: true)
      }
    }
    #expect(report.findings.isEmpty)
    #expect(Set(app.released) == Self.detailGone.union(["Memo/Edit", "Memo/EditViewModel"]))
    #expect(app.current == "List")
  }

  @Test(arguments: ["sheet swipe-down", "close by the coordinator"])
  func aPresentedSceneGoesWithItsSheetAndItsWholeStack(way: String) async throws {
    let app = try await MemoApp()
    try await app.show([
      ("Detail", .push, false), ("Compose", .modal, true), ("Attach", .push, false),
    ])
    #expect(app.current == "Attach")
    let scenes = app.scenes
    let report = try await app.audit.step(way) {
      if way == "sheet swipe-down" {
        try app.window.topViewController!.userSwipesDownSheet()
      } else {
        try scenes.close(animated: true)  // pops Attach
        try scenes.close(animated: true)  // dismisses Compose's sheet
      }
    }
    #expect(report.findings.isEmpty)
    #expect(
      Set(app.released) == [
        "Memo/ComposeNav", "Memo/Compose", "Memo/ComposeViewModel", "Memo/Attach",
        "Memo/AttachViewModel",
      ])
    #expect(app.current == "Detail")
  }

  @Test func replacingTheRootReleasesTheWholeOldHierarchy() async throws {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false)])
    let report = try await app.audit.step("log out") {
      try app.scenes.transition(to: MemoApp.scene("Login"), using: .root, animated: false)
    }
    #expect(report.findings.isEmpty)
    #expect(
      Set(app.released)
        == Self.detailGone.union(["Memo/ListNav", "Memo/List", "Memo/ListViewModel"])
    )
    #expect(app.current == "Login")
    #expect(app.audit.liveLabels == ["Memo", "Memo/Login", "Memo/LoginViewModel"])
  }

  @Test func closedByTheCoordinatorAndHeardByTheDelegateTheSceneGoesOnceAndNothingMore()
    async throws
  {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false)])
    // close() pops Detail and updates the pointer; didShow reports the same pop.
    #expect(try await app.audit.step("close") { try app.scenes.close(animated: true) }.isClean)
    #expect(app.current == "List")
    #expect(app.navigation.viewControllers.map(\.logName) == ["List"])
    // A late close (Detail's own code, after the user or the coordinator already left it)
    // finds the list at the root: an error, and nothing changes.
    app.window.log.removeAll()
    let late = try await app.audit.step("close again") {
      let error = #expect(throws: NavigationError.self) { try app.scenes.close(animated: true) }
      #expect(error?.code == .nothingToPop)
    }
    #expect(late.findings.isEmpty)
    #expect(app.released.isEmpty)
    #expect(app.current == "List")
  }

  @Test func aTabTapMakesTheSelectedTabsContentCurrent() async throws {
    let window = Window()
    let audit = FlowAudit(window: window, configuration: quick)
    let scenes = SceneCoordinator(name: "Memo", window: window, audit: audit)
    try await audit.step("start") {
      try scenes.transition(
        to: .tabs(
          "Tabs",
          [
            MemoApp.scene("List", inNavigationController: true),
            MemoApp.scene("Settings", inNavigationController: true),
          ]), using: .root, animated: false)
    }
    #expect(scenes.currentViewController?.logName == "List")
    let report = try await audit.step("tap Settings, open About") {
      try (window.rootViewController as! TabBarController).userTapsTab(at: 1)
      try scenes.transition(to: MemoApp.scene("About"), using: .push, animated: true)
    }
    #expect(report.findings.isEmpty)
    #expect(scenes.currentViewController?.logName == "About")
    #expect(window.topViewController?.logName == "About")
  }

  // MARK: C9: the current screen stays the top-most content

  @Test func theCurrentScreenIsAlwaysTheTopMostContent() async throws {
    let app = try await MemoApp()
    try await app.show([("Detail", .push, false), ("Edit", .push, false)])
    let navigation = app.navigation
    let steps: [(String, () throws -> Void)] = [
      ("back tap", { try navigation.userTapsBack() }),
      ("swipe", { try navigation.userSwipesBack() }),
      (
        "open Detail",
        { try app.scenes.transition(to: MemoApp.scene("Detail"), using: .push, animated: true) }
      ),
      ("cancelled swipe", { try navigation.userSwipesBackButCancels() }),
      (
        "present Compose",
        {
          try app.scenes.transition(
            to: MemoApp.scene("Compose", inNavigationController: true), using: .modal,
            animated: true)
        }
      ),
      ("sheet swipe-down", { try app.window.topViewController!.userSwipesDownSheet() }),
    ]
    for (name, action) in steps {
      let report = try await app.audit.step(name, action)
      #expect(report.findings.isEmpty, "\(name): \(report.text)")
      #expect(app.current == app.top, "after \(name)")
    }
    #expect(app.current == "Detail")
  }

  @Test func withoutTheDelegateFixABackTapLeavesAStalePointerThatKeepsDetailAlive() async throws {
    let app = try await MemoApp(.withoutDelegateFix)
    try await app.show([("Detail", .push, false)])
    let report = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak, .leak, .brokenInvariant])
    #expect(
      report.findings.flatMap(\.objects).map(\.label) == [
        "Memo/Detail", "Memo/DetailViewModel", "Memo/Detail",
      ], "the two survivors, then the screen the stale pointer names")
    #expect(
      report.findings.last?.message
        == "the current screen is the top-most content: 'Memo' points at 'Detail', but the "
        + "top-most content is 'List'")
    // And the notes' symptom: the next "open memo" fails.
    let error = #expect(throws: NavigationError.self) {
      try app.scenes.transition(to: MemoApp.scene("Detail"), using: .push, animated: true)
    }
    #expect(error?.code == .navigationControllerMissing)
  }

  @Test func withoutTheDelegateFixASheetSwipedDownStaysAliveAsTheCurrentScreen() async throws {
    let app = try await MemoApp(.withoutDelegateFix)
    try await app.show([("Compose", .modal, false)])
    let report = try await app.audit.step("swipe the sheet down") {
      try app.window.topViewController!.userSwipesDownSheet()
    }
    #expect(report.findings.map(\.kind) == [.leak, .leak, .brokenInvariant])
    #expect(
      report.findings.flatMap(\.objects).map(\.label) == [
        "Memo/Compose", "Memo/ComposeViewModel", "Memo/Compose",
      ])
  }

  @Test func updatingOnWillShowACancelledSwipeLeavesThePointerOnTheScreenBelow() async throws {
    let app = try await MemoApp(.updatesOnWillShow)
    try await app.show([("Detail", .push, false)])
    #expect(try await app.audit.step("back") { try app.navigation.userTapsBack() }.isClean)
    try await app.show([("Detail", .push, false)])
    let report = try await app.audit.step("swipe, let go early") {
      try app.navigation.userSwipesBackButCancels()
    }
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(
      report.findings[0].message
        == "the current screen is the top-most content: 'Memo' points at 'List', but the "
        + "top-most content is 'Detail'")
    #expect(report.findings[0].objects.map(\.label) == ["Memo/List"])
  }

  // MARK: C11: root container resolution

  @Test func aRootSceneInANavigationControllerMakesItsContentCurrentAndPushesFromIt()
    async throws
  {
    let app = try await MemoApp()
    #expect(app.current == "List")
    #expect(app.startReport.findings.isEmpty)
    let report = try await app.audit.step("open Detail") {
      try app.scenes.transition(to: MemoApp.scene("Detail"), using: .push, animated: true)
    }
    #expect(report.findings.isEmpty)
    #expect(app.navigation.viewControllers.map(\.logName) == ["List", "Detail"])
  }

  @Test func treatingTheContainerAsTheCurrentScreenMakesThePushFail() async throws {
    let app = try await MemoApp(.containerAsCurrent)
    #expect(app.current == "ListNav")
    #expect(app.startReport.findings.map(\.kind) == [.brokenInvariant])
    var thrown: NavigationError?
    let report = try await app.audit.step("open Detail") {
      do {
        try app.scenes.transition(to: MemoApp.scene("Detail"), using: .push, animated: true)
      } catch {
        thrown = error as? NavigationError
      }
    }
    #expect(thrown?.code == .navigationControllerMissing)
    #expect(app.navigation.viewControllers.map(\.logName) == ["List"])
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(report.findings[0].message?.contains("points at 'ListNav'") == true)
  }
}
