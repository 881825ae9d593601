import Foundation
import Testing

@testable import CoordinatorTree

/// Random apps, played at random: after every step, what the audit counted as remaining must
/// be what the whole window says remains.
///
/// The audit looks only at what a step changed; this plays what nobody would script: pushes,
/// pops and replaced stacks on any navigation controller in the window, sheets of stacks and
/// their dismissals, replaced roots, tabs, child view controllers added and removed, flows
/// registered and re-registered under other parents (cycles included), view models on one or
/// two screens, objects the app lets go of or keeps by mistake. (It found a flow registered as
/// its own parent, which its own count kept forever.)
@MainActor @Suite struct FlowAuditRandomTests {
  final class Flow {}
  final class Model {}
  final class Page: ViewController {
    var model: Model?
  }

  /// SplitMix64: the same seed plays the same app on every machine.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// One random app: its window, its audit, what it holds and what it keeps by mistake.
  @MainActor final class App {
    let window = Window()
    let audit: FlowAudit
    var flows: [Flow] = []
    var kept: [AnyObject] = []
    var random: Generator
    var made = 0

    init(seed: UInt64) {
      random = Generator(state: seed)
      audit = FlowAudit(
        window: window,
        configuration: LeakTracker.Configuration(
          softDeadline: .milliseconds(1), hardDeadline: .milliseconds(1), explainsLeaks: false))
    }

    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    func pick<T>(_ values: [T]) -> T? {
      values.isEmpty ? nil : values[Int.random(in: 0..<values.count, using: &random)]
    }

    /// Every view controller in the window's hierarchy.
    var shown: [ViewController] { audit.reachableScreens() }

    var navigations: [NavigationController] { shown.compactMap { $0 as? NavigationController } }

    /// A flow the app holds, or a new one, registered under a held flow or as a root.
    func flow() -> Flow {
      if chance(60), let held = pick(flows) { return held }
      let flow = Flow()
      made += 1
      audit.registerCoordinator(
        flow, label: "F\(made)", parent: chance(70) ? pick(flows) : nil, isRoot: chance(30))
      flows.append(flow)
      return flow
    }

    /// A new page owned by a flow, sometimes with a view model on it (and on a second page).
    func page() -> Page {
      made += 1
      let page = Page(title: "P\(made)")
      audit.registerScreen(page, label: "P\(made)", owner: flow())
      if chance(40) {
        let model = Model()
        page.model = model
        let other = chance(30) ? pick(shown.compactMap { $0 as? Page }) : nil
        other?.model = model
        audit.registerViewModel(
          model, label: "M\(made)", screens: [page] + (other.map { [$0] } ?? []), owner: pick(flows)
        )
      }
      return page
    }

    func navigation() -> NavigationController {
      made += 1
      let navigation = NavigationController(rootViewController: page(), title: "N\(made)")
      audit.registerScreen(navigation, label: "N\(made)", owner: pick(flows))
      return navigation
    }

    /// One random change.
    func act() {
      switch Int.random(in: 0..<17, using: &random) {
      case 0, 1, 2:
        pick(navigations)?.pushViewController(page(), animated: chance(50))
      case 3:
        pick(navigations)?.popViewController(animated: chance(50))
      case 4:
        pick(navigations)?.popToRootViewController(animated: false)
      case 5:
        guard let navigation = pick(navigations) else { return }
        var stack = navigation.viewControllers.filter { _ in chance(70) }
        if chance(50) { stack.append(page()) }
        navigation.setViewControllers(stack, animated: false)
      case 6, 7:
        var top = window.rootViewController
        while let presented = top?.presented { top = presented }
        top?.present(chance(60) ? navigation() : page(), animated: true)
      case 8:
        pick(shown.filter { $0.presented != nil })?.dismiss(animated: true)
      case 9:
        var top = window.rootViewController
        while let presented = top?.presented { top = presented }
        _ = try? top?.userSwipesDownSheet()
      case 10:
        if chance(50) {
          window.rootViewController = navigation()
        } else {
          made += 1
          let tabs = TabBarController(
            viewControllers: [navigation(), navigation()], title: "T\(made)")
          audit.registerScreen(tabs, label: "T\(made)", owner: pick(flows))
          window.rootViewController = tabs
        }
      case 11:
        guard let parent = pick(shown.filter { $0 is Page }) else { return }
        if chance(50), let child = pick(parent.children) {
          child.willMove(toParent: nil)
          child.removeFromParent()
        } else {
          let child = page()
          parent.addChild(child)
          child.didMove(toParent: parent)
        }
      case 12:
        guard let navigation = pick(navigations) else { return }
        if chance(50) {
          try? navigation.userTapsBack()
        } else if chance(50) {
          try? navigation.userSwipesBack()
        } else {
          try? navigation.userSwipesBackButCancels()
        }
      case 13:
        if !flows.isEmpty { flows.remove(at: Int.random(in: 0..<flows.count, using: &random)) }
      case 14:
        if chance(20) {
          kept.removeAll()
        } else if let object: AnyObject = chance(50) ? pick(shown) : pick(flows) {
          kept.append(object)
        }
      case 15:
        guard let tabs = pick(shown.compactMap { $0 as? TabBarController }) else { return }
        var kept = (tabs.viewControllers ?? []).filter { _ in chance(60) }
        if chance(50) { kept.append(navigation()) }
        tabs.setViewControllers(kept, animated: false)
      default:
        guard let flow = pick(flows) else { return }
        audit.registerCoordinator(flow, label: "again", parent: pick(flows))
      }
    }
  }

  /// 24 batches of 8 apps; under a sanitizer (CI sets `COORDAUDIT_SANITIZER`), which
  /// multiplies every step's cost, the first 6, which look for memory and thread errors as well.
  nonisolated static let batches =
    ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] == nil ? 0..<24 : 0..<6

  @Test(arguments: batches)
  func whatTheAuditCountsIsWhatTheWholeWindowSays(batch: Int) async throws {
    for seed in UInt64(batch * 8)..<UInt64(batch * 8 + 8) {
      let app = App(seed: seed)
      app.window.rootViewController = app.navigation()
      for number in 1...30 {
        try await app.audit.step("step \(number)") {
          for _ in 0..<Int.random(in: 1...3, using: &app.random) { app.act() }
        }
        let remaining = app.audit.remainingInWholeWindow()
        let declared = app.audit.declaredRemaining
        #expect(
          declared == remaining,
          "seed \(seed), step \(number): counted \(declared.sorted()), whole window \(remaining.sorted())"
        )
        guard declared == remaining else { return }
      }
    }
  }
}
