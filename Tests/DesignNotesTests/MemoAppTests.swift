import HeadlessUIKit
import RxSwiftStandIn
import Testing

import class CoordinatorTree.FlowAudit

@testable import MemoApp

/// Design note 000's memo app, its scene coordinator audited as an app's test registers it:
/// after the navigation bar's back button, the note's coordinator still points at the memo
/// that left, which it keeps alive, and cannot open another; note 001's willShow subscription,
/// written as a navigation delegate, cures it.
@MainActor @Suite struct MemoAppTests {
  /// The app, launched as note 000's scene delegate launches it.
  ///
  /// The storyboard's first screen is in the window, then `makeCoordinator` makes the scene
  /// coordinator, which shows the list scene as the root. The coordinator, the list's
  /// container, screen and view model are registered.
  func launched(
    _ makeCoordinator: (UIWindow) -> any SceneCoordinatorType
  ) async throws -> (FlowAudit, any SceneCoordinatorType, MemoListViewModel) {
    let (window, audit) = auditedWindow()
    window.rootViewController = UIViewController()
    let storage = MemoryStorage()
    let coordinator = makeCoordinator(window)
    let listViewModel = MemoListViewModel(
      title: "나의 메모", sceneCoordinator: coordinator, storage: storage)
    audit.registerCoordinator(coordinator as AnyObject, label: "Memo", isAppWide: true)
    try await audit.step("launch") {
      coordinator.transition(to: .list(listViewModel), using: .root, animated: false)
    }
    let navigation = window.rootViewController as! UINavigationController
    audit.registerScreen(navigation, label: "Memo/ListNav", owner: coordinator as AnyObject)
    audit.registerScreen(
      navigation.viewControllers[0], label: "Memo/List", owner: coordinator as AnyObject)
    audit.registerViewModel(
      listViewModel, label: "Memo/ListModel", screens: [navigation.viewControllers[0]],
      owner: coordinator as AnyObject)
    return (audit, coordinator, listViewModel)
  }

  /// Opens the first memo, as the list's selection does; returns how the transition ended,
  /// and registers the detail when it was pushed.
  @discardableResult
  func openMemo(
    _ audit: FlowAudit, _ coordinator: any SceneCoordinatorType, _ list: MemoListViewModel
  ) async throws -> (any Error)? {
    var failure: (any Error)?
    try await audit.step("open memo") {
      list.detailAction(memo: list.storage.memos[0]).subscribe(onError: { failure = $0 })
    }
    let navigation = audit.window.rootViewController as! UINavigationController
    if failure == nil, let detail = navigation.topViewController as? MemoDetailViewController {
      audit.registerScreen(detail, label: "Memo/Detail", owner: coordinator as AnyObject)
      audit.registerViewModel(
        detail.viewModel, label: "Memo/DetailModel", screens: [detail],
        owner: coordinator as AnyObject)
    }
    return failure
  }

  @Test func afterTheBackButtonTheNotesCoordinatorKeepsTheMemoThatLeftAndCannotOpenAnother()
    async throws
  {
    let (audit, coordinator, list) = try await launched { MemoApp.SceneCoordinator(window: $0) }
    #expect(try await openMemo(audit, coordinator, list) == nil)
    let navigation = audit.window.rootViewController as! UINavigationController
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak, .leak])
    #expect(survivors(report) == ["Memo/Detail", "Memo/DetailModel"])
    #expect(report.text.contains("held by SceneCoordinator.currentVC → MemoDetailViewController"))
    let failure = try await openMemo(audit, coordinator, list)
    #expect(failure as? TransitionError == .navigationControllerMissing)
  }

  @Test(arguments: ["back tap", "finished swipe"])
  func withTheWillShowFixTheMemoThatLeftIsReleasedAndAnotherOpens(way: String) async throws {
    let (audit, coordinator, list) = try await launched { SceneCoordinator(window: $0) }
    #expect(try await openMemo(audit, coordinator, list) == nil)
    let navigation = audit.window.rootViewController as! UINavigationController
    let report = try await audit.step(way) {
      if way == "back tap" {
        try navigation.userTapsBack()
      } else {
        try navigation.userSwipesBack()
      }
    }
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 2)
    #expect(try await openMemo(audit, coordinator, list) == nil)
    #expect(navigation.viewControllers.count == 2)
  }
}
