import Testing

@testable import CoordAuditScenarios

/// Every message the `coordinator …` lines can give (and the rules about hand-written flows),
/// with where it points and the hint it gives, exactly as `coordaudit` prints it.
@Suite struct WiringDiagnosticsTests {
  typealias Case = DiagnosticCase

  static let cases: [Case] = [
    Case(
      "an unknown wiring",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator end on did-show
      """#,
      #"""
      s.scenario:6:15: error: unknown wiring 'end'
          coordinator end on did-show
                      ^~~
      Help: did you mean 'ends'?
      """#),
    Case(
      "wiring on a kit flow",
      #"""
      system child-array
      flow Main root
        screen Home
        coordinator keeps children in dictionary
      """#,
      #"""
      s.scenario:4:3: error: 'coordinator' lines describe a hand-written coordinator, and 'Main' is a child-array flow
          coordinator keeps children in dictionary
          ^~~~~~~~~~~
      Help: declare it 'flow Main hand-written …', or drop the line: the kits are wired as their documentation says
      """#),
    Case(
      "wiring before any flow",
      #"""
      system hand-written
      coordinator removes child
      """#,
      #"""
      s.scenario:2:1: error: 'coordinator' describes the coordinator of the flow above it, and no flow is declared yet
        coordinator removes child
        ^~~~~~~~~~~
      Help: declare the flow first: 'flow Main hand-written root'
      """#),
    Case(
      "a clause given twice",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator ends on did-show
        coordinator ends on will-show
      """#,
      #"""
      s.scenario:7:15: error: the coordinator of 'Search' has a second 'coordinator ends' line
          coordinator ends on will-show
                      ^~~~
      Help: name every event on one line: 'coordinator ends on did-show sheet-swipe-down'
      """#),
    Case(
      "an unknown event",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator ends on did-shw
      """#,
      #"""
      s.scenario:6:23: error: unknown event 'did-shw'
          coordinator ends on did-shw
                              ^~~~~~~
      Help: did you mean 'did-show'?
      """#),
    Case(
      "an event given twice",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator ends on did-show and did-show
      """#,
      #"""
      s.scenario:6:36: error: 'did-show' is given twice
          coordinator ends on did-show and did-show
                                           ^~~~~~~~
      Help: name each event once
      """#),
    Case(
      "no event",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator ends on
      """#,
      #"""
      s.scenario:6:23: error: expected an event: 'did-show', 'did-show-from', 'will-show', 'view-will-disappear', 'view-did-disappear', 'sweep', 'sheet-swipe-down'
          coordinator ends on
                              ^
      Help: coordinator ends on EVENT [EVENT…]
      """#),
    Case(
      "an identity nothing sweeps",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator identified by navigation
      """#,
      #"""
      s.scenario:6:3: error: 'identified by' says what a sweep checks, and nothing sweeps 'Search'
          coordinator identified by navigation
          ^~~~~~~~~~~
      Help: add 'coordinator ends on sweep', or drop the line
      """#),
    Case(
      "a root taking the delegate",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator takes navigation delegate restoring nil
      """#,
      #"""
      s.scenario:4:3: error: 'Main' has a navigation controller of its own: its coordinator is its delegate already
          coordinator takes navigation delegate restoring nil
          ^~~~~~~~~~~
      Help: a pushed flow takes its parent's navigation delegate: 'flow Main hand-written in PARENT'
      """#),
    Case(
      "taking the delegate, restoring nothing",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator takes navigation delegate
      """#,
      #"""
      s.scenario:6:41: error: expected 'restoring' or 'when unset'
          coordinator takes navigation delegate
                                                ^
      Help: coordinator takes navigation delegate restoring previous|nil|when unset
      """#),
    Case(
      "a root ended by a callback",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator ends on did-show
      """#,
      #"""
      s.scenario:4:3: error: 'Main' is a root flow: no callback ends it
          coordinator ends on did-show
          ^~~~~~~~~~~
      Help: say what ends a flow on the flows it starts; a root flow goes when the window's root is replaced
      """#),
    Case(
      "a pushed flow ended by a sheet swipe",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator ends on sheet-swipe-down
      """#,
      #"""
      s.scenario:6:3: error: 'Search' is pushed, and only a sheet is swiped down
          coordinator ends on sheet-swipe-down
          ^~~~~~~~~~~
      Help: declare it 'flow Search hand-written in PARENT sheet', or drop 'sheet-swipe-down'
      """#),
    Case(
      "an unknown finish report",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator reports finish by delegate
      """#,
      #"""
      s.scenario:6:33: error: a coordinator reports its finish by 'closure' or 'stream', not 'delegate'
          coordinator reports finish by delegate
                                        ^~~~~~~~
      Help: coordinator reports finish by closure [capturing child strongly|weakly]; coordinator reports finish by stream [without completion] [disposed when it finishes]
      """#),
    Case(
      "an unknown capture",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
        coordinator reports finish by closure capturing child strong
      """#,
      #"""
      s.scenario:6:57: error: unknown capture 'strong'
          coordinator reports finish by closure capturing child strong
                                                                ^~~~~~
      Help: did you mean 'strongly'?
      """#),
    Case(
      "a subscription to another flow's model",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field model FieldModel
        coordinator subscribes to HomeModel capturing self weakly
      """#,
      #"""
      s.scenario:6:29: error: 'HomeModel' is not a view model of the screens of 'Search'
          coordinator subscribes to HomeModel capturing self weakly
                                    ^~~~~~~~~
      Help: view models: 'FieldModel'
      """#),
    Case(
      "a hand-written child of a kit flow",
      #"""
      flow Main child-array root
        screen Home
      flow Search hand-written in Main
        screen Field
      """#,
      #"""
      s.scenario:3:29: error: hand-written flow 'Search' needs a hand-written parent to keep it, and 'Main' is child-array
        flow Search hand-written in Main
                                    ^~~~
      Help: make 'Main' hand-written too ('flow Main hand-written …')
      """#),
    Case(
      "a screen taking the delegate, misspelled",
      #"""
      system child-array
      flow Main root
        screen Home takes navigation delegat
      """#,
      #"""
      s.scenario:3:32: error: expected 'delegate'
          screen Home takes navigation delegat
                                       ^~~~~~~
      Help: a screen reads: screen NAME [in FLOW] [model MODEL] [takes navigation delegate]
      """#),
    Case(
      "an unknown registry",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator keeps children in set
      """#,
      #"""
      s.scenario:4:33: error: unknown registry 'set'
          coordinator keeps children in set
                                        ^~~
      Help: choices: 'array', 'dictionary', 'completions', 'registry'
      """#),
    Case(
      "by type, on a registry that has no key",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator keeps children in array by type
      """#,
      #"""
      s.scenario:4:39: error: unexpected 'by' after the registry
          coordinator keeps children in array by type
                                              ^~~~~~~
      Help: coordinator keeps children in array|dictionary [by type]|completions|registry
      """#),
    Case(
      "a removal of children and what else",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator removes child and
      """#,
      #"""
      s.scenario:4:33: error: expected 'descendants'
          coordinator removes child and
                                        ^
      Help: coordinator removes child [and descendants]|itself
      """#),
    Case(
      "an observer of something other than the app",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator observes the window capturing self weakly
      """#,
      #"""
      s.scenario:4:28: error: expected 'app'
          coordinator observes the window capturing self weakly
                                   ^~~~~~
      Help: coordinator observes the app capturing self strongly|weakly [until it finishes]
      """#),
    Case(
      "an observer kept until something else",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator observes the app capturing self weakly until it goes
      """#,
      #"""
      s.scenario:4:63: error: expected 'finishes'
          coordinator observes the app capturing self weakly until it goes
                                                                      ^~~~
      Help: coordinator observes the app capturing self strongly|weakly [until it finishes]
      """#),
    Case(
      "descendants that are not where the parent removes from",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator removes child and descendants
      flow Compose in Main sheet
        screen Draft
      """#,
      #"""
      s.scenario:4:3: error: 'and descendants' does nothing here: 'Main' keeps its children in array, where a child's descendants are not, and they go with the child
          coordinator removes child and descendants
          ^~~~~~~~~~~
      Help: write 'coordinator removes child', or keep the children in the app's one registry ('coordinator keeps children in registry')
      """#),
    Case(
      "an observer removed when a root flow finishes",
      #"""
      system hand-written
      flow Main root
        screen Home
        coordinator observes the app capturing self strongly until it finishes
      """#,
      #"""
      s.scenario:4:3: error: 'until it finishes' does nothing on 'Main': a root flow never finishes (the app lets go of it when the window's root is replaced)
          coordinator observes the app capturing self strongly until it finishes
          ^~~~~~~~~~~
      Help: drop 'until it finishes' (the observer is never removed), or observe from a flow that finishes
      """#),
  ]

  @Test(arguments: cases)
  func eachProblemIsReportedWithItsPlaceAndAHint(_ example: Case) {
    let printed = ScenarioRunner().check(example.source, file: "s.scenario").map(\.description)
    #expect(printed.joined(separator: "\n") == example.expected)
  }

  @Test func everyWiringOfTheDocumentationParsesAndValidates() {
    let source = """
      system hand-written
      flow Main root
        screen Home model HomeModel
        coordinator keeps children in dictionary
        coordinator removes child
      flow Search in Main
        screen SearchField model SearchModel
        coordinator ends on did-show, will-show, view-did-disappear and sweep
        coordinator identified by navigation
        coordinator takes navigation delegate restoring previous
        coordinator reports finish by closure capturing child strongly
        coordinator subscribes to SearchModel capturing self weakly
      flow Compose in Main sheet
        screen Editor takes navigation delegate
        coordinator ends on sweep sheet-swipe-down
        coordinator reports finish by stream without completion
      start Main
      """
    #expect(ScenarioRunner().check(source, file: "s.scenario").isEmpty)
    let (scenario, _) = Parser.parse(source, file: "s.scenario")
    let main = scenario.flow(named: "Main")!.wiring
    #expect(main.registry == .dictionary && main.removal == .child && main.events.isEmpty)
    let search = scenario.flow(named: "Search")!.wiring
    #expect(search.events == [.didShow, .willShow, .viewDidDisappear, .sweep])
    #expect(search.identity == .navigation && search.takesDelegate == .restoring(.previous))
    #expect(search.report == .closure(capturing: .strongly))
    #expect(search.subscriptions.map(\.model) == ["SearchModel"])
    #expect(search.subscriptions.map(\.capture) == [.weakly])
    let compose = scenario.flow(named: "Compose")!.wiring
    #expect(compose.events == [.sweep, .sheetSwipeDown])
    #expect(compose.report == .stream(completes: false))
    #expect(scenario.screen(named: "Editor")!.takesNavigationDelegate != nil)
    #expect(scenario.screen(named: "SearchField")!.takesNavigationDelegate == nil)
  }
}
