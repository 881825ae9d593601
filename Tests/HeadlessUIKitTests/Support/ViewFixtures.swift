import CoordinatorTree
import HeadlessUIKit
import Testing

/// A screen on top of a window's navigation controller, appeared, its view loaded: what a user can
/// touch.
///
/// The window is kept for the whole run.
@MainActor
func onScreen(_ screen: UIViewController) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController(rootViewController: screen)
  let window = makeWindow()
  window.rootViewController = navigation
  MainLoop.runUntilIdle()
  return (window, navigation)
}

/// A plain screen whose view holds `views`, on top of a window.
@MainActor
func screenShowing(_ views: UIView...) -> (UIWindow, UIViewController) {
  let screen = UIViewController()
  screen.title = "Screen"
  for view in views { screen.view.addSubview(view) }
  let (window, _) = onScreen(screen)
  return (window, screen)
}

/// What the window offers the user on the screen on top, as exploration lists it.
@MainActor
func offered(in window: UIWindow) -> [String] {
  window.userInteractionsOnScreen.map(\.interaction.description)
}

/// An object whose release the tests watch; it records what is called on it.
@MainActor final class Listener {
  var calls: [String] = []
  func tapped() { calls.append("tapped") }
  func tappedButton(_ sender: UIButton) { calls.append("tapped \(sender.currentTitle ?? "")") }
  func changed(_ sender: Any) { calls.append("changed") }
  func gesture(_ recognizer: UIGestureRecognizer) { calls.append("\(recognizer.state)") }
  func tick() { calls.append("tick") }
  func tickWithTimer(_ timer: Timer) { calls.append("tick \(timer.userInfo as? String ?? "")") }
}

/// Whether an issue is a leak report naming `typeName`.
func isLeak(of typeName: String) -> (Issue) -> Bool {
  { issue in String(describing: issue).contains("Leak: \(typeName)") }
}

/// What notification blocks record: they may run on any thread, so the box is unchecked.
final class Recorder: @unchecked Sendable {
  var lines: [String] = []
}
