import CoordinatorTree
import Testing

@testable import CoordAuditScenarios

/// A session's state key is what the next steps depend on, not how the state was reached.
@MainActor @Suite struct ExploreSessionTests {
  /// One flow whose two screens share a view model, as most flows are written.
  static let sharedViewModel = """
    system child-array
    flow Main root
      screen Home
    flow Register in Main
      screen StepOne model RegisterModel
      screen StepTwo model RegisterModel
    action "open register" {
      start Register
    }
    action "next" {
      push StepTwo
    }
    setup {
      start Main
    }
    """

  static func session(_ source: String, playing actions: [String]) async throws -> ExploreSession {
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "t.scenario")
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let session = ExploreSession(scenario, allowList: nil, encoder: StateEncoder())
    #expect(await session.runSetup())
    for name in actions {
      let action = try #require(
        session.applicableActions().first { $0.description(in: scenario) == name }, "\(name)")
      #expect(await session.perform(action))
    }
    return session
  }

  /// The view model's record and the flow's list of screens keep nothing of the second
  /// screens that went: a cycle of actions back to the first step is the first step's state.
  @Test func aCycleBackToTheSameScreensIsTheSameState() async throws {
    let once = try await Self.session(Self.sharedViewModel, playing: ["\"open register\""])
    let cycle = ["\"next\"", "user taps back"]
    let twice = try await Self.session(
      Self.sharedViewModel, playing: ["\"open register\""] + cycle + cycle)
    defer {
      once.end()
      twice.end()
    }
    let first = try #require(once.stateKey().key)
    #expect(twice.stateKey().key == first)
  }

  /// A screen's weak reference to a flow's view model that has gone reads as one never set,
  /// as a weak property does: opening and closing the flow comes back to the start's state.
  @Test func aWeakReferenceToWhatWentIsNoReference() async throws {
    let source = """
      system child-array
      flow Main root
        screen Home
      flow Detail in Main
        screen Item model ItemModel
      ref Home -> ItemModel weak
      action "open detail" {
        start Detail
      }
      setup {
        start Main
      }
      """
    let start = try await Self.session(source, playing: [])
    let back = try await Self.session(source, playing: ["\"open detail\"", "user taps back"])
    let open = try await Self.session(source, playing: ["\"open detail\""])
    defer {
      start.end()
      back.end()
      open.end()
    }
    let key = try #require(start.stateKey().key)
    #expect(back.stateKey().key == key)
    // The positive control: while the view model lives, the reference is state.
    #expect(open.stateKey().key != key)
  }

  /// The positive control: one more screen on the stack is another state.
  @Test func anotherScreenOnTheStackIsAnotherState() async throws {
    let first = try await Self.session(Self.sharedViewModel, playing: ["\"open register\""])
    let second = try await Self.session(
      Self.sharedViewModel, playing: ["\"open register\"", "\"next\""])
    defer {
      first.end()
      second.end()
    }
    #expect(first.stateKey().key != nil)
    #expect(first.stateKey().key != second.stateKey().key)
  }

  /// Home, the first step and the second: three states at every depth (5, 9 and 13 before).
  @Test(arguments: [4, 8, 12])
  func theSharedViewModelAppHasThreeStatesAtEveryDepth(depth: Int) async throws {
    let (scenario, _) = ScenarioRunner().parse(Self.sharedViewModel, file: "t.scenario")
    let exploration = await Explorer(scenario: scenario, options: .init(depth: depth)).run()
    #expect(exploration.bugs.isEmpty)
    #expect(exploration.figures.states == 3)
  }
}
