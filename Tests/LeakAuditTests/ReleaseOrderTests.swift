import LeakAudit
import Testing

@testable import LeakAudit

/// The order objects die in, also for objects that do not signal their deinit: each signal is
/// a checkpoint, and objects that die between two checkpoints are ordered by who held whom.
@Suite struct ReleaseOrderTests {
  /// The shape of the design notes' register flow, in plain classes: the screens hold the one
  /// view model, the view model holds its coordinator, which holds its parent.
  final class Coordinator {
    let parent: Coordinator?
    init(parent: Coordinator?) { self.parent = parent }
  }
  final class RegisterViewModel {
    let coordinator: Coordinator
    init(coordinator: Coordinator) { self.coordinator = coordinator }
  }
  /// A screen that announces its deinit, as the model's view controllers do.
  final class StepScreen: DeinitSignallingObject {
    let viewModel: RegisterViewModel
    init(viewModel: RegisterViewModel) { self.viewModel = viewModel }
  }

  /// `main ← register ← viewModel ← [one, two]`, tracked in the order a coordinator makes
  /// them (the coordinator before its view model).
  func registerFlow(_ tracker: LeakTracker) -> (
    main: Coordinator, screens: [StepScreen], probes: [String: Probe]
  ) {
    let main = Coordinator(parent: nil)
    let register = Coordinator(parent: main)
    let viewModel = RegisterViewModel(coordinator: register)
    let screens = [StepScreen(viewModel: viewModel), StepScreen(viewModel: viewModel)]
    let probes = [
      "Main": tracker.track(main), "Register": tracker.track(register),
      "RegisterModel": tracker.track(viewModel), "StepOne": tracker.track(screens[0]),
      "StepTwo": tracker.track(screens[1]),
    ]
    return (main, screens, probes)
  }

  func names(_ order: [Probe], _ probes: [String: Probe]) -> [String] {
    order.map { probe in probes.first { $0.value == probe }!.key }
  }

  @Test func plainObjectsDieInTheOrderOfTheirCascadeBetweenSignals() {
    let tracker = LeakTracker()
    tracker.recordReleaseOrder()
    var (main, screens, probes) = registerFlow(tracker)
    // Alive until the holdings are read: at -O a local's lifetime may end at its last use.
    withExtendedLifetime(screens) { tracker.recordHoldings() }
    screens.removeAll()  // the pop: StepOne goes, then StepTwo, which takes the rest
    #expect(
      names(tracker.releaseOrder(of: Array(probes.values)), probes)
        == ["StepOne", "StepTwo", "RegisterModel", "Register"])
    withExtendedLifetime(main) {}
  }

  @Test func withoutHoldingsObjectsBetweenTwoCheckpointsFallBackToTrackingOrder() {
    // The control: the view model and its coordinator die after the last signal, together;
    // only what the view model held says that it went first.
    let tracker = LeakTracker()
    tracker.recordReleaseOrder()
    var (main, screens, probes) = registerFlow(tracker)
    screens.removeAll()
    #expect(
      names(tracker.releaseOrder(of: Array(probes.values)), probes)
        == ["StepOne", "StepTwo", "Register", "RegisterModel"])
    withExtendedLifetime(main) {}
  }

  @Test func aPlainObjectThatDiesBeforeASignalIsOrderedBeforeIt() {
    final class Owner {
      var screen: StepScreen?
    }
    let tracker = LeakTracker()
    tracker.recordReleaseOrder()
    let main = Coordinator(parent: nil)
    var owner: Owner? = Owner()
    owner?.screen = StepScreen(viewModel: RegisterViewModel(coordinator: main))
    let ownerProbe = tracker.track(owner!)
    let screenProbe = tracker.track(owner!.screen!)
    owner = nil  // the owner's deinit begins, then its screen is released and signals
    #expect(tracker.releaseOrder(of: [screenProbe, ownerProbe]) == [ownerProbe, screenProbe])
  }

  @Test func withoutRecordingOnlySignallingObjectsAreOrdered() {
    let tracker = LeakTracker()
    var (main, screens, probes) = registerFlow(tracker)
    screens.removeAll()
    #expect(
      names(tracker.releaseOrder(of: Array(probes.values)), probes) == ["StepOne", "StepTwo"])
    withExtendedLifetime(main) {}
  }

  @Test func holdersComeBeforeWhatTheyHeldAndACycleInTrackingOrder() {
    #expect(LeakTracker.holdersFirst([1, 2, 3], holdings: [3: [2], 2: [1]]) == [3, 2, 1])
    #expect(LeakTracker.holdersFirst([1, 2, 3], holdings: [:]) == [1, 2, 3])
    #expect(LeakTracker.holdersFirst([1, 2], holdings: [1: [2], 2: [1]]) == [1, 2])
    #expect(LeakTracker.holdersFirst([1, 2, 3], holdings: [1: [9], 3: [1]]) == [2, 3, 1])
  }
}
