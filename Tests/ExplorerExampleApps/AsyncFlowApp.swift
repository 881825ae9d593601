#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A coordinator written with Swift concurrency, as blog posts on "async coordinators" give it:
// the app's flow is one `async` function started in a `Task` at launch; it awaits the login
// screen's answer (a checked continuation the screen's button resumes), checks the name with
// an `async` service off the main actor, then shows the home screen. In the leaking form the
// coordinator keeps the login screen in a property after the flow moved on (kept "to show it
// again on log-out"), so the screen outlives the step that took it out of the window. Written
// for this project; no code copied.

/// The app's coordinator: its flow runs in a task that awaits each screen's answer.
@MainActor public final class AsyncFlowCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// The login screen, kept by the leaking form.
  private var loginScreen: AsyncLoginViewController?
  let keepsLoginScreen: Bool

  /// Builds the app on its window and starts its flow.
  public init(window: UIWindow, keepsLoginScreen: Bool) {
    self.keepsLoginScreen = keepsLoginScreen
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    Task { await self.run() }
  }

  /// The flow: log in, then home.
  func run() async {
    let name = await logIn()
    let greeting = await AccountService.greeting(for: name)
    navigationController.setViewControllers(
      [AsyncHomeViewController(greeting: greeting)], animated: true)
  }

  /// Shows the login screen and returns the name its button sends.
  func logIn() async -> String {
    await withCheckedContinuation { continuation in
      let screen = AsyncLoginViewController { name in continuation.resume(returning: name) }
      if keepsLoginScreen { loginScreen = screen }
      navigationController.setViewControllers([screen], animated: false)
    }
  }
}

/// The account service: `nonisolated async`, so it runs on the global executor.
enum AccountService {
  nonisolated static func greeting(for name: String) async -> String {
    "Welcome, \(name)"
  }
}

/// The login screen: its button sends the name once.
final class AsyncLoginViewController: UIViewController {
  private var onLogIn: ((String) -> Void)?

  init(onLogIn: @escaping (String) -> Void) {
    self.onLogIn = onLogIn
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Log in"
    let button = UIButton(
      primaryAction: UIAction(title: "Log in") { [weak self] _ in
        // A continuation is resumed once: the button answers once.
        let onLogIn = self?.onLogIn
        self?.onLogIn = nil
        onLogIn?("Ada")
      })
    view.addSubview(button)
  }
}

/// The home screen.
final class AsyncHomeViewController: UIViewController {
  let greeting: String

  init(greeting: String) {
    self.greeting = greeting
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = greeting
  }
}
