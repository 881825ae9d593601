import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIAdaptivePresentationControllerDelegate`, set as apps set it: before presenting.
@MainActor @Suite struct UIAdaptivePresentationControllerDelegateTests {
  final class SheetListener: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      calls.append("should")
      return allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      calls.append("didAttempt")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("will")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("did(\(presentationController.presentedViewController.title ?? "nil"))")
    }
  }

  /// Presents `Sheet: Compose` as apps do, the listener set first.
  func presentSheet(from presenter: UIViewController, to listener: SheetListener) {
    let sheet = UINavigationController(rootViewController: Screen("Compose"))
    sheet.title = "Sheet"
    sheet.presentationController?.delegate = listener
    presenter.present(sheet, animated: true)
  }

  @Test func aDelegateSetBeforePresentingHearsTheUsersSwipeDownInOrder() async throws {
    let (_, navigation) = shown("Main")
    let listener = SheetListener()
    presentSheet(from: navigation, to: listener)
    try await assertReleased([navigation.presentedViewController!], configuration: quick) {
      try navigation.presentedViewController!.userSwipesDownSheet()
    }
    #expect(listener.calls == ["should", "will", "did(Sheet)"])
  }

  @Test func didAttemptToDismissHearsASwipeThatIsModalInPresentationOrShouldDismissRefused()
    throws
  {
    let (_, navigation) = shown("Main")
    let listener = SheetListener()
    presentSheet(from: navigation, to: listener)
    let sheet = try #require(navigation.presentedViewController)
    sheet.isModalInPresentation = true
    #expect(try sheet.userSwipesDownSheet() == false)
    #expect(listener.calls == ["didAttempt"])
    sheet.isModalInPresentation = false
    listener.allowsDismissal = false
    listener.calls.removeAll()
    #expect(try sheet.userSwipesDownSheet() == false)
    #expect(listener.calls == ["should", "didAttempt"])
    #expect(navigation.presentedViewController === sheet)
  }

  @Test func aDismissFromCodeCallsNoDelegateMethod() {
    let (_, navigation) = shown("Main")
    let listener = SheetListener()
    let sheet = Screen("Sheet")
    sheet.presentationController?.delegate = listener
    navigation.present(sheet, animated: true)
    sheet.dismiss(animated: true)
    #expect(listener.calls.isEmpty)
    #expect(navigation.presentedViewController == nil)
  }

  @Test func everyMethodIsOptional() throws {
    final class Silent: NSObject, UIAdaptivePresentationControllerDelegate {}
    let (_, navigation) = shown("Main")
    let silent = Silent()
    let sheet = Screen("Sheet")
    sheet.presentationController?.delegate = silent
    navigation.present(sheet, animated: true)
    #expect(try sheet.userSwipesDownSheet())
  }
}
