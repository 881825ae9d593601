import Foundation
import LeakAudit
import Testing

/// The README's "who keeps it alive" example, run: the text it shows is the text users get.
@Suite struct ReadmeRetainPathTests {
  /// The faulty forms of the README example: a parent that keeps a finished child, a
  /// coordinator and view model that hold each other, the screen that coordinator keeps, and a
  /// settings screen held by a global.
  func runExample() -> Report {
    let tracker = LeakTracker(configuration: quick)
    let global = HiddenOwner()
    let main = MainCoordinator()
    tracker.expectAlive([tracker.track(main, role: .coordinator, label: "main")])
    tracker.beginStep("start")
    func openFlows() -> [Probe] {
      main.childCoordinators.append(SearchCoordinator())
      let register = RegisterCoordinator()
      register.viewModel = RegisterViewModel()
      register.viewModel?.coordinator = register
      register.screen = RegisterScreen()
      let settings = SettingsScreen()
      global.keep(settings)
      return [
        tracker.track(main.childCoordinators[0], role: .coordinator, label: "search"),
        tracker.track(register, role: .coordinator, label: "register"),
        tracker.track(register.screen!, role: .view, label: "register"),
        tracker.track(settings, role: .view, label: "settings"),
      ]
    }
    let flows = openFlows()
    tracker.beginStep("back to main")
    tracker.expectReleased(flows)
    let report = tracker.check()
    withExtendedLifetime(main) {}
    global.release()
    return report
  }

  @Test func theExplanationIsTheOneTheReadmeShows() throws {
    let text = runExample().text.trimmingCharacters(in: .newlines)
    #expect(
      ReadmeTests.withoutSites(text)
        == ReadmeTests.withoutSites(try ReadmeTests.readmeBlock("retain-paths")))
  }
}
