import HeadlessUIKit
import Testing

import enum CoordinatorTree.MainLoop

/// `UINavigationControllerDelegate`, implemented as apps implement it.
@MainActor @Suite struct UINavigationControllerDelegateTests {
  /// A delegate written as coordinator apps write one: an `NSObject` that implements only the
  /// methods it needs.
  final class ShowSpy: NSObject, UINavigationControllerDelegate {
    var calls: [String] = []

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      calls.append("willShow(\(viewController.title ?? "nil"))")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      calls.append(
        "didShow(\(viewController.title ?? "nil")) \(titles(navigationController.viewControllers)!)"
      )
    }
  }

  @Test func everyMethodIsOptional() {
    final class Silent: NSObject, UINavigationControllerDelegate {}
    let (_, navigation) = shown("Main")
    let silent = Silent()
    navigation.delegate = silent
    navigation.pushViewController(Screen("Search"), animated: true)
    #expect(navigation.delegate === silent)
  }

  @Test func willShowComesBeforeTheAppearanceEndsAndDidShowAfterWithTheStackUpdated() {
    let (window, navigation) = shown("Main")
    let spy = ShowSpy()
    navigation.delegate = spy
    navigation.pushViewController(Screen("Search"), animated: true)
    // didShow comes on a later turn of the main loop, as on a device.
    #expect(spy.calls == ["willShow(Search)"])
    MainLoop.runUntilIdle()
    #expect(spy.calls == ["willShow(Search)", "didShow(Search) [\"Main\", \"Search\"]"])
    let lines = window.log.lines
    #expect(
      lines.firstIndex(of: "willShow(Search)")! < lines.firstIndex(of: "viewDidAppear(Search)")!)
    #expect(lines.last == "didShow(Search)")
  }

  @Test func theDelegateIsWeakAndASecondOneReplacesTheFirst() {
    let (_, navigation) = shown("Main")
    var first: ShowSpy? = ShowSpy()
    navigation.delegate = first
    first = nil
    #expect(navigation.delegate == nil)
    let second = ShowSpy()
    let third = ShowSpy()
    navigation.delegate = second
    navigation.delegate = third
    navigation.pushViewController(Screen("Search"), animated: false)
    #expect(second.calls.isEmpty)
    #expect(third.calls.count == 2)
  }
}
