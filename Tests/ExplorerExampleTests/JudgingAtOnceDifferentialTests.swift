import CoordinatorTree
import ExplorerExampleApps
import Foundation
import LeakAudit
import Testing

/// Judging at once changes no verdict: each example app, in its leaking and its correct form,
/// explored with settles that judge at once where nothing is pending (the default) and with
/// settles that always wait out their deadlines, gives the same exploration, byte for byte.
///
/// The apps are written as apps are (coordinators that keep children, closures that capture,
/// timers, notification observers); the generic app's async form finishes its child in a
/// task, so its settles wait both ways from then on, and the others queue nothing (the timer
/// app's timers are the model's, which it runs itself), so theirs judge at once: both paths
/// are compared, and the counts say so. (The chat app, whose timers race by design, is left
/// out: ChatAppTests pins its exploration's determinism, serialized.)
@MainActor @Suite struct JudgingAtOnceDifferentialTests {
  /// An example app's form, explored to depth 3 with a configuration.
  struct Form: CustomTestStringConvertible, Sendable {
    var name: String
    /// Whether the app queues work for later (timers): its settles wait either way.
    var queuesWork = false
    var explore: @MainActor @Sendable (LeakTracker.Configuration) async -> FlowExploration
    var testDescription: String { name }
  }

  nonisolated static let forms: [Form] =
    [false, true].flatMap { leaks -> [Form] in
      let form = leaks ? "leaking" : "correct"
      return [
        Form(name: "ChildArrayApp, \(form)") { configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            ShopCoordinator(window: $0, endsFinishedFlows: !leaks)
          }.run()
        },
        Form(name: "FinishClosureApp, \(form)") { configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            ArticlesCoordinator(window: $0, capturesChildWeakly: !leaks)
          }.run()
        },
        Form(name: "LoginFlowApp, \(form)") { configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            AppCoordinator(window: $0, removesFinishedLogin: !leaks)
          }.run()
        },
        Form(name: "CompletionRouterApp, \(form)") { configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            CompletionRouter(window: $0, hearsBackTaps: !leaks)
          }.run()
        },
        Form(name: "ViewModelApp, \(form)") { configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            ProfileCoordinator(window: $0, keepsViewModelStrongly: leaks)
          }.run()
        },
        Form(name: "RecipesApp, \(form)") { configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            RecipesCoordinator(window: $0, capturesWeakly: !leaks)
          }.run()
        },
        Form(name: "NotificationApp, \(form)") { configuration in
          await FlowExplorer(depth: 2, configuration: configuration) {
            ChatAppCoordinator(window: $0, removesObserver: !leaks)
          }.run()
        },
        Form(name: "GenericFinishApp (async closure), \(form)", queuesWork: true) {
          configuration in
          await FlowExplorer(depth: 3, configuration: configuration) {
            GenericFinishApp(window: $0, wiring: .asyncClosure, keepsFinishedChild: leaks)
          }.run()
        },
        Form(name: "TimerApp, \(form)") { configuration in
          await FlowExplorer(depth: 2, configuration: configuration) {
            CountdownAppCoordinator(
              window: $0, style: leaks ? .blockCapturingScreen : .blockCapturingScreenWeakly)
          }.run()
        },
      ]
    }

  @Test(arguments: forms)
  func judgingAtOnceGivesTheExplorationThatWaitingGives(_ form: Form) async {
    let atOnce = await form.explore(FlowExplorer<AnyObject>.defaultConfiguration)
    var alwaysWaiting = FlowExplorer<AnyObject>.defaultConfiguration
    alwaysWaiting.judgesAtOnceWhenIdle = false
    let waited = await form.explore(alwaysWaiting)
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
    if form.queuesWork {
      #expect(atOnce.settlesThatWaited > 0)
    } else {
      #expect(atOnce.settlesThatWaited == 0)
      #expect(atOnce.settlesJudgedAtOnce > 0)
    }
  }
}
