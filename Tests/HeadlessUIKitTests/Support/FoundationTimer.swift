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
