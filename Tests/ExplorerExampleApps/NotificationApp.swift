#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A chat screen that moves its input above the keyboard, as countless apps do. The leaking
// form observes the keyboard with a block that captures the screen and never removes the
// observer: the notification center keeps the block, and the block the screen. The correct
// form captures the screen weakly, so that the screen goes and its deinit removes the
// observer. (Blog posts register on `queue: .main`; under Swift Testing on Linux that deadlocks
// the first post from a test, so the observers here run on the posting queue.) Written for
// this project; no code copied.

/// The app's coordinator: a home screen whose button opens the chat.
public final class ChatAppCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let removesObserver: Bool

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, removesObserver: Bool) {
    self.removesObserver = removesObserver
    let home = UIViewController()
    home.title = "Inbox"
    let open = UIButton(type: .system)
    open.setTitle("Open chat", for: .normal)
    open.addAction(UIAction { [weak self] _ in self?.showChat() }, for: .touchUpInside)
    home.view.addSubview(open)
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showChat() {
    navigationController.pushViewController(
      ChatViewController(removesObserver: removesObserver), animated: true)
  }
}

final class ChatViewController: UIViewController {
  let removesObserver: Bool
  let input = UITextField()
  var bottomInset: CGFloat = 0
  var keyboardObserver: NSObjectProtocol?

  init(removesObserver: Bool) {
    self.removesObserver = removesObserver
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    input.placeholder = "Message"
    view.addSubview(input)
    if removesObserver {
      keyboardObserver = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
      }
    } else {
      keyboardObserver = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { notification in
        MainActor.assumeIsolated { self.keyboardWillShow(notification) }
      }
    }
  }

  deinit {
    if removesObserver, let keyboardObserver {
      NotificationCenter.default.removeObserver(keyboardObserver)
    }
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    bottomInset = frame?.rectValue.height ?? 0
  }
}
