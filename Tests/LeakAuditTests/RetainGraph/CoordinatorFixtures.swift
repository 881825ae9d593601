// Coordinator-shaped fixtures: the faulty forms that the coordinator kits describe, built from
// plain classes so that LeakAudit's tests need no kit.

/// A window that holds its root view controller.
final class AppWindow {
  var rootViewController: AnyObject?
}

/// A root coordinator that keeps its children in an array of `AnyObject`.
final class MainCoordinator {
  var childCoordinators: [AnyObject] = []
  let navigation = NavigationStub()
}

/// A child coordinator with a weak parent, as it should be.
final class SearchCoordinator {
  weak var parent: MainCoordinator?
}

/// A navigation controller stand-in that holds its stack.
final class NavigationStub {
  var viewControllers: [AnyObject] = []
}

/// A coordinator and its view model that hold each other strongly (the faulty form), with the
/// screen the coordinator made.
final class RegisterCoordinator {
  var viewModel: RegisterViewModel?
  var screen: RegisterScreen?
}

final class RegisterViewModel {
  var coordinator: RegisterCoordinator?
  weak var weakCoordinator: RegisterCoordinator?
  var onFinish: (() -> Void)?
}

final class RegisterScreen {
  var viewModel: RegisterViewModel?
}

/// A router that holds its root view controller strongly, while the view controller's view model
/// holds the router.
final class Router {
  var rootViewController: RoutedScreen?
}

final class RoutedScreen {
  var viewModel: RoutedViewModel?
}

final class RoutedViewModel {
  var router: Router?
}

/// Two references out of one object, for loops of different lengths.
final class Fork {
  var next: AnyObject?
  var other: AnyObject?
}

/// A global event bus, the kind of owner that lives outside every flow.
final class EventBus: @unchecked Sendable {
  var handlers: [() -> Void] = []
}

/// A screen that a global keeps: its owner is outside every graph the walk sees.
final class SettingsScreen {}
