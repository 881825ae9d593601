#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A tap on a photo, as two shapes found in apps and blog posts write it. The leaking form uses
// the popular helper that gives a tap recognizer a closure (a subclass that keeps it, here
// `ClosureTapGestureRecognizer`), with a closure that captures the screen: screen → view →
// image view → recognizer → closure → screen, so the gallery is never released once the user
// goes back. The correct form uses UIKit's target and action, whose target the recognizer
// holds weakly. Written for this project; no code copied.

/// The app's coordinator: a home screen whose button opens a gallery.
public final class GalleryAppCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// Whether the gallery's tap uses a target and an action instead of a closure that captures
  /// the screen.
  let usesTargetAction: Bool

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, usesTargetAction: Bool) {
    self.usesTargetAction = usesTargetAction
    let home = UIViewController()
    home.title = "Home"
    let open = UIButton(type: .system)
    open.setTitle("Open gallery", for: .normal)
    open.addAction(UIAction { [weak self] _ in self?.showGallery() }, for: .touchUpInside)
    home.view.addSubview(open)
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showGallery() {
    navigationController.pushViewController(
      GalleryViewController(usesTargetAction: usesTargetAction), animated: true)
  }
}

/// A tap recognizer that runs a closure, as the helper in many apps.
final class ClosureTapGestureRecognizer: UITapGestureRecognizer {
  private let action: () -> Void

  init(action: @escaping () -> Void) {
    self.action = action
    super.init()
    #if canImport(UIKit)
      addTarget(self, action: #selector(fire))
    #else
      addTarget(self, action: ClosureTapGestureRecognizer.fire)
    #endif
  }

  #if canImport(UIKit)
    @objc private func fire() { action() }
  #else
    private func fire() { action() }
  #endif
}

final class GalleryViewController: UIViewController {
  let photo = UIImageView(image: UIImage(named: "sunset"))
  let usesTargetAction: Bool
  var zoomed = false

  init(usesTargetAction: Bool) {
    self.usesTargetAction = usesTargetAction
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Gallery"
    photo.isUserInteractionEnabled = true
    photo.contentMode = .scaleAspectFit
    if usesTargetAction {
      #if canImport(UIKit)
        let tap = UITapGestureRecognizer(target: self, action: #selector(photoTapped))
      #else
        let tap = UITapGestureRecognizer(target: self, action: GalleryViewController.photoTapped)
      #endif
      photo.addGestureRecognizer(tap)
    } else {
      photo.addGestureRecognizer(ClosureTapGestureRecognizer { self.photoTapped() })
    }
    view.addSubview(photo)
  }

  #if canImport(UIKit)
    @objc func photoTapped() { zoomed.toggle() }
  #else
    func photoTapped() { zoomed.toggle() }
  #endif
}
