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
