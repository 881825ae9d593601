import CoordinatorTree
import Testing

/// A shop whose router keeps its navigation controller private, as one public app's does: the
/// screen's "Buy" is a method the test reaches through what is on screen, in one line.
enum PrivateRouterShop {
  @MainActor final class Router {
    private let navigationController: NavigationController
    var children: [CheckoutCoordinator] = []
    let keepsFinished: Bool

    init(window: Window, keepsFinished: Bool) throws {
      self.keepsFinished = keepsFinished
      let shop = ShopScreen()
      navigationController = NavigationController(rootViewController: shop)
      try window.setRootViewController(navigationController)
      shop.onBuy = { [weak self] in self?.checkOut() }
    }

    private func checkOut() {
      let child = CheckoutCoordinator()
      child.onFinish = { [weak self, weak child] in
        guard let self, !self.keepsFinished else { return }
        self.children.removeAll { $0 === child }
      }
      children.append(child)
      let screen = CheckoutScreen()
      screen.coordinator = child
      navigationController.pushViewController(screen, animated: true)
    }
  }

  @MainActor final class CheckoutCoordinator {
    var onFinish: () -> Void = {}
  }

  /// A screen whose "Buy" the model does not show (drawn in a custom view, say).
  @MainActor final class ShopScreen: ViewController {
    var onBuy: () -> Void = {}
    func buyTapped() { onBuy() }
  }

  @MainActor final class CheckoutScreen: ViewController {
    weak var coordinator: CheckoutCoordinator?
    override func viewDidDisappear(_ animated: Bool) {
      if isMovingFromParent { coordinator?.onFinish() }
    }
  }
}

@MainActor @Suite struct FlowExplorerActionContextTests {
  typealias Explorer = FlowExplorer<PrivateRouterShop.Router>

  static func explore(_ action: Explorer.Action, keepsFinished: Bool) async -> FlowExploration {
    await Explorer(
      depth: 2, app: { try .init(window: $0, keepsFinished: keepsFinished) },
      actions: [action]
    ).run()
  }

  static let inOneLine: [Explorer.Action] = [
    .init("Buy") { $0.top(PrivateRouterShop.ShopScreen.self)?.buyTapped() },
    .on(PrivateRouterShop.ShopScreen.self, "Buy") { $0.buyTapped() },
  ]

  /// The positive control, in each spelling: a screen's own action, through what is on
  /// screen, finds the kept checkout.
  @Test(arguments: [0, 1])
  func aScreensActionInOneLineFindsTheKeptChild(_ spelling: Int) async {
    let exploration = await Self.explore(Self.inOneLine[spelling], keepsFinished: true)
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'CheckoutCoordinator' after \"Buy\", user taps back"
      ], "\(exploration.text)")
  }

  @Test(arguments: [0, 1])
  func theFixedShopIsClean(_ spelling: Int) async {
    let exploration = await Self.explore(Self.inOneLine[spelling], keepsFinished: false)
    #expect(exploration.isClean, "\(exploration.text)")
  }

  /// `.on(_:_:)` is offered only while its screen is on top: from the checkout screen,
  /// "Buy" is not played, where an action that always applies is (and changes nothing there).
  @Test func aScreensActionIsOfferedOnlyWhileItIsOnTop() async {
    let onTop = await Self.explore(Self.inOneLine[1], keepsFinished: false)
    let always = await Self.explore(Self.inOneLine[0], keepsFinished: false)
    #expect(onTop.states == always.states)
    #expect(onTop.transitions < always.transitions, "\(onTop.transitions) \(always.transitions)")
  }

  @Test func theContextNamesTheScreensOnTopAndVisible() throws {
    let window = Window()
    let router = try PrivateRouterShop.Router(window: window, keepsFinished: false)
    let context = Explorer.Context(app: router, window: window)
    #expect(context.top(PrivateRouterShop.ShopScreen.self) != nil)
    #expect(context.visible.map { $0.title ?? "\(type(of: $0))" } == ["ShopScreen"])
    context.top(PrivateRouterShop.ShopScreen.self)?.buyTapped()
    MainLoop.runUntilIdle()
    #expect(context.top(PrivateRouterShop.ShopScreen.self) == nil)
    #expect(context.top(PrivateRouterShop.CheckoutScreen.self) != nil)
    #expect(context.visible(PrivateRouterShop.CheckoutScreen.self) === context.top)
    #expect(context.visible(PrivateRouterShop.ShopScreen.self) == nil, "covered on its stack")
  }
}
