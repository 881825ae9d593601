#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A chat app whose leaks pile up: each conversation's coordinator observes the app-wide
// notification center with a block that captures it strongly, runs a repeating timer that
// captures it, and queues work on the main queue; the parent keeps finished conversations.
// Every session an explorer plays leaves its survivors behind, still observing, still
// ticking: the exploration must still give the same result every time. Written for this
// project.

extension Notification.Name {
  /// Posted when a message arrives, to every conversation of every session alive.
  static let chatMessageArrived = Notification.Name("ChatMessageArrived")
}

/// The app's coordinator.
public final class ChatListCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  var conversations: [ConversationCoordinator] = []
  /// Whether finished conversations are let go (and stop observing and ticking).
  let endsFinishedConversations: Bool

  /// Builds the app on its window.
  public init(window: UIWindow, endsFinishedConversations: Bool) {
    self.endsFinishedConversations = endsFinishedConversations
    let list = UIViewController()
    list.title = "Chats"
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open", primaryAction: UIAction { [weak self] _ in self?.open() })
    navigationController.viewControllers = [list]
    window.rootViewController = navigationController
  }

  func open() {
    let conversation = ConversationCoordinator(navigationController: navigationController)
    conversation.onFinish = { [weak self, weak conversation] in
      guard let self, let conversation, self.endsFinishedConversations else { return }
      conversation.stop()
      self.conversations.removeAll { $0 === conversation }
    }
    conversations.append(conversation)
    conversation.start()
    NotificationCenter.default.post(name: .chatMessageArrived, object: nil)
  }
}

/// One conversation's flow.
final class ConversationCoordinator {
  var onFinish: (() -> Void)?
  let navigationController: UINavigationController
  var unread = 0
  private var observer: NSObjectProtocol?
  private var timer: Timer?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    observer = NotificationCenter.default.addObserver(
      forName: .chatMessageArrived, object: nil, queue: nil
    ) { _ in self.unread += 1 }
    // Refreshes what the screen would show; its count of refreshes is no state of the app's
    // (a timer that changed the app's state would make time an input of the app: replays
    // would then disagree, and the explorer would say so).
    timer = Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in
      _ = self.unread
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.002) { self.unread += 0 }
    let screen = ConversationViewController()
    screen.onClose = { [weak self] in self?.onFinish?() }
    navigationController.pushViewController(screen, animated: true)
  }

  func stop() {
    // The timer and the observer hold their blocks, which hold this coordinator: let go of
    // both, or they keep it.
    timer?.invalidate()
    timer = nil
    if let observer { NotificationCenter.default.removeObserver(observer) }
    observer = nil
  }
}

final class ConversationViewController: UIViewController {
  var onClose: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Conversation"
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { onClose?() }
  }
}
