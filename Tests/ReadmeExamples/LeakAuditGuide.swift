// The Swift blocks of docs/leakaudit.md, verbatim: compiled, never run (some leak on purpose).
import LeakAudit
import LeakAuditTesting
import Testing

final class Cart {
  var items: [String] = []
  var sessions: [Session] = []
}

final class Session {}

final class ProfileViewModel {
  var child: AvatarPicker?
}

final class AvatarPicker {
  var delegate: ProfileViewModel?  // strong: the child keeps its parent
}

final class ProfileScreen {
  let viewModel = ProfileViewModel()
  let cart: Cart
  init(cart: Cart) { self.cart = cart }
}

@MainActor final class AppState {
  static let shared = AppState()
  var screens: [ProfileScreen] = []
}

final class ReceiptViewModel: LiveCountLimited {
  static let liveCountLimit = LiveCountLimit(maxCount: 1, group: "view models", groupMaxCount: 4)

  init() {
    LeakTracker.current?.track(self, role: .viewModel)
  }
}

@Test func aReportBecomesIssues() async {
  let tracker = LeakTracker()
  let screen = ProfileScreen(cart: Cart())
  let probe = tracker.track(screen, role: .view)
  let report = await tracker.step("close profile", expectReleased: [probe]) {}
  assertClean(report)
}

@Test func rootsAndValueRoots() async {
  var screens = [ProfileScreen(cart: Cart())]
  let cart = Cart()
  await assertReleased([screens[0]], retainRoots: [cart]) {
    screens.removeAll()
  }

  let tracker = LeakTracker()
  tracker.addRetainRoot(named: "AppState.screens") { AppState.shared.screens }
}

struct NotANumber: Error {}

func itemCount(in text: String) throws -> Int {
  guard let count = Int(text) else { throw NotANumber() }
  return count
}

@Test func stepsThatThrow() async throws {
  var screens = [ProfileScreen(cart: Cart())]
  try await assertReleased([screens[0]]) { () async throws in
    #expect(try itemCount(in: "1") == 1)
    screens.removeAll()
  }
}

@Test func theScopesReport() async {
  let report = await withLeakTracking { tracker in
    let screen = ProfileScreen(cart: Cart())
    tracker.track(screen, role: .view)
  }
  #expect(report.releasedCount == 1)
}

@Test func theWholeGraph() async {
  let cart = Cart()
  var screens = [ProfileScreen(cart: cart)]
  await assertGraphReleased(from: screens[0], ignoring: [.type(Cart.self)]) {
    screens.removeAll()
  }
  await assertGraphReleased(from: ProfileScreen(cart: cart), ignoring: [.field("cart")]) {}
}

@Test func liveObjects() {
  let screen = ProfileScreen(cart: Cart())
  let cycles = ObjectGraph.retainCycles(reachableFrom: screen, maxLength: 10)
  #expect(cycles.isEmpty, "\(cycles)")
  #expect(ObjectGraph.strongReferences(of: screen).contains { $0.refers(to: screen.cart) })
  #expect(ObjectGraph.retainPath(to: screen.viewModel, from: [screen]) != nil)
}

@Test func growthAndLimits() async {
  let cart = Cart()
  let tracker = LeakTracker()
  tracker.addRetainRoot(cart)
  tracker.excludeFromGrowth([.field("items", of: Cart.self)])
  tracker.limitLiveCount(of: ProfileScreen.self, to: 1)
  let report = await tracker.repeatChecked("check out", times: 3) { _ in
    cart.sessions.append(Session())
  }
  assertClean(report)
}
