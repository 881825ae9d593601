#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A login flow replaced by the main flow when it ends, as apps write their app coordinator:
// the window's root is replaced, and the login child is removed from `childCoordinators` (or,
// in the leaking form, forgotten there). The authentication service is made at launch, handed
// to the login screen and kept by the app for later: it belongs to no screen. Written for this
// project; no code copied.

/// The service that logs in, made once for the whole app.
public final class AuthService {
  var token: String?
}

/// The app's coordinator, as the scene delegate holds it.
public final class AppCoordinator {
  let window: UIWindow
  let authService = AuthService()
  var childCoordinators: [AnyObject] = []
  let removesFinishedLogin: Bool

  /// Builds the app on its window and shows the login flow.
  public init(window: UIWindow, removesFinishedLogin: Bool) {
    self.window = window
    self.removesFinishedLogin = removesFinishedLogin
    let login = LoginFlowCoordinator(authService: authService)
    login.parentCoordinator = self
    childCoordinators.append(login)
    window.rootViewController = login.navigationController
    window.makeKeyAndVisible()
  }

  func loginDidFinish(_ login: LoginFlowCoordinator) {
    if removesFinishedLogin { childCoordinators.removeAll { $0 === login } }
    let home = UIViewController()
    home.title = "Home"
    window.rootViewController = UINavigationController(rootViewController: home)
  }
}

/// The login flow.
final class LoginFlowCoordinator {
  weak var parentCoordinator: AppCoordinator?
  let navigationController: UINavigationController

  init(authService: AuthService) {
    let screen = LoginViewController(authService: authService)
    navigationController = UINavigationController(rootViewController: screen)
    screen.coordinator = self
  }

  func didLogIn() {
    parentCoordinator?.loginDidFinish(self)
  }
}

final class LoginViewController: UIViewController {
  let authService: AuthService
  weak var coordinator: LoginFlowCoordinator?

  init(authService: AuthService) {
    self.authService = authService
    super.init(nibName: nil, bundle: nil)
    title = "Login"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Log in",
      primaryAction: UIAction { [weak self] _ in
        self?.authService.token = "t"
        self?.coordinator?.didLogIn()
      })
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
