import CoordinatorTree
import Foundation
import LeakAuditTesting
import Testing

/// The view tree's ownership, as UIKit's: what leak checks read.
@MainActor @Suite struct ViewTests {
  @Test func aViewHoldsItsSubviewsStronglyAndItsSuperviewWeakly() async {
    var container: View? = View()
    let label = View()
    container?.addSubview(label)
    #expect(label.superview === container)
    // The superview goes although its subview lives: the link up is weak.
    await assertReleased([container!], configuration: quick) { container = nil }
    #expect(label.superview == nil)
  }

  @Test func aSubviewIsReleasedWhenRemovedFromItsSuperview() async {
    let container = View()
    container.addSubview(View())
    await assertReleased([container.subviews[0]], configuration: quick) {
      container.subviews[0].removeFromSuperview()
    }
    #expect(container.subviews.isEmpty)
  }

  /// The positive control of the two above: a subview that something else keeps survives.
  @Test func aRemovedSubviewThatTheAppKeepsIsReportedAsALeak() async {
    let container = View()
    let kept = View()
    container.addSubview(kept)
    await withKnownIssue {
      await assertReleased([container.subviews[0]], configuration: quick) {
        container.subviews[0].removeFromSuperview()
      }
    } matching: { issue in
      String(describing: issue).contains("Leak: View still alive")
    }
    #expect(kept.superview == nil)
  }

  @Test func addingAViewElsewhereMovesIt() {
    let first = View()
    let second = View()
    let moved = View()
    first.addSubview(moved)
    second.addSubview(moved)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && moved.superview === second)
    // A view cannot go inside itself or a view inside it (UIKit raises): nothing changes.
    moved.addSubview(second)
    #expect(second.superview == nil && moved.subviews.isEmpty)
  }

  @Test func subviewsKeepTheirOrder() {
    let container = View()
    let (a, b, c) = (View(), View(), View())
    container.addSubview(a)
    container.addSubview(c)
    container.insertSubview(b, belowSubview: c)
    #expect(container.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    container.bringSubviewToFront(a)
    container.sendSubviewToBack(c)
    #expect(container.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    b.tag = 7
    #expect(container.viewWithTag(7) === b)
  }

  @Test func aViewControllerHoldsItsViewAndTheViewPointsBackWeakly() async {
    var screen: ViewController? = ViewController(title: "Detail")
    #expect(screen?.view.next === screen)
    // Only the view controller holds its view: both go with it.
    await assertReleased([screen!, screen!.view], configuration: quick) { screen = nil }
  }

  @Test func theViewLoadsOnFirstAccessThroughLoadViewThenViewDidLoadOnce() {
    final class ProfileScreen: ViewController {
      var calls: [String] = []
      let custom = View()
      override func loadView() {
        calls.append("loadView")
        view = custom
      }
      override func viewDidLoad() {
        calls.append("viewDidLoad \(view === custom)")
      }
    }
    let screen = ProfileScreen()
    #expect(!screen.isViewLoaded && screen.viewIfLoaded == nil)
    #expect(screen.view === screen.custom)
    _ = screen.view
    screen.loadViewIfNeeded()
    #expect(screen.calls == ["loadView", "viewDidLoad true"])
  }

  @Test func aViewIsInTheWindowWhileItsViewControllerIsOnScreen() throws {
    let (window, navigation) = try makeNavigation("List")
    let list = navigation.viewControllers[0]
    let label = View()
    list.view.addSubview(label)
    #expect(label.window === window)
    try navigation.strict.pushViewController(Screen("Detail"), animated: false)
    #expect(label.window == nil, "a screen covered on its stack has its view out of the window")
    #expect(View().window == nil)
  }

  @Test func reachabilityFollowsTheViewsAbove() {
    let container = View()
    let inner = View()
    container.addSubview(inner)
    #expect(inner.isReachableByUser)
    container.isHidden = true
    #expect(!inner.isReachableByUser)
    container.isHidden = false
    container.alpha = 0
    #expect(!inner.isReachableByUser)
    container.alpha = 1
    container.isUserInteractionEnabled = false
    #expect(!inner.isReachableByUser)
  }
  @Test func theTintComesFromTheSuperviewUnlessSet() {
    let container = View()
    let inner = View()
    container.addSubview(inner)
    #expect(inner.tintColor == .systemBlue)
    container.tintColor = .systemRed
    #expect(inner.tintColor == .systemRed)
    inner.tintColor = .systemGreen
    #expect(inner.tintColor == .systemGreen && container.tintColor == .systemRed)
  }

  @Test func layoutSubviewsRunsFromLayoutIfNeededWhereALayoutWasAskedFor() {
    final class Card: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let outer = Card()
    let inner = Card()
    outer.addSubview(inner)
    outer.layoutIfNeeded()
    #expect(outer.layouts == 0 && inner.layouts == 0)
    inner.setNeedsLayout()
    outer.layoutIfNeeded()
    outer.layoutIfNeeded()
    #expect(outer.layouts == 0 && inner.layouts == 1 && !inner.needsLayout)
  }

  @Test func aViewHearsOfTheSubviewsItGainsAndLoses() {
    final class Container: View {
      var heard: [String] = []
      override func didAddSubview(_ subview: View) { heard.append("add \(subview.tag)") }
      override func willRemoveSubview(_ subview: View) { heard.append("remove \(subview.tag)") }
    }
    let first = Container()
    let second = Container()
    let moved = View()
    moved.tag = 1
    first.addSubview(moved)
    first.bringSubviewToFront(moved)
    second.addSubview(moved)
    moved.removeFromSuperview()
    #expect(first.heard == ["add 1", "remove 1"] && second.heard == ["add 1", "remove 1"])
  }

  @Test func aViewControllerLaysOutItsViewOnceAsItAppears() throws {
    final class Measured: ViewController {
      var calls: [String] = []
      override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
      override func viewWillLayoutSubviews() { calls.append("willLayout") }
      override func viewDidLayoutSubviews() { calls.append("didLayout") }
      override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    }
    let (_, navigation) = try makeNavigation("List")
    let screen = Measured(title: "Measured")
    navigation.pushViewController(screen, animated: false)
    #expect(screen.calls == ["willAppear", "willLayout", "didLayout", "didAppear"])
  }
}
