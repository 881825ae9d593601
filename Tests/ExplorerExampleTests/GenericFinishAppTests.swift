import CoordinatorTree
import ExplorerExampleApps
import Testing

/// Finish closures made in generic code (a protocol extension, a generic class or function,
/// nested generic types, an `async` closure, a captured generic value, an existential child),
/// explored with no registration: the walk reads each closure's generic context, so what
/// belonged to the note screen is judged in every form.
@MainActor @Suite struct GenericFinishAppTests {
  static func explorer(_ wiring: FinishWiring, keepsFinishedChild: Bool)
    -> FlowExplorer<GenericFinishApp>
  {
    FlowExplorer(depth: 2) { window in
      GenericFinishApp(window: window, wiring: wiring, keepsFinishedChild: keepsFinishedChild)
    }
  }

  /// The positive control of each form: the parent keeps the finished child, which is found
  /// and named, held in the parent's `children`.
  @Test(arguments: FinishWiring.allCases)
  func aFinishedChildKeptByItsParentIsFound(_ wiring: FinishWiring) async {
    let exploration = await Self.explorer(wiring, keepsFinishedChild: true).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'NoteCoordinator' after user taps bar button 'Open', user taps back"
      ], "\(exploration.text)")
    #expect(exploration.text.contains(".children[0] → NoteCoordinator"), "\(exploration.text)")
    #expect(
      exploration.unjudged.isEmpty && exploration.readConservatively.isEmpty,
      "\(exploration.text)")
  }

  @Test(arguments: FinishWiring.allCases)
  func aChildLetGoWhenItFinishesIsClean(_ wiring: FinishWiring) async {
    let exploration = await Self.explorer(wiring, keepsFinishedChild: false).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(
      exploration.unjudged.isEmpty && exploration.readConservatively.isEmpty,
      "\(exploration.text)")
    #expect(exploration.states == 2, "the start and the note's screen, with no history")
  }
}
