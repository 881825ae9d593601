import Dispatch
import LeakAudit

/// A screen that may hold its view model, which may hold the screen back: a cycle on demand.
final class Screen {
  var viewModel: ViewModel?
}

/// A view model that may point back at its screen strongly (a cycle) or not at all.
final class ViewModel {
  var screen: Screen?
}

/// A view model that announces its own deinit.
final class SignallingViewModel: DeinitSignallingObject {}

/// A coordinator that announces its deinit through a stored token rather than a base class.
final class TokenCoordinator: DeinitSignalling {
  let deinitSignal = DeinitSignal()
}

/// Makes a screen and its view model that keep each other alive: the leak every test needs as
/// its positive control.
func makeCycle() -> (Screen, ViewModel) {
  let screen = Screen()
  let viewModel = ViewModel()
  screen.viewModel = viewModel
  viewModel.screen = screen
  return (screen, viewModel)
}

/// Keeps an object alive for `milliseconds` on a global queue, then lets it go.
func release(_ object: AnyObject, after milliseconds: Int) {
  let box = UncheckedBox(object)
  DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
    withExtendedLifetime(box) {}
  }
}

/// Keeps an object alive until the main queue runs the block that lets it go.
func releaseOnMainQueue(_ object: AnyObject) {
  let box = UncheckedBox(object)
  DispatchQueue.main.async { withExtendedLifetime(box) {} }
}

/// Lets a test hand an object to a queue; the test never touches it again.
final class UncheckedBox: @unchecked Sendable {
  let object: AnyObject
  init(_ object: AnyObject) { self.object = object }
}

/// Quick deadlines so that leak checks, which wait for the hard deadline, keep tests fast.
let quick = LeakTracker.Configuration(
  softDeadline: .milliseconds(20), hardDeadline: .milliseconds(60))

/// Deadlines that no test run reaches.
///
/// A check with them waits for the releases it expects, however slow the machine, and returns
/// as soon as they happen. A test that used a time instead (5 s, 30 s) failed when a busy
/// machine took longer; with these, a release that never comes would hang the test rather than
/// pass it.
let untilReleased = LeakTracker.Configuration(
  softDeadline: .seconds(86_400), hardDeadline: .seconds(86_400))
