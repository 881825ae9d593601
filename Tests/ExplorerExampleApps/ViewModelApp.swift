#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A screen that owns its view model and binds to it (a closure the view model runs on change,
// capturing the screen weakly), and a coordinator that keeps a reference to the view model it
// made, to update it later: weakly in the correct form, strongly in the leaking one (the
// view model outlives its screen until the next one replaces it). Written for this project; no
// code copied.

/// The view model of a profile screen.
final class ProfileViewModel {
  weak var coordinator: ProfileCoordinator?
  var name = "Ada" {
    didSet { onChange?() }
  }
  /// The screen's binding: what it runs when the model changes.
  var onChange: (() -> Void)?
}

/// The app's coordinator.
public final class ProfileCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// The current profile's view model, kept to refresh it.
  weak var profileViewModel: ProfileViewModel?
  /// The same, kept strongly: the leaking form.
  var keptProfileViewModel: ProfileViewModel?
  let keepsViewModelStrongly: Bool

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, keepsViewModelStrongly: Bool) {
    self.keepsViewModelStrongly = keepsViewModelStrongly
    let home = UIViewController()
    home.title = "Home"
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Profile", primaryAction: UIAction { [weak self] _ in self?.showProfile() })
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
  }

  func showProfile() {
    let viewModel = ProfileViewModel()
    viewModel.coordinator = self
    if keepsViewModelStrongly {
      keptProfileViewModel = viewModel
    } else {
      profileViewModel = viewModel
    }
    navigationController.pushViewController(
      ProfileViewController(viewModel: viewModel), animated: true)
  }
}

final class ProfileViewController: UIViewController {
  let viewModel: ProfileViewModel

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Profile"
    viewModel.onChange = { [weak self] in self?.render() }
  }

  func render() {
    navigationItem.prompt = viewModel.name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
