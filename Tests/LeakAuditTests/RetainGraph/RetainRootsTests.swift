import LeakAudit
import Testing

/// Value roots are read on the main actor: a closure may read main-actor state as written.
@Suite struct RetainRootsTests {
  /// Main-actor state, as an app's model is: one per test, as tests run in parallel.
  @MainActor final class AppModel {
    var screens: [Screen] = []
  }

  @MainActor @Test func aMainActorRootIsReadWhenSettlingOnTheMainActor() async {
    let tracker = LeakTracker(configuration: quick)
    let model = AppModel()
    tracker.addRetainRoot(named: "AppModel.screens") { model.screens }
    model.screens = [Screen()]
    let probe = tracker.track(model.screens[0], role: .view)
    let report = await tracker.step("close", expectReleased: [probe]) {}
    #expect(report.findings.first?.retainPath?.description == "AppModel.screens[0] → Screen")
    #expect(report.findings.first?.unexplainedOwners == 0)
    model.screens.removeAll()
  }

  /// A root value that is a class instance keeps its name: the path starts with it, then
  /// the instance's own field.
  @MainActor @Test func aRootThatIsAnObjectKeepsItsName() async {
    let tracker = LeakTracker(configuration: quick)
    let model = AppModel()
    tracker.addRetainRoot(named: "AppState.model") { model }
    model.screens = [Screen()]
    let probe = tracker.track(model.screens[0], role: .view)
    let report = await tracker.step("close", expectReleased: [probe]) {}
    #expect(
      report.findings.first?.retainPath?.description
        == "AppState.model → AppModel.screens[0] → Screen")
    #expect(report.findings.first?.unexplainedOwners == 0)
    model.screens.removeAll()
  }

  @Test func aSettleElsewhereHopsToTheMainActorToReadIt() async {
    let tracker = LeakTracker(configuration: quick)
    let model = await AppModel()
    tracker.addRetainRoot(named: "AppModel.screens") { model.screens }
    let probe = await MainActor.run {
      model.screens = [Screen()]
      return tracker.track(model.screens[0], role: .view)
    }
    let report = await tracker.step("close", expectReleased: [probe]) {}
    #expect(report.findings.first?.retainPath?.description == "AppModel.screens[0] → Screen")
    await MainActor.run { model.screens.removeAll() }
  }

  @Test func aSynchronousCheckOffTheMainActorSaysItCouldNotReadIt() async {
    let tracker = LeakTracker(configuration: quick)
    let model = await AppModel()
    tracker.addRetainRoot(named: "AppModel.screens") { model.screens }
    let probe = await MainActor.run {
      model.screens = [Screen()]
      return tracker.track(model.screens[0], role: .view)
    }
    tracker.expectReleased([probe])
    let report = await Task.detached { tracker.check() }.value
    #expect(report.findings.first?.retainPath == nil)
    #expect(
      report.findings.first?.analysisNotes?.contains(
        "the retain root 'AppModel.screens' is read on the main actor, and this check ran off it: paths from it are not followed"
      ) == true)
    await MainActor.run { model.screens.removeAll() }
  }
}
