import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
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

/// Pushes the screen `make` gives above a list on screen, loads its view, pops it, and checks
/// that it is released; with `leaks`, the positive control: checks that it survives, reported
/// as a leak naming its type.
///
/// - Parameters:
///   - make: Makes the screen (no local of the test holds it).
///   - leaks: Whether the screen is expected to survive its pop.
///   - fileID: The caller's file, where a failure is reported.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
@MainActor
func checkPop(
  of make: () -> UIViewController, leaks: Bool, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
  let (_, navigation) = shown("List")
  navigation.pushViewController(make(), animated: false)
  _ = navigation.topViewController?.view
  let typeName = String(describing: type(of: navigation.topViewController!))
  let check = {
    await assertReleased(
      [navigation.topViewController!], configuration: quick, fileID: fileID, filePath: filePath,
      line: line, column: column
    ) {
      navigation.popViewController(animated: false)
    }
  }
  if leaks {
    await withKnownIssue {
      _ = await check()
    } matching: {
      isLeak(of: typeName)($0)
    }
  } else {
    _ = await check()
  }
}

/// A screen made in one of two forms, the leaking one and its correct twin.
class TwinScreen: UIViewController {
  /// Whether the screen captures itself weakly (the correct twin).
  let capturesWeakly: Bool

  init(capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
