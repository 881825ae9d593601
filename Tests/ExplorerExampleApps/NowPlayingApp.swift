#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A music app in the MVVM style of countless blog posts: a small `Observable` box that screens
// bind to with a closure. The app's player session lives as long as the app; each player
// screen binds to its "now playing" title when it loads. The growing form never unbinds: the
// closure captures the screen weakly, so the screen goes, but the session keeps one more
// closure for every screen ever opened, and each change of title runs them all. The correct
// form unbinds when the screen goes. Written for this project; no code copied.

/// A value that tells its observers when it changes.
final class Observable<Value> {
  private var observers: [(id: Int, handler: (Value) -> Void)] = []
  private var nextID = 0
  var value: Value {
    didSet { for observer in observers { observer.handler(value) } }
  }

  init(_ value: Value) {
    self.value = value
  }

  /// Calls `handler` with the value now and on every change; the number unbinds it.
  @discardableResult
  func bind(_ handler: @escaping (Value) -> Void) -> Int {
    nextID += 1
    observers.append((nextID, handler))
    handler(value)
    return nextID
  }

  func unbind(_ id: Int) {
    observers.removeAll { $0.id == id }
  }
}

/// What the app plays, for as long as the app runs.
final class PlayerSession {
  let nowPlaying = Observable<String?>(nil)
}

/// The app's coordinator: a library screen whose button opens the player.
public final class NowPlayingAppCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let session = PlayerSession()
  let unbinds: Bool

  /// Builds the app on its window and shows the library.
  public init(window: UIWindow, unbinds: Bool) {
    self.unbinds = unbinds
    let library = UIViewController()
    library.title = "Library"
    let play = UIButton(type: .system)
    play.setTitle("Play", for: .normal)
    play.addAction(UIAction { [weak self] _ in self?.showPlayer() }, for: .touchUpInside)
    library.view.addSubview(play)
    navigationController.viewControllers = [library]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showPlayer() {
    navigationController.pushViewController(
      PlayerViewController(session: session, unbinds: unbinds), animated: true)
  }
}

final class PlayerViewController: UIViewController {
  let session: PlayerSession
  let unbinds: Bool
  let titleLabel = UILabel()
  var binding: Int?

  init(session: PlayerSession, unbinds: Bool) {
    self.session = session
    self.unbinds = unbinds
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Now Playing"
    view.addSubview(titleLabel)
    binding = session.nowPlaying.bind { [weak self] title in
      self?.titleLabel.text = title ?? "Nothing playing"
    }
  }

  deinit {
    if unbinds, let binding { session.nowPlaying.unbind(binding) }
  }
}
