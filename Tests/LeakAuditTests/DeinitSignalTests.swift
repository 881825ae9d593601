import LeakAudit
import Testing

@Suite struct DeinitSignalTests {
  @Test func signallingObjectThatLeaksIsStillALeak() async {
    let tracker = LeakTracker(configuration: quick)
    let viewModel = SignallingViewModel()
    tracker.expectReleased([tracker.track(viewModel, role: .viewModel)])
    let report = await tracker.settle()
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings[0].objects[0].typeName == "SignallingViewModel")
    withExtendedLifetime(viewModel) {}
  }

  @Test func releaseOrderFollowsTheDeinitCascade() {
    final class Owner: DeinitSignallingObject {
      var owned: SignallingViewModel? = SignallingViewModel()
    }
    let tracker = LeakTracker()
    var owner: Owner? = Owner()
    let ownerProbe = tracker.track(owner!)
    let ownedProbe = tracker.track(owner!.owned!)
    let neverSignals = tracker.track(Screen())
    #expect(tracker.releaseOrder(of: [ownedProbe, ownerProbe]).isEmpty)
    // The owner's stored view model goes first (a subclass's properties are destroyed before
    // the base class's, where the owner's own signal is stored), then the owner's signal.
    owner = nil
    #expect(
      tracker.releaseOrder(of: [ownerProbe, ownedProbe, neverSignals]) == [ownedProbe, ownerProbe])
  }

  @Test func brokenInvariantsGoIntoTheReportOfTheCurrentStep() {
    let tracker = LeakTracker()
    let screen = Screen()
    let probe = tracker.track(screen, role: .view)
    tracker.beginStep("back")
    let finding = tracker.recordBrokenInvariant("'Detail' has no live owner", objects: [probe])
    #expect(tracker.report.findings == [finding])
    #expect(
      tracker.report.text.hasPrefix(
        """
        Broken invariant after step 1 "back": 'Detail' has no live owner

          #1 view Screen, tracked at
        """))
    withExtendedLifetime(screen) {}
  }

  @Test func oneObjectCanSignalSeveralTrackers() async {
    let first = LeakTracker(configuration: quick)
    let second = LeakTracker(configuration: quick)
    var viewModel: SignallingViewModel? = SignallingViewModel()
    first.expectReleased([first.track(viewModel!)])
    second.expectReleased([second.track(viewModel!)])
    viewModel = nil
    #expect(await first.settle().releasedCount == 1)
    #expect(await second.settle().releasedCount == 1)
  }
}
