import Testing

@testable import CoordAuditScenarios

/// Every message the validator can give about names, declarations, steps and expectations (but
/// those of the `coordinator …` lines, in ``WiringDiagnosticsTests``), with where it points and
/// the hint it gives, exactly as `coordaudit` prints it.
@Suite struct ValidatorDiagnosticsTests {
  typealias Case = DiagnosticCase

  static let cases: [Case] = [
    Case(
      "unknown parent",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Mian
        screen Field
      """#,
      #"""
      s.scenario:4:16: error: unknown flow 'Mian'
        flow Search in Mian
                       ^~~~
      Help: did you mean 'Main'?
      """#),
    Case(
      "flow without screen",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main
      """#,
      #"""
      s.scenario:4:6: error: flow 'Search' has no screen
        flow Search in Main
             ^~~~~~
      Help: declare its first screen on the next line: 'screen SearchHome'
      """#),
    Case(
      "an app action that names an instance by its number",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Compose in Main sheet
        screen Draft
      action "discard" {
        dismiss Compose 1
      }
      """#,
      #"""
      s.scenario:7:11: error: app action "discard" names 'Compose 1' by its number, which counts what the run made before
          dismiss Compose 1
                  ^~~~~~~~~
      Help: write 'Compose': exploration offers the action for each instance it applies to, and names that instance in what it reports
      """#),
    Case(
      "own ancestor",
      #"""
      system router
      flow A in B
        screen AScreen
      flow B in A
        screen BScreen
      """#,
      #"""
      s.scenario:2:11: error: flow 'A' is its own ancestor
        flow A in B
                  ^
      Help: a flow's parent must be started before it
      s.scenario:4:11: error: flow 'B' is its own ancestor
        flow B in A
                  ^
      Help: a flow's parent must be started before it
      """#),
    Case(
      "child-array under other system",
      #"""
      flow Main self-releasing root
        screen Home
      flow Search child-array in Main
        screen Field
      """#,
      #"""
      s.scenario:3:28: error: child-array flow 'Search' needs a child-array parent to keep it, and 'Main' is self-releasing
        flow Search child-array in Main
                                   ^~~~
      Help: make 'Search' self-releasing or a router flow, which keep themselves, or give it a child-array parent
      """#),
    Case(
      "router flow with two screens",
      #"""
      system router
      flow Intro root
        screen IntroScreen
        screen TermsScreen
      """#,
      #"""
      s.scenario:4:10: error: router flow 'Intro' has more than one screen
          screen TermsScreen
                 ^~~~~~~~~~~
      Help: a router routes from one screen: declare 'TermsScreen' as a flow of its own ('flow TermsScreenFlow in Intro') and start it
      """#),
    Case(
      "fault of another system",
      #"""
      system router
      flow Intro root faulty no-removal-on-back
        screen IntroScreen
      """#,
      #"""
      s.scenario:2:6: error: fault 'no-removal-on-back' does not exist in the router system
        flow Intro root faulty no-removal-on-back
             ^~~~~
      Help: it is a fault of child-array flows
      """#),
    Case(
      "fault on a pushed flow",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main faulty removes-only-last-child
        screen Field
      """#,
      #"""
      s.scenario:4:6: error: fault 'removes-only-last-child' belongs to the flow that owns the navigation controller, and 'Search' is pushed on its parent's
        flow Search in Main faulty removes-only-last-child
             ^~~~~~
      Help: put it on 'Main'
      """#),
    Case(
      "finishes-twice on a root",
      #"""
      system child-array
      flow Main root faulty finishes-twice
        screen Home
      """#,
      #"""
      s.scenario:2:6: error: fault 'finishes-twice' belongs to a child flow, and 'Main' has no parent
        flow Main root faulty finishes-twice
             ^~~~
      Help: put it on the flow that finishes
      """#),
    Case(
      "child-held-weakly without children",
      #"""
      system child-array
      flow Main root faulty child-held-weakly
        screen Home
      """#,
      #"""
      s.scenario:2:6: error: fault 'child-held-weakly' belongs to a parent, and 'Main' has no child flow
        flow Main root faulty child-held-weakly
             ^~~~
      Help: put it on the flow that starts the child
      """#),
    Case(
      "kept-after-logout on a child",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main faulty kept-after-logout
        screen Field
      """#,
      #"""
      s.scenario:4:6: error: fault 'kept-after-logout' belongs to a root or tab flow, the one the app holds
        flow Search in Main faulty kept-after-logout
             ^~~~~~
      Help: put it on the root flow
      """#),
    Case(
      "two scene faults",
      #"""
      system scene
      flow List root faulty without-delegate-fix
        screen MemoList
      flow Detail in List faulty updates-on-will-show
        screen MemoDetail
      """#,
      #"""
      s.scenario:4:6: error: the scene coordinator takes one fault, and 'without-delegate-fix' is already given
        flow Detail in List faulty updates-on-will-show
             ^~~~~~
      Help: keep one scene fault per scenario
      """#),
    Case(
      "screen in unknown flow",
      #"""
      system child-array
      flow Main root
        screen Home
      screen Field in Serch
      """#,
      #"""
      s.scenario:4:8: error: unknown flow 'Serch'
        screen Field in Serch
               ^~~~~
      Help: flows: 'Main'
      """#),
    Case(
      "model shared by two flows",
      #"""
      system child-array
      flow Main root
        screen Home model SharedModel
      flow Search in Main
        screen Field model SharedModel
      """#,
      #"""
      s.scenario:5:22: error: view model 'SharedModel' backs screens of two flows, 'Main' and 'Search'
          screen Field model SharedModel
                             ^~~~~~~~~~~
      Help: a view model is shared by the screens of one flow; give this one its own name
      """#),
    Case(
      "ref to unknown name",
      #"""
      system child-array
      flow Main root
        screen Home model HomeModel
      ref HomeModel -> Mian strong
      """#,
      #"""
      s.scenario:4:18: error: unknown name 'Mian'
        ref HomeModel -> Mian strong
                         ^~~~
      Help: did you mean 'Main'?
      """#),
    Case(
      "start a tab flow",
      #"""
      system child-array
      flow Feed tab
        screen FeedList
      start Feed
      """#,
      #"""
      s.scenario:4:7: error: 'Feed' is a tab: 'start tabs' starts every tab flow at once
        start Feed
              ^~~~
      Help: write 'start tabs'
      """#),
    Case(
      "start tabs without tabs",
      #"""
      system child-array
      flow Main root
        screen Home
      start tabs
      """#,
      #"""
      s.scenario:4:1: error: 'start tabs' with no tab flow
        start tabs
        ^~~~~
      Help: declare tab flows: 'flow Feed tab'
      """#),
    Case(
      "push a first screen",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      push Home
      """#,
      #"""
      s.scenario:5:6: error: 'Home' is the first screen of 'Main': starting the flow shows it
        push Home
             ^~~~
      Help: write 'start Main'
      """#),
    Case(
      "finish self-releasing",
      #"""
      system self-releasing
      flow Main root
        screen Home
      flow Register in Main
        screen StepOne
      start Main
      start Register
      finish Register
      """#,
      #"""
      s.scenario:8:8: error: self-releasing flow 'Register' has no finish: it goes when its screens do
        finish Register
               ^~~~~~~~
      Help: pop to the screen below its first ('pop to SCREEN')
      """#),
    Case(
      "finish a root flow",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      finish Main
      """#,
      #"""
      s.scenario:5:8: error: 'Main' is a root flow: nothing is below it to go back to
        finish Main
               ^~~~
      Help: replace the root instead: 'replace root with FLOW'
      """#),
    Case(
      "present a pushed flow",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      start Main
      present Search
      """#,
      #"""
      s.scenario:7:9: error: 'Search' is not declared as a sheet
        present Search
                ^~~~~~
      Help: declare it 'flow Search in PARENT sheet', or write 'start Search'
      """#),
    Case(
      "dismiss a pushed flow",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      start Main
      dismiss Search
      """#,
      #"""
      s.scenario:7:9: error: 'Search' is not a sheet: only a presentation is dismissed
        dismiss Search
                ^~~~~~
      Help: declare it 'flow Search in PARENT sheet', or write 'finish Search'
      """#),
    Case(
      "start another instance of a kit's flow",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      start Main
      start another Search
      """#,
      #"""
      s.scenario:7:15: error: 'start another' starts a second instance of a hand-written flow from its parent, and 'Search' is a child-array flow
        start another Search
                      ^~~~~~
      Help: declare it 'flow Search hand-written in PARENT', or write 'start Search'
      """#),
    Case(
      "replace root with a child flow",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      replace root with Search
      """#,
      #"""
      s.scenario:6:19: error: 'Search' is not a root flow
        replace root with Search
                          ^~~~~~
      Help: declare it 'flow Search root'
      """#),
    Case(
      "unknown screen",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Detail
      start Main
      start Search
      pop to Detial
      """#,
      #"""
      s.scenario:8:8: error: unknown screen 'Detial'
        pop to Detial
               ^~~~~~
      Help: did you mean 'Detail'?
      """#),
    Case(
      "a flow where a screen is wanted",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      pop to Main
      """#,
      #"""
      s.scenario:5:8: error: unknown screen 'Main'
        pop to Main
               ^~~~
      Help: 'Main' is a flow; name one of its screens
      """#),
    Case(
      "a screen where a flow is wanted",
      #"""
      system child-array
      flow Main root
        screen Home
      start Home
      """#,
      #"""
      s.scenario:4:7: error: unknown flow 'Home'
        start Home
              ^~~~
      Help: 'Home' is a screen; name its flow, 'Main'
      """#),
    Case(
      "expectation before any step",
      #"""
      system child-array
      flow Main root
        screen Home
      expect clean
      start Main
      """#,
      #"""
      s.scenario:4:1: error: an expectation before any step
        expect clean
        ^~~~~~
      Help: an expectation is about the step (or loop) just before it
      """#),
    Case(
      "growth after a step",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      expect growth Main
      """#,
      #"""
      s.scenario:5:1: error: 'growth' and 'flat' are about a loop, and a step comes just before
        expect growth Main
        ^~~~~~
      Help: put it right after the loop's '}'
      """#),
    Case(
      "unknown error code",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      expect error navigationControllerMising
      """#,
      #"""
      s.scenario:5:14: error: unknown error code 'navigationControllerMising'
        expect error navigationControllerMising
                     ^~~~~~~~~~~~~~~~~~~~~~~~~~
      Help: did you mean 'navigationControllerMissing'?
      """#),
    Case(
      "an error code close to none",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      expect error broken
      """#,
      #"""
      s.scenario:5:14: error: unknown error code 'broken'
        expect error broken
                     ^~~~~~
      Help: codes: 'alreadyOnStack', 'notOnStack', 'alreadyInHierarchy', 'cannotPushContainer', 'emptyStack', 'alreadyPresenting', 'nothingToDismiss', 'notASheet', 'sheetIsCovered', 'modalInPresentation' and 9 more
      """#),
    Case(
      "tabs of two kinds",
      #"""
      flow Feed child-array tab
        screen FeedList
      flow Memo scene tab
        screen MemoList
      """#,
      #"""
      s.scenario:3:6: error: tab flows 'Feed' (child-array) and 'Memo' (scene) cannot share a tab bar
        flow Memo scene tab
             ^~~~
      Help: the scene coordinator builds its own tab bar: make every tab flow a scene flow, or none
      """#),
    Case(
      "a scenario too long to run",
      #"""
      system child-array
      flow Main root
        screen Home
        screen Detail
      start Main
      repeat 10000 {
        repeat 200 {
          push Detail
          pop
        }
      }
      """#,
      #"""
      s.scenario:6:1: error: this loop runs 4000000 steps; a scenario runs at most 1000000
        repeat 10000 {
        ^~~~~~
      Help: repeat fewer times, or loop in two scenarios
      """#),
  ]

  @Test(arguments: cases)
  func eachProblemIsReportedWithItsPlaceAndAHint(_ example: Case) {
    let printed = ScenarioRunner().check(example.source, file: "s.scenario").map(\.description)
    #expect(printed.joined(separator: "\n") == example.expected)
  }
}
