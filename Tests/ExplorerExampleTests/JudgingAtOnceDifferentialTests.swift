import CoordinatorTree
import ExplorerExampleApps
import Foundation
import LeakAudit
import Testing

/// Judging at once changes no verdict: each example app, in its leaking and its correct form,
/// explored with settles that judge at once where nothing is pending (the default) and with
/// settles that always wait out their deadlines, gives the same exploration, byte for byte.
///
/// The exploration that waits also replays every action (it plays no step ahead, see
/// `StateSpaceSearch.playsAhead`), as explorations did before steps were played ahead: the
/// proof covers that too.
///
/// The apps are written as apps are (coordinators that keep children, closures that capture,
/// timers, notification observers); the favourites app saves after a task's sleep, which no
/// step waits for, so its settles wait both ways from then on, and the others queue nothing
/// that is not followed to its end (the timer app's timers are the model's, which it runs
/// itself; the generic app's async form finishes its child in a main-actor task, and the
/// async flow app's coordinator is a task that awaits its screens, whose jobs the steps run),
/// so theirs judge at once: both paths are compared, and the counts say so.
/// The news app's rows and article screens come in blocks for the main queue (queued there,
/// or by a block on a global queue that the steps wait for) or in a main-actor task that
/// awaits a `nonisolated async` service, which the steps' drains and waits run and which
/// queue nothing elsewhere;
/// but which way its settles went is not checked here, only the verdicts: the explorer's
/// second settle of a step (what was found without registration) comes after the first handed
/// the main actor on, and the model's main loop is the process's, so a transition another
/// test started meanwhile can keep it waiting (`NewsFeedJudgingAtOnceXCTests` checks the way,
/// one test at a time). (The chat app, whose timers race by design, is left
/// out: ChatAppTests pins its exploration's determinism, serialized.)
@MainActor @Suite struct JudgingAtOnceDifferentialTests {
  /// An example app's form, explored to depth 3 one way or the other (see ``Way``).
  struct Form: CustomTestStringConvertible, Sendable {
    var name: String
    /// Whether the app queues work for later (timers): its settles wait either way.
    var queuesWork = false
    /// Whether its settles may go either way, by what runs beside the test.
    var eitherWay = false
    var explore: @MainActor @Sendable (Way) async -> FlowExploration
    var testDescription: String { name }
  }

  nonisolated static let forms: [Form] =
    [false, true].flatMap { leaks -> [Form] in
      let form = leaks ? "leaking" : "correct"
      return [
        Form(name: "ChildArrayApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            ShopCoordinator(window: $0, endsFinishedFlows: !leaks)
          }.going(way).run()
        },
        Form(name: "FinishClosureApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            ArticlesCoordinator(window: $0, capturesChildWeakly: !leaks)
          }.going(way).run()
        },
        Form(name: "LoginFlowApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            AppCoordinator(window: $0, removesFinishedLogin: !leaks)
          }.going(way).run()
        },
        Form(name: "CompletionRouterApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            CompletionRouter(window: $0, hearsBackTaps: !leaks)
          }.going(way).run()
        },
        Form(name: "ViewModelApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            ProfileCoordinator(window: $0, keepsViewModelStrongly: leaks)
          }.going(way).run()
        },
        Form(name: "RecipesApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            RecipesCoordinator(window: $0, capturesWeakly: !leaks)
          }.going(way).run()
        },
        Form(name: "NotificationApp, \(form)") { way in
          await FlowExplorer(depth: 2, configuration: way.configuration) {
            ChatAppCoordinator(window: $0, removesObserver: !leaks)
          }.going(way).run()
        },
        Form(name: "GenericFinishApp (async closure), \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            GenericFinishApp(window: $0, wiring: .asyncClosure, keepsFinishedChild: leaks)
          }.going(way).run()
        },
        Form(name: "NewsFeedApp, \(form)", eitherWay: true) { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            NewsCoordinator(window: $0, delivery: .mainQueue, capturesWeakly: !leaks)
          }.going(way).run()
        },
        Form(name: "NewsFeedApp (global queue), \(form)", eitherWay: true) { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            NewsCoordinator(window: $0, delivery: .backgroundQueue, capturesWeakly: !leaks)
          }.going(way).run()
        },
        Form(name: "NewsFeedApp (async service), \(form)", eitherWay: true) { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            NewsCoordinator(window: $0, delivery: .asyncService, capturesWeakly: !leaks)
          }.going(way).run()
        },
        Form(name: "AsyncFlowApp, \(form)") { way in
          await FlowExplorer(depth: 3, configuration: way.configuration) {
            AsyncFlowCoordinator(window: $0, keepsLoginScreen: leaks)
          }.going(way).run()
        },
        Form(name: "TimerApp, \(form)") { way in
          await FlowExplorer(depth: 2, configuration: way.configuration) {
            CountdownAppCoordinator(
              window: $0, style: leaks ? .blockCapturingScreen : .blockCapturingScreenWeakly)
          }.going(way).run()
        },
      ]
    }
    + [
      // A save after a task's sleep, which no step waits for: its settles wait both ways.
      Form(name: "FavoritesApp (save after a sleep)", queuesWork: true) { way in
        await FlowExplorer(depth: 2, configuration: way.configuration) {
          FavoritesAppCoordinator(window: $0, writes: .inATaskAfterASleep)
        }.going(way).run()
      }
    ]

  /// How an exploration runs: its settles' configuration, whether it plays steps ahead, and
  /// whether it merges states.
  struct Way: Sendable {
    var configuration: LeakTracker.Configuration
    var playsAhead: Bool
    var merges = true
  }

  @Test(arguments: forms)
  func judgingAtOnceGivesTheExplorationThatWaitingGives(_ form: Form) async {
    let atOnce = await form.explore(
      Way(configuration: FlowExplorer<AnyObject>.defaultConfiguration, playsAhead: true))
    var alwaysWaiting = FlowExplorer<AnyObject>.defaultConfiguration
    alwaysWaiting.judgesAtOnceWhenIdle = false
    let waited = await form.explore(Way(configuration: alwaysWaiting, playsAhead: false))
    #expect(atOnce.text == waited.text)
    #expect(atOnce.bugs.map(\.headline) == waited.bugs.map(\.headline))
    #expect(atOnce.states == waited.states)
    #expect(atOnce.transitions == waited.transitions)
    // The leaking forms find something, the correct ones nothing: the comparison is of
    // verdicts that say something.
    #expect(form.name.hasSuffix("leaking") != atOnce.isClean, "\(atOnce.text)")
    // Which way each settle went: the waiting exploration never judged at once; the default
    // one judged at once wherever the app queued nothing, and waited where it did.
    #expect(waited.settlesJudgedAtOnce == 0)
    #expect(waited.settlesThatWaited > 0)
    // (The news app's way is not checked here: see above.)
    if form.queuesWork {
      #expect(atOnce.settlesThatWaited > 0)
    } else if !form.eitherWay {
      #expect(atOnce.settlesJudgedAtOnce > 0)
      // A correct form's settles all judge at once. A leaking form's second settle of a step
      // comes after its first handed the main actor on (a survivor), when a transition another
      // test started can keep the process's main loop busy (see above): now and then one
      // waits (once, under the address sanitizer), which changes no verdict.
      if form.name.hasSuffix("leaking") {
        #expect(atOnce.settlesThatWaited < atOnce.settlesJudgedAtOnce)
      } else {
        #expect(atOnce.settlesThatWaited == 0)
      }
    }
  }
}

extension FlowExplorer {
  /// This explorer, playing steps ahead or replaying every action, merging states or not.
  fileprivate func going(_ way: JudgingAtOnceDifferentialTests.Way) -> Self {
    var explorer = self
    explorer.playsAhead = way.playsAhead
    explorer.merges = way.merges
    return explorer
  }
}
