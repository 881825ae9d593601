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

  /// What the user did, as an exploration's sequence says it (`user taps back`,
  /// `user taps bar button 'Buy'`), when this event is a user action's first; `nil` for any
  /// other event.
  package var userActionDescription: String? {
    func argument(_ index: Int) -> String {
      arguments.indices.contains(index) ? arguments[index] : "?"
    }
    switch name {
    case "userTapsBack": return "user taps back"
    case "userJumpsBack": return "user jumps back to \(argument(1))"
    case "userBeginsSwipeBack": return "user swipes back"
    case "userSwipesDownSheet": return "user swipes down"
    case "userTapsTab": return "user taps tab '\(argument(1))'"
    case "userTapsBarButton": return "user taps bar button '\(argument(1))'"
    case "userTapsAlertAction": return "user taps '\(argument(1))' in '\(argument(0))'"
    case "userPicks": return "user picks \(argument(1))"
    case "userCancelsPicker": return "user cancels '\(argument(0))'"
    case "userInteracts": return "user \(argument(0))"
    default: return name.hasPrefix("user") ? name : nil
    }
  }
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
