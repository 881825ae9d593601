#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Buttons inside the screens, as most apps and tutorials build them in code: the home screen's
// "Open profile" button starts a profile flow, whose coordinator keeps its screen and wires the
// screen's "Log out" button with a UIAction. In the leaking form that action captures the
// coordinator strongly: coordinator → screen → view → button → action → coordinator, so when
// the user leaves the profile (back, or "Log out"), the parent lets go of the child and the
// cycle keeps both. Written for this project; no code copied.

/// The app's coordinator: a navigation controller whose home screen opens the profile.
public final class MemberAppCoordinator: NSObject, UINavigationControllerDelegate {
  /// The app's stack.
  public let navigationController = UINavigationController()
  var childCoordinators: [MemberCoordinator] = []
  /// Whether the profile's button captures its coordinator weakly.
  let capturesCoordinatorWeakly: Bool

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, capturesCoordinatorWeakly: Bool) {
    self.capturesCoordinatorWeakly = capturesCoordinatorWeakly
    super.init()
    let home = MemberHomeViewController()
    home.onOpenProfile = { [weak self] in self?.showProfile() }
    navigationController.delegate = self
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showProfile() {
    let child = MemberCoordinator(
      navigationController: navigationController,
      capturesSelfWeakly: capturesCoordinatorWeakly)
    child.onFinish = { [weak self, weak child] in
      self?.childCoordinators.removeAll { $0 === child }
    }
    childCoordinators.append(child)
    child.start()
  }

  /// The back-button fix most apps copy: a child whose screen left the stack is finished.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    for child in childCoordinators
    where !navigationController.viewControllers.contains(where: { $0 === child.viewController }) {
      child.onFinish?()
    }
  }
}

/// The profile's flow: it keeps its screen, and wires its button.
final class MemberCoordinator {
  let navigationController: UINavigationController
  let capturesSelfWeakly: Bool
  var viewController: MemberProfileViewController?
  var onFinish: (() -> Void)?

  init(navigationController: UINavigationController, capturesSelfWeakly: Bool) {
    self.navigationController = navigationController
    self.capturesSelfWeakly = capturesSelfWeakly
  }

  func start() {
    let profile = MemberProfileViewController()
    _ = profile.view
    if capturesSelfWeakly {
      profile.logOutButton.addAction(
        UIAction { [weak self] _ in self?.logOut() }, for: .touchUpInside)
    } else {
      profile.logOutButton.addAction(UIAction { _ in self.logOut() }, for: .touchUpInside)
    }
    viewController = profile
    navigationController.pushViewController(profile, animated: true)
  }

  func logOut() {
    navigationController.popViewController(animated: true)
  }
}

final class MemberHomeViewController: UIViewController {
  var onOpenProfile: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
    let open = UIButton(
      primaryAction: UIAction(title: "Open profile") { [weak self] _ in self?.onOpenProfile?() })
    open.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(open)
    NSLayoutConstraint.activate([
      open.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      open.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

final class MemberProfileViewController: UIViewController {
  let logOutButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    logOutButton.setTitle("Log out", for: .normal)
    logOutButton.setTitleColor(.systemRed, for: .normal)
    let stack = UIStackView(arrangedSubviews: [UILabel(), logOutButton])
    stack.axis = .vertical
    view.addSubview(stack)
  }
}
