import CoordinatorTree
import CoordinatorTreeTesting
import ExplorerExampleApps
import LeakAudit
import Testing

/// `assertUserActionsReleaseWhatLeaves` on the child-array app: the test plays the user and
/// writes no assertion per step; what left the window must be released, coordinators included,
/// with no registration.
@MainActor @Suite struct UserActionAuditTests {
  /// The user taps a bar button of the screen on top, by its title.
  static func tap(_ title: String, on shop: ShopCoordinator) throws {
    let navigation = shop.navigationController
    let items = navigation.topViewController?.navigationItem
    let item = try #require(
      [items?.leftBarButtonItem, items?.rightBarButtonItem].compactMap { $0 }.first {
        $0.title == title
      })
    try navigation.userTapsBarButton(item)
  }

  /// Positive control: the child kept in `childCoordinators` after a back tap is reported,
  /// by its type and who keeps it, from the one call around the test's actions.
  @Test func aChildKeptAfterABackTapIsReportedWithItsHolder() async {
    var report = Report()
    await withKnownIssue {
      report = await assertUserActionsReleaseWhatLeaves(
        app: { ShopCoordinator(window: $0, endsFinishedFlows: false) },
        playing: { shop in
          try Self.tap("Buy", on: shop)
          try shop.navigationController.userTapsBack()
        })
    }
    let leak = report.findings.first { $0.kind == .leak }
    #expect(leak?.objects.map(\.typeName) == ["BuyCoordinator"], "\(report.text)")
    #expect(report.text.contains("held by ShopCoordinator.childCoordinators[0] → BuyCoordinator"))
    // Named after the user action after which it should have gone, not the whole body.
    #expect(leak?.step?.name == "user taps back", "\(report.text)")
  }

  /// Positive control: a sheet swiped down leaves its child, its navigation controller and its
  /// screen behind.
  @Test func aChildKeptAfterASheetIsSwipedDownIsReported() async {
    var report = Report()
    await withKnownIssue {
      report = await assertUserActionsReleaseWhatLeaves(
        app: { ShopCoordinator(window: $0, endsFinishedFlows: false) },
        playing: { shop in
          try Self.tap("Account", on: shop)
          try #require(shop.navigationController.presentedViewController).userSwipesDownSheet()
        })
    }
    #expect(
      report.findings.flatMap(\.objects).map(\.typeName).contains("AccountCoordinator"),
      "\(report.text)")
    #expect(report.findings.allSatisfy { $0.step?.name == "user swipes down" }, "\(report.text)")
  }

  /// The fixed app: the same actions, nothing reported, and the check did run (what left was
  /// expected released, and went).
  @Test func theFixedAppPassesTheSameActions() async {
    let report = await assertUserActionsReleaseWhatLeaves(
      app: { ShopCoordinator(window: $0, endsFinishedFlows: true) },
      playing: { shop in
        try Self.tap("Buy", on: shop)
        try shop.navigationController.userTapsBack()
        try Self.tap("Account", on: shop)
        try #require(shop.navigationController.presentedViewController).userSwipesDownSheet()
      })
    #expect(report.findings.isEmpty, "\(report.text)")
    // The two screens and the sheet's navigation controller left, were expected released and
    // went (the coordinators found without registration are settled on their own).
    #expect(report.releasedCount == 3, "\(report.text)")
  }

  /// The `.checksForLeaks` trait's blind spot, shown: after the test, the parent that keeps
  /// the child is gone too, so both are released; only a verdict while the app lives sees it.
  @Test func aCheckAfterTheAppIsGoneSeesNothingOfTheKeptChild() {
    weak var child: AnyObject?
    do {
      let window = Window()
      let shop = ShopCoordinator(window: window, endsFinishedFlows: false)
      try? Self.tap("Buy", on: shop)
      try? shop.navigationController.userTapsBack()
      child = shop.childCoordinators.first
      #expect(child != nil, "kept while the app lives")
    }
    #expect(child == nil, "released with its parent")
  }
}
