#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A settings sheet run by its own coordinator, as apps present a flow modally: the app's
// coordinator keeps the settings coordinator while the sheet is up and lets it go on "Done" or
// when the user swipes the sheet down; the settings coordinator keeps its stack weakly (the
// sheet's presentation holds it). The about screen holds its coordinator strongly (`let
// coordinator`, a common shortcut); in the leaking form its button's action captures the
// screen, so the about screen keeps itself after the back tap, and with it the settings
// coordinator, which then outlives "Done". The correct form captures the screen weakly.
// Written for this project; no code copied.

/// The app's coordinator: a home screen that presents the settings.
@MainActor
public final class SettingsAppCoordinator: NSObject,
  UIAdaptivePresentationControllerDelegate
{
  /// The app's stack.
  public let navigationController = UINavigationController()
  var settings: SettingsSheetCoordinator?
  let capturesWeakly: Bool

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
    super.init()
    let home = UIViewController()
    home.title = "Home"
    let open = UIButton(type: .system)
    open.setTitle("Settings", for: .normal)
    open.addAction(UIAction { [weak self] _ in self?.showSettings() }, for: .touchUpInside)
    home.view.addSubview(open)
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showSettings() {
    let settings = SettingsSheetCoordinator(capturesWeakly: capturesWeakly)
    settings.onDone = { [weak self] in
      self?.navigationController.dismiss(animated: true)
      self?.settings = nil
    }
    self.settings = settings
    let sheet = settings.start()
    sheet.presentationController?.delegate = self
    navigationController.present(sheet, animated: true)
  }

  /// The user swiped the sheet down: the flow ends as on "Done".
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    settings = nil
  }
}

/// The settings flow, in its own stack on a sheet.
@MainActor final class SettingsSheetCoordinator {
  weak var navigationController: UINavigationController?
  var onDone: (() -> Void)?
  let capturesWeakly: Bool

  init(capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
  }

  /// Makes the sheet's stack, with the settings screen.
  func start() -> UINavigationController {
    let settings = UIViewController()
    settings.title = "Settings"
    let about = UIButton(type: .system)
    about.setTitle("About", for: .normal)
    about.addAction(UIAction { [weak self] _ in self?.showAbout() }, for: .touchUpInside)
    let done = UIButton(type: .system)
    done.setTitle("Done", for: .normal)
    done.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .touchUpInside)
    settings.view.addSubview(UIStackView(arrangedSubviews: [about, done]))
    let navigationController = UINavigationController(rootViewController: settings)
    self.navigationController = navigationController
    return navigationController
  }

  func showAbout() {
    navigationController?.pushViewController(
      AboutViewController(coordinator: self, capturesWeakly: capturesWeakly), animated: true)
  }

  func showLicenses() {}
}

final class AboutViewController: UIViewController {
  let coordinator: SettingsSheetCoordinator
  let capturesWeakly: Bool

  init(coordinator: SettingsSheetCoordinator, capturesWeakly: Bool) {
    self.coordinator = coordinator
    self.capturesWeakly = capturesWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "About"
    let licenses = UIButton(type: .system)
    licenses.setTitle("Licenses", for: .normal)
    if capturesWeakly {
      licenses.addAction(
        UIAction { [weak self] _ in self?.coordinator.showLicenses() }, for: .touchUpInside)
    } else {
      licenses.addAction(
        UIAction { _ in self.coordinator.showLicenses() }, for: .touchUpInside)
    }
    view.addSubview(licenses)
  }
}
