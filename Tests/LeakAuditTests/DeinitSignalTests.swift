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
    // The owner's deinit begins first and its signal (stored by the base class) fires before
    // the subclass's stored view model is released: the owner counts as released first, as
    // a screen does before the view model it held.
    owner = nil
    #expect(
      tracker.releaseOrder(of: [ownedProbe, ownerProbe, neverSignals]) == [ownerProbe, ownedProbe])
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
        Broken invariant after step 1 "back": 'Detail' has no live owner.

          #1 view Screen, tracked at
        """))
    withExtendedLifetime(screen) {}
  }

  /// A check looks for premature releases among the objects that signalled their deinit, not
  /// at everything expected alive: each of these must still be found, named, in its step.
  @Test func aSignallingObjectGoneWhileExpectedAliveIsAPrematureRelease() async {
    let tracker = LeakTracker(configuration: quick)
    var first: SignallingViewModel? = SignallingViewModel()
    var second: SignallingViewModel? = SignallingViewModel()
    let kept = SignallingViewModel()
    let probes = [first!, second!, kept].map { tracker.track($0, role: .viewModel) }
    tracker.beginStep("open")
    tracker.expectAlive(probes)
    #expect(await tracker.settle().findings.isEmpty)
    tracker.beginStep("drop the second")
    second = nil
    let dropped = await tracker.settle()
    #expect(dropped.findings.map(\.kind) == [.prematureRelease])
    #expect(dropped.findings.first?.objects.map(\.number) == [probes[1].number])
    #expect(dropped.findings.first?.step?.name == "drop the second")
    tracker.beginStep("drop the first")
    first = nil
    let later = await tracker.settle()
    #expect(later.findings.first?.objects.map(\.number) == [probes[0].number])
    #expect(await tracker.settle().findings.isEmpty)
    withExtendedLifetime(kept) {}
  }

  @Test func aSignallingObjectExpectedAliveAfterItWentIsAPrematureRelease() async {
    let tracker = LeakTracker(configuration: quick)
    var viewModel: SignallingViewModel? = SignallingViewModel()
    let probe = tracker.track(viewModel!, role: .viewModel)
    viewModel = nil
    #expect(await tracker.settle().findings.isEmpty)
    tracker.beginStep("expect it")
    tracker.expectAlive([probe])
    let report = await tracker.settle()
    #expect(report.findings.map(\.kind) == [.prematureRelease])
    #expect(report.findings.first?.step?.name == "expect it")
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
