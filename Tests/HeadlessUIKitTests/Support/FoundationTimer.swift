// This file imports Foundation as well as HeadlessUIKit, as many app files do: a block timer
// made here is Foundation's (HeadlessUIKit's is disfavoured, so that the call compiles).
import Foundation
import HeadlessUIKit

/// A block timer made in a file that imports Foundation as well as HeadlessUIKit, invalidated.
func foundationsBlockTimer() -> Timer {
  let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
  timer.invalidate()
  return timer
}

/// A screen whose file imports Foundation too, with a block timer that captures it strongly and
/// is stopped when the screen leaves: correct on iOS; on Linux Foundation's timer keeps the
/// block, so the screen survives, and the report says why.
final class FoundationTimerScreen: UIViewController {
  var timer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
      MainActor.assumeIsolated { _ = self.title }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    timer?.invalidate()
  }
}
