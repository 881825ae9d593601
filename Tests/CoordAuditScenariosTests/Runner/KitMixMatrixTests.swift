import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// Every pair of kits on one navigation controller, left by every exit path: each step is
/// audited (anything found fails the scenario), and at the end everything above the first
/// screen is released while the first flow stays.
///
/// The stack is `Base` (kit X) → `Mid` (kit Y, two screens unless a router flow) → `Top` (kit X
/// again, started from `Base`), so that each kit has flows both below and above the other's.
/// A child-array flow needs a child-array parent to keep it, so child-array takes part as X.
@MainActor @Suite struct KitMixMatrixTests {
  enum Kit: String, CaseIterable, Sendable {
    case childArray = "child-array"
    case selfReleasing = "self-releasing"
    case router
    case scene

    /// Whether the kit has a programmatic exit (`finish`).
    var finishes: Bool { self != .selfReleasing }
    var screenCount: Int { self == .router ? 1 : 2 }
  }

  struct Pair: CustomTestStringConvertible, Sendable {
    var base: Kit
    var mid: Kit
    var testDescription: String { "\(base.rawValue) with \(mid.rawValue)" }
  }

  enum Exit: String, CaseIterable, Sendable {
    case backTaps = "back taps"
    case swipes = "swipes"
    case cancelledSwipeThenBackTaps = "a cancelled swipe, then back taps"
    case backMenuJump = "a back-menu jump"
    case popToRoot = "pop to root"
    case popToRootNotAnimated = "pop to root, not animated"
    case popsNotAnimated = "pops, not animated"
    case popToFirstScreen = "pop to the first screen"
    case setStack = "set the stack"
    case setStackNotAnimated = "set the stack, not animated"
    case ownExits = "each flow's own exit, top first"
  }

  nonisolated static let pairs: [Pair] = Kit.allCases.flatMap { base in
    Kit.allCases.compactMap { mid in
      mid == .childArray && base != .childArray ? nil : Pair(base: base, mid: mid)
    }
  }

  nonisolated static func scenario(_ pair: Pair, _ exit: Exit) -> String {
    let midScreens = (1...pair.mid.screenCount).map { "Mid\($0)" }
    var lines = [
      "flow Base \(pair.base.rawValue) root", "  screen BaseHome model BaseModel",
      "flow Mid \(pair.mid.rawValue) in Base",
    ]
    lines += midScreens.map { "  screen \($0) model MidModel" }
    lines += ["flow Top \(pair.base.rawValue) in Base", "  screen TopScreen model TopModel"]
    lines += ["start Base", "start Mid"] + midScreens.dropFirst().map { "push \($0)" }
    lines += ["start Top"]
    let above = midScreens.count + 1
    // A scene flow has no object of its own: the one scene coordinator shows every scene.
    let top = pair.base == .scene ? "" : "Top"
    let mid = pair.mid == .scene ? "" : "Mid"
    switch exit {
    case .backTaps: lines += Array(repeating: "user taps back", count: above)
    case .swipes: lines += Array(repeating: "user swipes back", count: above)
    case .cancelledSwipeThenBackTaps:
      lines += ["user swipes back and cancels", "expect alive \(top) TopScreen TopModel"]
      lines += Array(repeating: "user taps back", count: above)
    case .backMenuJump: lines += ["user jumps back to BaseHome"]
    case .popToRoot: lines += ["pop to root"]
    case .popToRootNotAnimated: lines += ["pop to root not animated"]
    case .popsNotAnimated: lines += Array(repeating: "pop not animated", count: above)
    case .popToFirstScreen: lines += ["pop to BaseHome"]
    case .setStack: lines += ["set stack BaseHome"]
    case .setStackNotAnimated: lines += ["set stack BaseHome not animated"]
    case .ownExits:
      lines += [pair.base.finishes ? "finish Top" : "pop to \(midScreens.last!)"]
      lines += ["expect released TopScreen TopModel", "expect alive \(mid) \(midScreens.last!)"]
      lines += [pair.mid.finishes ? "finish Mid" : "pop to BaseHome"]
    }
    lines += [
      "expect released \(top) TopScreen TopModel \(mid) \(midScreens.joined(separator: " ")) "
        + "MidModel",
      "expect alive BaseHome BaseModel",
    ]
    return lines.joined(separator: "\n")
  }

  @Test(arguments: pairs, Exit.allCases)
  func everyPairOfKitsOnOneStackHearsEveryPopByEveryExit(pair: Pair, exit: Exit) async {
    let source = Self.scenario(pair, exit)
    let diagnostics = ScenarioRunner().check(source, file: "mix.scenario")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let result = await ScenarioRunner().run(source, file: "mix.scenario", options: .inTests)
    #expect(
      result.outcome == .clean,
      "\(source)\n\n\(result.mismatches.map { "\($0.line): \($0.message)" }.joined(separator: "\n"))"
    )
  }

  @Test(arguments: [Kit.childArray, .scene, .selfReleasing])
  func aPushTransitionThatTakesTheDelegateIsCaughtUnderEveryListener(base: Kit) async {
    // The positive control: the same stack with the notes' push transition, which makes
    // itself the delegate. Kits that listen (child-array, scene) go deaf and are caught; a
    // self-releasing flow listens to nothing and is not affected.
    let source = """
      flow Base \(base.rawValue) root
        screen BaseHome
      flow Mid \(base.rawValue) in Base
        screen MidScreen model MidModel
      flow Terms router in Mid faulty takes-navigation-delegate
        screen TermsScreen
      start Base
      start Mid
      start Terms
      user taps back
      user taps back
      """
    let result = await ScenarioRunner().run(source, file: "mix.scenario", options: .inTests)
    if base == .selfReleasing {
      #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    } else {
      #expect(result.outcome == .failed)
      #expect(!result.survivors.isEmpty, "\(result.mismatches.map(\.message))")
    }
  }
}
