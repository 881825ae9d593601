#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A screen with a countdown, as tutorials write it, in the five ways apps schedule its timer:
// with a target, invalidated in deinit (the best-known leak: the timer holds its target until
// invalidated, so deinit never comes) or when the screen leaves; with a block that captures
// the screen strongly, invalidated in deinit (the same leak) or when the screen leaves
// (correct), or weakly. Written for this project; no code copied.

/// How the countdown's timer is scheduled and stopped.
public enum CountdownTimerStyle: Sendable {
  /// A target and an action, invalidated in `deinit`: leaks.
  case targetInvalidatedInDeinit
  /// A target and an action, invalidated when the screen leaves: correct.
  case targetInvalidatedOnDisappear
  /// A block that captures the screen, invalidated in `deinit`: leaks.
  case blockCapturingScreen
  /// A block that captures the screen weakly: correct.
  case blockCapturingScreenWeakly
  /// A block that captures the screen, invalidated when the screen leaves: correct.
  case blockInvalidatedOnDisappear
}

/// The app's coordinator: a home screen whose button starts the countdown.
public final class CountdownAppCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let style: CountdownTimerStyle

  /// Builds the app on its window and shows the home screen.
  public init(window: UIWindow, style: CountdownTimerStyle) {
    self.style = style
    let home = UIViewController()
    home.title = "Home"
    home.view.addSubview(
      UIButton(
        primaryAction: UIAction(title: "Start countdown") { [weak self] _ in
          self?.showCountdown()
        }))
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showCountdown() {
    navigationController.pushViewController(
      CountdownViewController(style: style), animated: true)
  }
}

final class CountdownViewController: UIViewController {
  let style: CountdownTimerStyle
  let remainingLabel = UILabel()
  var remaining = 60
  var timer: Timer?

  init(style: CountdownTimerStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Countdown"
    view.addSubview(remainingLabel)
    switch style {
    case .targetInvalidatedInDeinit, .targetInvalidatedOnDisappear:
      #if canImport(UIKit)
        timer = Timer.scheduledTimer(
          timeInterval: 60, target: self, selector: #selector(tick), userInfo: nil,
          repeats: true)
      #else
        timer = Timer.scheduledTimer(
          timeInterval: 60, target: self, selector: CountdownViewController.tick, userInfo: nil,
          repeats: true)
      #endif
    case .blockCapturingScreen, .blockInvalidatedOnDisappear:
      timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
        MainActor.assumeIsolated { self.tick() }
      }
    case .blockCapturingScreenWeakly:
      timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
        MainActor.assumeIsolated { self?.tick() }
      }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    let stopsOnDisappear: [CountdownTimerStyle] = [
      .targetInvalidatedOnDisappear, .blockInvalidatedOnDisappear,
    ]
    if stopsOnDisappear.contains(style), isMovingFromParent {
      timer?.invalidate()
      timer = nil
    }
  }

  #if canImport(UIKit)
    @objc func tick() { countDown() }
  #else
    func tick() { countDown() }
  #endif

  func countDown() {
    remaining -= 1
    remainingLabel.text = "\(remaining)"
  }

  deinit {
    timer?.invalidate()
  }
}
