#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A profile screen that listens for sign-out through a singleton's weak delegate, as many
// apps wire an account session: the session keeps its delegate weakly, the view model sets
// itself as the delegate, and on sign-out asks its coordinator to show a notice. The leaking
// form's profile screen binds its view model with a closure that captures the screen: screen
// and view model keep each other after the back tap, and the session's weak delegate still
// answers. Signing out from the home screen then wakes the leaked view model, which pushes the
// notice; the notice's button action captures the notice, which leaks in turn. The correct
// form captures the screen weakly: the profile goes, the delegate reads nil, and signing out
// shows nothing. Written for this project; no code copied.

/// Told when the account's session ends.
@MainActor public protocol AccountSessionDelegate: AnyObject {
  /// The session ended.
  func sessionDidEnd()
}

/// The app's account session, shared.
@MainActor public final class AccountSession {
  /// The one session.
  public static let shared = AccountSession()
  /// Who hears that the session ended, weakly.
  public weak var delegate: AccountSessionDelegate?

  /// Ends the session, and tells the delegate.
  public func signOut() {
    delegate?.sessionDidEnd()
  }
}

/// The app's coordinator: a home screen that opens the profile and signs out.
@MainActor public final class AccountAppCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let bindsWeakly: Bool

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, bindsWeakly: Bool) {
    self.bindsWeakly = bindsWeakly
    let home = UIViewController()
    home.title = "Home"
    let profile = UIButton(type: .system)
    profile.setTitle("Profile", for: .normal)
    profile.addAction(UIAction { [weak self] _ in self?.showProfile() }, for: .touchUpInside)
    let signOut = UIButton(type: .system)
    signOut.setTitle("Sign out", for: .normal)
    signOut.addAction(UIAction { _ in AccountSession.shared.signOut() }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [profile, signOut])
    home.view.addSubview(stack)
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showProfile() {
    let viewModel = ProfileSessionViewModel(coordinator: self)
    navigationController.pushViewController(
      AccountProfileViewController(viewModel: viewModel, bindsWeakly: bindsWeakly),
      animated: true)
  }

  func showSignedOutNotice() {
    navigationController.pushViewController(SignedOutViewController(), animated: true)
  }
}

final class ProfileSessionViewModel: AccountSessionDelegate {
  weak var coordinator: AccountAppCoordinator?
  var onNameChange: ((String) -> Void)?

  init(coordinator: AccountAppCoordinator) {
    self.coordinator = coordinator
    AccountSession.shared.delegate = self
  }

  func sessionDidEnd() {
    coordinator?.showSignedOutNotice()
  }
}

final class AccountProfileViewController: UIViewController {
  let viewModel: ProfileSessionViewModel
  let bindsWeakly: Bool

  init(viewModel: ProfileSessionViewModel, bindsWeakly: Bool) {
    self.viewModel = viewModel
    self.bindsWeakly = bindsWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    if bindsWeakly {
      viewModel.onNameChange = { [weak self] name in self?.title = name }
    } else {
      viewModel.onNameChange = { name in self.title = name }
    }
  }
}

final class SignedOutViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Signed out"
    let done = UIButton(type: .system)
    done.setTitle("OK", for: .normal)
    done.addAction(
      UIAction { _ in self.navigationController?.popViewController(animated: true) },
      for: .touchUpInside)
    view.addSubview(done)
  }
}
