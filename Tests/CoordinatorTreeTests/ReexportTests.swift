import CoordinatorTree
import Testing

/// The navigation model comes with issue 3; until then the module's one promise is that
/// `import CoordinatorTree` brings LeakAudit with it.
@Suite struct ReexportTests {
  final class Coordinator {
    var retainSelf: Coordinator?
  }

  @Test func importingCoordinatorTreeBringsLeakAudit() async {
    let tracker = LeakTracker(
      configuration: .init(softDeadline: .zero, hardDeadline: .milliseconds(20)))
    let leaking = Coordinator()
    leaking.retainSelf = leaking
    tracker.expectReleased([
      tracker.track(leaking, role: .coordinator), tracker.track(Coordinator()),
    ])
    let report = await tracker.settle()
    #expect(report.findings.map(\.objects.first?.typeName) == ["Coordinator"])
    #expect(report.releasedCount == 1)
    leaking.retainSelf = nil
  }
}
