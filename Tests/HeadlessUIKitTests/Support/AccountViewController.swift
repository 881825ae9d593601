#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the account screen's coordinator hears.
@MainActor protocol AccountCoordinating: AnyObject {
  func editProfile()
}

/// docs/uikit-surface.md's outlet example, verbatim between the markers: an outlet and an
/// action written once for UIKit and HeadlessUIKit.
// uikit-surface: outlets
final class AccountViewController: UIViewController, Storyboarded {
  #if canImport(UIKit)
    @IBOutlet weak var avatarView: UIView!
  #else
    weak var avatarView: UIView!  // no storyboard connects it: loadView below makes it
  #endif
  weak var coordinator: (any AccountCoordinating)?

  #if !canImport(UIKit)
    override func loadView() {
      view = UIView()
      let avatar = UIView()
      view.addSubview(avatar)
      avatarView = avatar
    }
  #endif

  @IBAction func editTapped(_ sender: Any) {
    coordinator?.editProfile()
  }
}
// uikit-surface: end
