/// A window a view controller found itself in, kept until something leaves a hierarchy.
///
/// Joining a hierarchy never changes the window of what was there already, and the window owns
/// everything between itself and the view controller (its root, children, what is presented):
/// only a view controller leaving a container, a presentation or a window's root can make a
/// window found before wrong. Each such change calls ``hierarchyDidShrink()``, which makes
/// every kept window stale at once. A window that goes away is forgotten by itself (weak).
@MainActor
struct WindowCache {
  /// Counts the changes that took a view controller out of a hierarchy.
  private static var shrinkEpoch = 0

  private weak var kept: Window?
  private var epoch = -1

  /// The window kept, if nothing has left a hierarchy since.
  var window: Window? {
    epoch == Self.shrinkEpoch ? kept : nil
  }

  /// Whether `window` is the window kept, and nothing has left a hierarchy since.
  func isValid(for window: Window) -> Bool {
    epoch == Self.shrinkEpoch && kept === window
  }

  /// Keeps `window`, until something leaves a hierarchy.
  mutating func keep(_ window: Window) {
    kept = window
    epoch = Self.shrinkEpoch
  }

  /// Makes every kept window stale: call it right after a view controller left a container, a
  /// presentation or a window's root.
  static func hierarchyDidShrink() {
    shrinkEpoch &+= 1
  }
}

/// A cache of what a hierarchy walk would find, left out of exploration's state keys: two
/// states that differ only in what their view controllers remember of a window behave alike.
extension WindowCache: ExcludedFromStateKey {}
