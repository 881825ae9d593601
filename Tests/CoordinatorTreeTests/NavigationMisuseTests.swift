import CoordinatorTree
import LeakAuditTesting
import Testing

/// A UIKit-named call that UIKit rejects does nothing, never throws, and is recorded in the
/// window's log at the caller's line; its `strict` form throws the same error instead.
@MainActor @Suite struct NavigationMisuseTests {
  /// The misuse events of a window's log.
  func misuses(_ window: Window) -> [String] {
    window.log.lines.filter { $0.hasPrefix("misuse(") }
  }

  @Test func aPushOfAScreenAlreadyOnTheStackDoesNothingAndIsLoggedAtTheCallersLine() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let line = #line + 1
    navigation.pushViewController(navigation.viewControllers[0], animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    #expect(
      window.log.lines == [
        "misuse(alreadyOnStack, pushViewController(_:animated:), "
          + "CoordinatorTreeTests/NavigationMisuseTests.swift:\(line))"
      ])
  }

  @Test func everyUIKitNamedCallThatUIKitRejectsIsRecordedAndChangesNothing() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let stranger = Screen("Stranger")
    #expect(navigation.popToViewController(stranger, animated: true) == nil)
    navigation.setViewControllers([stranger, stranger], animated: false)
    navigation.pushViewController(NavigationController(), animated: false)
    navigation.present(Screen("Sheet"), animated: false)
    navigation.present(Screen("Second sheet"), animated: false)
    navigation.topViewController?.presentedViewController?.dismiss(animated: false)
    navigation.dismiss(animated: false)
    Screen("Parent").addChild(navigation.viewControllers[0])
    #expect(
      misuses(window).map { $0.split(separator: ",").prefix(2).joined(separator: ",") }
        == [
          "misuse(notOnStack, popToViewController(_:animated:)",
          "misuse(alreadyOnStack, setViewControllers(_:animated:)",
          "misuse(cannotPushContainer, pushViewController(_:animated:)",
          "misuse(alreadyPresenting, present(_:animated:completion:)",
          "misuse(nothingToDismiss, dismiss(animated:completion:)",
          "misuse(alreadyInHierarchy, addChild(_:)",
        ])
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    #expect(navigation.presentedViewController == nil)
  }

  @Test func aMisuseThroughAPropertySetterHasNoLine() throws {
    let (window, navigation) = try makeNavigation("List")
    let list = navigation.viewControllers[0]
    navigation.viewControllers = [list, list]
    #expect(
      window.log.lines == ["misuse(alreadyOnStack, viewControllers, no call site)"])
  }

  @Test func theStrictFormThrowsWhatTheUIKitNamedCallRecords() throws {
    let (window, navigation) = try makeNavigation("List")
    #expect {
      try navigation.strict.pushViewController(navigation.viewControllers[0], animated: true)
    } throws: { error in
      (error as? NavigationError)?.code == .alreadyOnStack
    }
    #expect(window.log.lines.isEmpty)
  }

  @Test func aMisuseSaysWhereWhatAndWhatToDo() {
    let misuse = NavigationMisuse(
      call: "pushViewController(_:animated:)",
      error: NavigationError(.alreadyOnStack, "Cannot push 'List': it is already on the stack."),
      site: SourceSite(fileID: "MyApp/MainCoordinator.swift", line: 31))
    #expect(
      misuse.description == """
        misuse at MyApp/MainCoordinator.swift:31: pushViewController(_:animated:) did nothing. \
        Cannot push 'List': it is already on the stack.
        """)
    let setter = NavigationMisuse(call: "viewControllers", error: misuse.error, site: nil)
    #expect(setter.description.hasPrefix("misuse (viewControllers has no call site): "))
  }

  @Test func aMisuseOutsideAWindowChangesNothingAndDoesNotCrash() {
    let navigation = NavigationController(rootViewController: Screen("List"))
    navigation.pushViewController(navigation.viewControllers[0], animated: false)
    #expect(navigation.viewControllers.map(\.logName) == ["List"])
  }
}
