/// One callback or state change of the navigation model, as the event log records it.
///
/// An event prints as its name and its arguments, the titles of the view controllers involved:
///
/// ```text
/// viewWillDisappear(Detail)
/// willShow(List)
/// stack(Nav: List)
/// ```
public struct Event: Hashable, Sendable, CustomStringConvertible {
  /// What happened: a callback's name (`viewWillAppear`, `willShow`) or a state change
  /// (`stack`, `presented`, `root`), or a user action (`userTapsBack`).
  public var name: String
  /// The titles (or values) the event concerns, in order.
  public var arguments: [String]

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - name: What happened.
  ///   - arguments: The titles or values it concerns.
  public init(_ name: String, _ arguments: [String] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// `name(argument, argument)`; a state change with a subject prints as `name(subject: rest)`.
  public var description: String { "\(name)(\(arguments.joined(separator: ", ")))" }

  /// An object seen released by a leak check, for audits that add it to the log.
  ///
  /// - Parameter title: The released object's title or label.
  /// - Returns: `released(title)`.
  public static func released(_ title: String) -> Event { Event("released", [title]) }
}

/// The ordered record of every callback and state change in a window.
///
/// Tests read it to pin UIKit's order; reports read it to show what happened:
///
/// ```swift
/// let window = Window()
/// window.rootViewController = NavigationController(rootViewController: list)
/// try navigation.pushViewController(detail, animated: true)
/// print(window.log.lines)  // ["viewDidLoad(Detail)", "viewWillDisappear(List)", …]
/// ```
@MainActor
public final class EventLog {
  /// The events, oldest first.
  public private(set) var events: [Event] = []

  /// Creates an empty log.
  public init() {}

  /// The events as text, one per element.
  public var lines: [String] { events.map(\.description) }

  /// Adds an event at the end.
  ///
  /// - Parameter event: What happened.
  public func append(_ event: Event) {
    events.append(event)
  }

  /// Forgets every event, to look at what a following step does on its own.
  public func removeAll() {
    events.removeAll()
  }
}

/// The log records what happened; no code decides anything from it, so exploration's state
/// keys leave it out.
extension EventLog: ExcludedFromStateKey {}
