import Testing

@testable import CoordAuditScenarios

/// Every message the parser can give (but those of the `coordinator …` lines, in
/// ``WiringDiagnosticsTests``), with where it points and the hint it gives, exactly as
/// `coordaudit` prints it.
@Suite struct ParserDiagnosticsTests {
  typealias Case = DiagnosticCase

  static let cases: [Case] = [
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
      Help: set stack SCREEN [NUMBER]… [not animated]
      """#),
    Case(
      "an instance's number after a flow that is started",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      start Main
      start Search 2
      """#,
      #"""
      s.scenario:7:14: error: 'start' makes a new 'Search': no instance's number comes after it
        start Search 2
                     ^
      Help: an instance's number names one the run made, in 'finish', 'dismiss', 'pop to', 'set stack' and 'user jumps back to'
      """#),
    Case(
      "an instance's number of 0",
      #"""
      system hand-written
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      start Main
      start Search
      finish Search 0
      """#,
      #"""
      s.scenario:8:15: error: '0' is not an instance's number
        finish Search 0
                      ^
      Help: instances are numbered from 1, in the order the run makes them
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
  ]

  @Test(arguments: cases)
  func eachProblemIsReportedWithItsPlaceAndAHint(_ example: Case) {
    let printed = ScenarioRunner().check(example.source, file: "s.scenario").map(\.description)
    #expect(printed.joined(separator: "\n") == example.expected)
  }
}
