import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// Foundation's block observers, which HeadlessUIKit re-exports: on Linux, as Apple documents
/// for its platforms, the center holds the block, and what it captures, until the observer is
/// removed; dropping the token removes nothing.
@MainActor @Suite struct NotificationCenterTests {
  @Test func theCenterHoldsABlockUntilItsObserverIsRemoved() async {
    let center = NotificationCenter.default
    let name = Notification.Name("NotificationCenterTests.changed")
    var listener: Listener? = Listener()
    var token: (any NSObjectProtocol)? = center.addObserver(
      forName: name, object: nil, queue: nil
    ) { [listener] _ in
      MainActor.assumeIsolated { listener?.tapped() }
    }
    center.post(name: name, object: nil)
    #expect(listener?.calls == ["tapped"])
    let kept = token!
    weak let survivor = listener
    // The positive control: the token dropped, the block and the listener are still there.
    await withKnownIssue {
      await assertReleased([listener!], configuration: quick) {
        listener = nil
        token = nil
      }
    } matching: {
      isLeak(of: "Listener")($0)
    }
    #expect(survivor != nil)
    await assertReleased([survivor!], configuration: quick) { center.removeObserver(kept) }
  }

  @Test func aBlockThatCapturesWeaklyKeepsNothing() async {
    let center = NotificationCenter.default
    let name = Notification.Name("NotificationCenterTests.weak")
    var listener: Listener? = Listener()
    let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak listener] _ in
      MainActor.assumeIsolated { listener?.tapped() }
    }
    defer { center.removeObserver(token) }
    await assertReleased([listener!], configuration: quick) { listener = nil }
    center.post(name: name, object: nil)
  }
}
