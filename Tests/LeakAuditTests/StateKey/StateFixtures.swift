import LeakAudit

// Fixtures for state keys: small object graphs in the shapes coordinator code has.

protocol StateDelegate: AnyObject {}

final class StateScreen: StateDelegate {
  var title: String
  var isLoaded = false
  init(_ title: String) { self.title = title }
}

final class StateNavigation {
  var stack: [StateScreen] = []
  weak var delegate: (any StateDelegate)?
}

final class StateCoordinator: StateDelegate {
  let name: String
  var children: [StateCoordinator] = []
  var byName: [String: StateCoordinator] = [:]
  var completions: [StateKeyedScreen: () -> Void] = [:]
  weak var parent: StateCoordinator?
  var onFinish: (() -> Void)?
  var count = 0
  init(_ name: String) { self.name = name }
}

/// A screen hashed by identity, as view controllers are.
final class StateKeyedScreen: Hashable {
  let title: String
  init(_ title: String) { self.title = title }
  static func == (lhs: StateKeyedScreen, rhs: StateKeyedScreen) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class UnownedHolder {
  unowned let target: StateScreen
  init(_ target: StateScreen) { self.target = target }
}

final class UnsafeHolder {
  unowned(unsafe) let target: StateScreen
  init(_ target: StateScreen) { self.target = target }
}

final class PointerHolder {
  var pointer = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
  deinit { pointer.deallocate() }
}

final class Enumerated {
  enum Phase {
    case idle
    case showing(StateScreen)
    case finished(code: Int, note: String)
  }
  var phase = Phase.idle
  var any: Any = 0
  var error: (any Error)?
}

struct StateError: Error {
  var code: Int
}

/// Bookkeeping that no code reads to decide what to do: left out of keys.
final class StateLog: ExcludedFromStateKey {
  var lines: [String] = []
}

final class Logged {
  let log = StateLog()
  var value = 0
}
