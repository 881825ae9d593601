import Testing

@testable import CoordAuditScenarios

/// Every message the scenario language's lexer, parser and validator can give, with where it
/// points and the hint it gives, exactly as `coordaudit` prints it.
@Suite struct ScenarioDiagnosticsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var expected: String

    init(_ name: String, _ source: String, _ expected: String) {
      self.name = name
      self.source = source
      self.expected = expected
    }

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      "unterminated string",
      #"""
      scenario "Search
      """#,
      #"""
      s.scenario:1:10: error: unterminated string
        scenario "Search
                 ^~~~~~~
      Help: close it with '"' on the same line
      """#),
    Case(
      "not a number nor a name",
      #"""
      system child-array
      flow Main root
        screen 2Home
      """#,
      #"""
      s.scenario:3:10: error: '2Home' is neither a number nor a name
          screen 2Home
                 ^~~~~
      Help: names start with a letter or '_'
      """#),
    Case(
      "unexpected character",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main; push Detail
      """#,
      #"""
      s.scenario:4:11: error: unexpected character ';'
        start Main; push Detail
                  ^
      Help: a statement is words, names, numbers and "strings"; '#' starts a comment
      """#),
    Case(
      "block not closed",
      #"""
      system child-array
      flow Main root
        screen Home
      repeat 3 {
        start Main
      """#,
      #"""
      s.scenario:4:1: error: the 'repeat' block that starts here is not closed
        repeat 3 {
        ^~~~~~
      Help: end it with a line holding only '}'
      """#),
    Case(
      "declares no flow",
      #"""
      system child-array
      """#,
      #"""
      s.scenario:1:1: error: the scenario declares no flow
        system child-array
        ^
      Help: declare one: 'flow Main root', then its screens: 'screen Home'
      """#),
    Case(
      "statement starts with a keyword",
      #"""
      system child-array
      "flow" Main root
      """#,
      #"""
      s.scenario:2:1: error: a statement starts with a keyword, not 'flow'
        "flow" Main root
        ^~~~~~
      Help: statements: scenario, system, flow, screen, coordinator, ref, action, setup, start, push, finish, present, replace, pop, set, dismiss, select, user, step, repeat, expect
      """#),
    Case(
      "scenario name missing",
      #"""
      scenario Search
      """#,
      #"""
      s.scenario:1:10: error: expected the scenario's name in quotes
        scenario Search
                 ^~~~~~
      Help: scenario "NAME"
      """#),
    Case(
      "scenario named twice",
      #"""
      scenario "A"
      scenario "B"
      system child-array
      flow Main root
        screen Home
      """#,
      #"""
      s.scenario:2:1: error: the scenario is named twice
        scenario "B"
        ^~~~~~~~
      Help: keep one 'scenario' line
      """#),
    Case(
      "system missing",
      #"""
      system
      """#,
      #"""
      s.scenario:1:8: error: expected a system
        system
               ^
      Help: systems: 'child-array', 'self-releasing', 'scene', 'router', 'hand-written'
      """#),
    Case(
      "unknown system",
      #"""
      system child-aray
      """#,
      #"""
      s.scenario:1:8: error: unknown system 'child-aray'
        system child-aray
               ^~~~~~~~~~
      Help: did you mean 'child-array'?
      """#),
    Case(
      "system twice",
      #"""
      system child-array
      system router
      flow Main root
        screen Home
      """#,
      #"""
      s.scenario:2:1: error: the system is given twice
        system router
        ^~~~~~
      Help: keep one 'system' line
      """#),
    Case(
      "declaration after a step",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      flow Search in Main
        screen Field
      """#,
      #"""
      s.scenario:5:1: error: 'flow' comes after the first step
        flow Search in Main
        ^~~~
      Help: declare flows, screens and references before the first step
      s.scenario:6:3: error: 'screen' comes after the first step
          screen Field
          ^~~~~~
      Help: declare flows, screens and references before the first step
      """#),
    Case(
      "flow placement missing",
      #"""
      system child-array
      flow Main
        screen Home
      """#,
      #"""
      s.scenario:2:11: error: expected 'root', 'tab' or 'in PARENT' after the flow's name
        flow Main
                  ^
      Help: a flow reads: flow NAME [SYSTEM] root|tab|in PARENT [push|sheet] [faulty FAULT…]
      """#),
    Case(
      "flow placement wrong",
      #"""
      system child-array
      flow Main rot
        screen Home
      """#,
      #"""
      s.scenario:2:11: error: expected 'root', 'tab' or 'in PARENT', found 'rot'
        flow Main rot
                  ^~~
      Help: did you mean 'root'?
      """#),
    Case(
      "flow system after placement",
      #"""
      system child-array
      flow Main root scene
        screen Home
      """#,
      #"""
      s.scenario:2:16: error: unexpected system 'scene' after the flow's placement
        flow Main root scene
                       ^~~~~
      Help: the system goes right after the flow's name: 'flow Main scene …'
      """#),
    Case(
      "unknown fault",
      #"""
      system child-array
      flow Main root faulty no-removal-on-bak
        screen Home
      """#,
      #"""
      s.scenario:2:23: error: unknown fault 'no-removal-on-bak'
        flow Main root faulty no-removal-on-bak
                              ^~~~~~~~~~~~~~~~~
      Help: did you mean 'no-removal-on-back'?
      """#),
    Case(
      "fault missing",
      #"""
      system child-array
      flow Main root faulty
        screen Home
      """#,
      #"""
      s.scenario:2:23: error: expected a fault after 'faulty'
        flow Main root faulty
                              ^
      Help: a flow reads: flow NAME [SYSTEM] root|tab|in PARENT [push|sheet] [faulty FAULT…]
      """#),
    Case(
      "flow without system",
      #"""
      flow Main root
        screen Home
      """#,
      #"""
      s.scenario:1:6: error: flow 'Main' has no system
        flow Main root
             ^~~~
      Help: name it after the flow's name, or declare 'system child-array' (or self-releasing, scene, router) before the flows
      """#),
    Case(
      "flow declared twice",
      #"""
      system child-array
      flow Main root
        screen Home
      flow Main root
        screen Other
      """#,
      #"""
      s.scenario:4:6: error: 'Main' is declared twice
        flow Main root
             ^~~~
      Help: flows, screens and view models share one set of names
      """#),
    Case(
      "screen declared twice",
      #"""
      system child-array
      flow Main root
        screen Home
        screen Home
      """#,
      #"""
      s.scenario:4:10: error: 'Home' is declared twice
          screen Home
                 ^~~~
      Help: flows, screens and view models share one set of names
      """#),
    Case(
      "screen without flow",
      #"""
      system child-array
      screen Home
      flow Main root
        screen Other
      """#,
      #"""
      s.scenario:2:8: error: screen 'Home' belongs to no flow
        screen Home
               ^~~~
      Help: declare its flow first, or write 'screen Home in FLOW'
      """#),
    Case(
      "model named like a screen",
      #"""
      system child-array
      flow Main root
        screen Home model Home
      """#,
      #"""
      s.scenario:3:21: error: 'Home' is already a flow or a screen
          screen Home model Home
                            ^~~~
      Help: give the view model a name of its own, e.g. 'HomeModel'
      """#),
    Case(
      "ref arrow missing",
      #"""
      system child-array
      flow Main root
        screen Home model HomeModel
      ref HomeModel Main strong
      """#,
      #"""
      s.scenario:4:15: error: expected '->' after 'HomeModel'
        ref HomeModel Main strong
                      ^~~~
      Help: a reference reads: ref FROM -> TO strong|weak|unowned|closure|delegate
      """#),
    Case(
      "ref kind unknown",
      #"""
      system child-array
      flow Main root
        screen Home model HomeModel
      ref HomeModel -> Main strnog
      """#,
      #"""
      s.scenario:4:23: error: unknown kind of reference 'strnog'
        ref HomeModel -> Main strnog
                              ^~~~~~
      Help: did you mean 'strong'?
      """#),
    Case(
      "unexpected after statement",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main now
      """#,
      #"""
      s.scenario:4:12: error: unexpected 'now' after 'Main'
        start Main now
                   ^~~
      Help: start FLOW [not animated]
      """#),
    Case(
      "tab index missing",
      #"""
      system child-array
      flow Feed tab
        screen FeedList
      start tabs
      select tab first
      """#,
      #"""
      s.scenario:5:12: error: expected a tab index (0 for the first tab)
        select tab first
                   ^~~~~
      Help: select tab INDEX
      """#),
    Case(
      "user taps what",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      user taps home
      """#,
      #"""
      s.scenario:5:11: error: the user taps 'back' or 'tab INDEX', not 'home'
        user taps home
                  ^~~~
      Help: the user can: user taps back, user taps tab INDEX, user jumps back to SCREEN, user swipes back, user swipes back and cancels, user swipes down
      """#),
    Case(
      "user swipes what",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      user swipes left
      """#,
      #"""
      s.scenario:5:13: error: the user swipes 'back' or 'down', not 'left'
        user swipes left
                    ^~~~
      Help: the user can: user taps back, user taps tab INDEX, user jumps back to SCREEN, user swipes back, user swipes back and cancels, user swipes down
      """#),
    Case(
      "user action unknown",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      user tabs back
      """#,
      #"""
      s.scenario:5:6: error: unknown user action 'tabs'
        user tabs back
             ^~~~
      Help: did you mean 'taps'?
      """#),
    Case(
      "unknown statement",
      #"""
      system child-array
      flow Main root
        screen Home
      strat Main
      """#,
      #"""
      s.scenario:4:1: error: unknown statement 'strat'
        strat Main
        ^~~~~
      Help: did you mean 'start'?
      """#),
    Case(
      "step block in step block",
      #"""
      system child-array
      flow Main root
        screen Home
      step "a" {
        step "b" {
        }
      }
      """#,
      #"""
      s.scenario:5:3: error: a step block cannot hold another
          step "b" {
          ^~~~
      Help: close the first with '}'
      """#),
    Case(
      "repeat count out of range",
      #"""
      system child-array
      flow Main root
        screen Home
      repeat 0 {
        start Main
      }
      """#,
      #"""
      s.scenario:4:8: error: a loop repeats 1 to 10000 times, not 0
        repeat 0 {
               ^
      Help: repeat COUNT ["LABEL"] {
      """#),
    Case(
      "loop in step block",
      #"""
      system child-array
      flow Main root
        screen Home
      step "a" {
        repeat 2 {
        }
      }
      """#,
      #"""
      s.scenario:5:3: error: a step block cannot hold a loop
          repeat 2 {
          ^~~~~~
      Help: put the step block inside the loop instead
      """#),
    Case(
      "blocks nested too deep",
      "system child-array\nflow Main root\n  screen Home\nstart Main\n"
        + String(repeating: "repeat 1 {\n", count: 66) + "pop\n"
        + String(repeating: "}\n", count: 66),
      #"""
      s.scenario:69:1: error: this block nests 65 deep; blocks nest at most 64 deep
        repeat 1 {
        ^~~~~~
      Help: nest fewer blocks: a loop whose body is only a loop is one loop of a larger count
      """#),
    Case(
      "brace missing",
      #"""
      system child-array
      flow Main root
        screen Home
      repeat 2
        start Main
      """#,
      #"""
      s.scenario:4:10: error: expected '{' to open the block
        repeat 2
                 ^
      Help: repeat COUNT ["LABEL"] {
      """#),
    Case(
      "brace closes nothing",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      }
      """#,
      #"""
      s.scenario:5:1: error: '}' closes no block
        }
        ^
      Help: remove it, or open a 'repeat' block
      """#),
    Case(
      "empty loop",
      #"""
      system child-array
      flow Main root
        screen Home
      repeat 2 {
      }
      """#,
      #"""
      s.scenario:5:1: error: the loop is empty
        }
        ^
      Help: put steps between '{' and '}'
      """#),
    Case(
      "empty step block",
      #"""
      system child-array
      flow Main root
        screen Home
      step "nothing" {
      }
      """#,
      #"""
      s.scenario:5:1: error: the step block is empty
        }
        ^
      Help: put actions between '{' and '}'
      """#),
    Case(
      "unknown expectation",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      expect cleen
      """#,
      #"""
      s.scenario:5:8: error: unknown expectation 'cleen'
        expect cleen
               ^~~~~
      Help: did you mean 'clean'?
      """#),
    Case(
      "expectation in step block",
      #"""
      system child-array
      flow Main root
        screen Home
      step "start" {
        start Main
        expect clean
      }
      """#,
      #"""
      s.scenario:6:3: error: an expectation inside a step block
          expect clean
          ^~~~~~
      Help: put it after the block's '}': it is about the whole step
      """#),
    Case(
      "expect names missing",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      expect released
      """#,
      #"""
      s.scenario:5:17: error: expected at least one name after 'released'
        expect released
                        ^
      Help: expect clean|released|alive|leak|premature release|broken invariant|error|growth|flat
      """#),
    Case(
      "keyword as name",
      #"""
      system child-array
      flow root root
        screen Home
      """#,
      #"""
      s.scenario:2:6: error: expected the flow's name; 'root' is a keyword, not a name
        flow root root
             ^~~~
      Help: names are letters, digits and '_', starting with a letter
      """#),
    Case(
      "set stack empty",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main
      set stack
      """#,
      #"""
      s.scenario:5:11: error: expected the screens of the new stack
        set stack
                  ^
      Help: set stack SCREEN… [not animated]
      """#),
    Case(
      "replace without with",
      #"""
      system child-array
      flow Main root
        screen Home
      replace root Main
      """#,
      #"""
      s.scenario:4:14: error: expected 'with'
        replace root Main
                     ^~~~
      Help: replace root with FLOW
      """#),
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
      "released in order without 'order'",
      #"""
      flow Main child-array root
        screen Home
      start Main
      expect released in Home
      """#,
      #"""
      s.scenario:4:20: error: expected 'order'
        expect released in Home
                           ^~~~
      Help: expect released in order NAME, NAME…
      """#),
    Case(
      "released in order with a trailing comma",
      #"""
      flow Main child-array root
        screen Home
      start Main
      expect released in order Home,
      """#,
      #"""
      s.scenario:4:30: error: unexpected ',' after the expectation
        expect released in order Home,
                                     ^
      Help: expect clean|released|alive|leak|premature release|broken invariant|error|growth|flat
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

  @Test func aFileWithProblemsRunsNothingAndSaysSo() async {
    let result = await ScenarioRunner().run(
      "system child-array\nflow Main root\n  screen Home\nstrat Main\n", file: "s.scenario",
      options: .inTests)
    #expect(result.outcome == .failed)
    #expect(result.steps.isEmpty)
    #expect(result.mismatches.map(\.message) == ["unknown statement 'strat'"])
  }

  @Test func aFileOfThousandsOfBadLinesKeepsTheFirstHundredAndCountsTheRest() {
    let bad = String(repeating: "strat Main\n", count: 10_000)
    let problems = ScenarioRunner().check(bad, file: "s.scenario")
    #expect(problems.map(\.line) == Array(1...100))
    #expect(problems.omittedCount == 9_900)
  }

  @Test func thousandsOfUnknownNamesKeepTheFirstHundredAndCountTheRest() {
    let source =
      "system child-array\nflow Main root\n  screen Home\nstart Main\n"
      + String(repeating: "pop to Nowhere\n", count: 10_000)
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    #expect(problems.map(\.line) == Array(5...104))
    #expect(problems.omittedCount == 9_900)
  }

  @Test func aHintListsTenNamesThenHowManyMore() {
    let screens = (1...30).map { "  screen S\($0)\n" }.joined()
    let source = "system child-array\nflow Main root\n\(screens)start Main\npop to Nowhere\n"
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    let listed = (1...10).map { "'S\($0)'" }.joined(separator: ", ")
    #expect(problems.map(\.hint) == ["screens: \(listed) and 20 more"])
  }

  @Test func aValidFileHasNoProblem() {
    for entry in ScenarioRunner().catalog {
      #expect(ScenarioRunner().check(entry.source, file: entry.file).isEmpty, "\(entry.name)")
    }
  }
}
