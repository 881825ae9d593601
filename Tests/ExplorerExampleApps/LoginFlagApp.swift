#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// An app that remembers the login in a global, as apps keep a flag in `UserDefaults` or a
// static: the next launch shows the home screen at once. Exploration replays sequences from a
// fresh start, so such state must be reset before each replay. Written for this project.

/// Whether the user logged in: outside the window and the app's coordinator.
public enum LoginState {
  /// Whether the user logged in.
  nonisolated(unsafe) public static var isLoggedIn = false
}

/// The app's coordinator: the login screen, or home once logged in.
public final class LoginCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()

  /// Builds the app on its window.
  public init(window: UIWindow) {
    let first = UIViewController()
    if LoginState.isLoggedIn {
      first.title = "Home"
    } else {
      first.title = "Login"
      first.navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Log in", primaryAction: UIAction { [weak self] _ in self?.logIn() })
    }
    navigationController.viewControllers = [first]
    window.rootViewController = navigationController
  }

  func logIn() {
    LoginState.isLoggedIn = true
    let home = UIViewController()
    home.title = "Home"
    navigationController.setViewControllers([home], animated: true)
  }
}

/// How many times the app was launched, kept in a global as an app keeps it in `UserDefaults`.
public enum Launches {
  /// The launches so far.
  nonisolated(unsafe) public static var count = 0
}

/// An app that counts its launches and keeps the number: every fresh start is another state.
public final class LaunchCountingCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// This launch's number.
  let launch: Int

  /// Builds the app on its window: a home screen with two buttons that push a screen.
  public init(window: UIWindow) {
    Launches.count += 1
    launch = Launches.count
    let home = UIViewController()
    home.title = "Home"
    home.navigationItem.rightBarButtonItems = ["A", "B"].map { title in
      UIBarButtonItem(
        title: title,
        primaryAction: UIAction { [weak self] _ in
          let screen = UIViewController()
          screen.title = title
          self?.navigationController.pushViewController(screen, animated: true)
        })
    }
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
  }
}
