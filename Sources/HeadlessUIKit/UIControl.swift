public import CoordinatorTree

/// UIKit's control, the base of buttons, switches, segmented controls, sliders and text fields:
/// what it sends for which event, to whom, with UIKit's ownership.
///
/// A control holds its targets **weakly** and its `UIAction`s (and so their closures)
/// **strongly**, as UIKit's. There is no `#selector` on Linux: the action is the method itself,
/// unapplied, as for `UIBarButtonItem`, in an `#if` that keeps one file for both:
///
/// ```swift
/// #if canImport(UIKit)
///   buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
/// #else
///   buyButton.addTarget(self, action: ProductViewController.buyTapped, for: .touchUpInside)
/// #endif
/// buyButton.addAction(UIAction { [weak self] _ in self?.logTap() }, for: .touchUpInside)
/// ```
///
/// The method may take nothing or the sender (`buyTapped(_ sender: UIButton)`, or `Any`). With
/// no target (`nil`, or a target released since), the action goes up the responder chain to the
/// first object of the method's type, as UIKit's does. ``sendActions(for:)`` sends an event from
/// code; the user's tap (exploration, or `userTaps()` in a test) sends what UIKit sends for a
/// tap: `.touchDown`, `.touchUpInside`, then `.primaryActionTriggered`.
///
/// An enabled control that something listens to offers the user what can be done on it (see
/// `OffersUserInteractions`): exploration finds it with no declared action.
@preconcurrency @MainActor
open class UIControl: UIView, OffersUserInteractions {
  /// The events a control sends, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// An event from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touches down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger drags inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger drags outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger drags in.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger drags out.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifts inside: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifts outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch is cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (a switch, a segmented control, a slider).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap, a switch's or a segmented control's change.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu's action was triggered.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed in a text field.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The events an app may define.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The system's events.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's states, as `UIControl.State`: the keys of a button's titles and images.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A state from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No other state: enabled, not selected, not highlighted.
    public static let normal = State([])
    /// Highlighted, while touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// How content is placed across, as `UIControl.ContentHorizontalAlignment`; kept as set.
  public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// How content is placed down, as `UIControl.ContentVerticalAlignment`; kept as set.
  public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    case center, top, bottom, fill
  }

  /// Whether the control responds to the user; a disabled control is never offered, and the
  /// user's tap on it is refused.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted (touched).
  open var isHighlighted = false
  /// How content is placed across; kept as set.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How content is placed down; kept as set.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// The state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// What runs for which events, in the order added.
  private var registrations: [Registration] = []

  /// A target and action, or a `UIAction`, for some events.
  private struct Registration {
    enum Handler {
      case target(WeakTargetAction)
      case action(UIAction)
    }
    var handler: Handler
    var events: Event
  }

  /// Creates a control with a frame that runs `primaryAction` on its primary event, as
  /// `UIControl(frame:primaryAction:)`.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - primaryAction: What runs on `.primaryActionTriggered`; held strongly.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Targets and actions

  /// Calls a method of `target` when one of `controlEvents` happens, as UIKit's
  /// `addTarget(_:action:for:)`; the target is held weakly.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; `nil` sends it up the responder chain.
  ///   - action: The method, unapplied: `ProductViewController.buyTapped`.
  ///   - controlEvents: The events.
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void,
    for controlEvents: Event
  ) {
    register(.target(WeakTargetAction(target: target, action: MethodAction(action))), controlEvents)
  }

  /// Calls a method of `target` that takes the control (or `Any`) when one of
  /// `controlEvents` happens, as UIKit's `addTarget(_:action:for:)`; the target is held
  /// weakly.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; `nil` sends it up the responder chain.
  ///   - action: The method, unapplied: `ProductViewController.buyTapped(_:)`.
  ///   - controlEvents: The events.
  public final func addTarget<Target: AnyObject, Sender>(
    _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void,
    for controlEvents: Event
  ) {
    register(.target(WeakTargetAction(target: target, action: MethodAction(action))), controlEvents)
  }

  /// Stops calling `target`'s actions for `controlEvents`, as UIKit's
  /// `removeTarget(_:action:for:)` with `action: nil` (a method cannot be compared here, so
  /// every action of the target goes).
  ///
  /// - Parameters:
  ///   - target: The target; `nil` removes every target's actions.
  ///   - action: `nil`.
  ///   - controlEvents: The events to stop for.
  open func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
    for index in registrations.indices {
      guard case .target(let entry) = registrations[index].handler else { continue }
      if target == nil || entry.target === target {
        registrations[index].events.subtract(controlEvents)
      }
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Runs `action` when one of `controlEvents` happens, as UIKit's `addAction(_:for:)`; the
  /// control holds the action, and so its closure and what it captures, strongly.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    register(.action(action), controlEvents)
  }

  /// Stops running `action` for `controlEvents`, as UIKit's `removeAction(_:for:)`; the control
  /// lets go of it when no event is left.
  ///
  /// - Parameters:
  ///   - action: An action added before.
  ///   - controlEvents: The events to stop for.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    for index in registrations.indices {
      guard case .action(let added) = registrations[index].handler, added === action else {
        continue
      }
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Sends the actions of `controlEvents` now, as UIKit's `sendActions(for:)`: every target's
  /// action and `UIAction` registered for one of them, in the order added.
  ///
  /// - Parameter controlEvents: The events.
  open func sendActions(for controlEvents: Event) {
    let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    guard !due.isEmpty else { return }
    let responders = responderChain
    for registration in due {
      switch registration.handler {
      case .target(let entry): entry.send(from: self, responders: responders)
      case .action(let action): action.perform()
      }
    }
  }

  /// The targets that are still alive, as UIKit's `allTargets`.
  public var allTargets: Set<AnyHashable> {
    Set(
      registrations.compactMap { registration -> AnyHashable? in
        guard case .target(let entry) = registration.handler, let target = entry.target else {
          return nil
        }
        return target as? AnyHashable ?? AnyHashable(ObjectIdentifier(target))
      })
  }

  /// The events something listens to, as UIKit's `allControlEvents`.
  public var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Whether something runs for one of `events`.
  ///
  /// - Parameter events: The events.
  /// - Returns: Whether a target or an action listens to one of them.
  func listens(to events: Event) -> Bool {
    registrations.contains { !$0.events.isDisjoint(with: events) }
  }

  private func register(_ handler: Registration.Handler, _ events: Event) {
    registrations.append(Registration(handler: handler, events: events))
  }

  // MARK: The user

  /// What UIKit sends for a tap, in order.
  static let tapEvents: [Event] = [.touchDown, .touchUpInside, .primaryActionTriggered]

  /// Sends what a tap sends, as UIKit does: `.touchDown`, `.touchUpInside`, then
  /// `.primaryActionTriggered`.
  func sendTap() {
    for event in UIControl.tapEvents { sendActions(for: event) }
  }

  /// What the user can do on this control now: a tap while it is enabled and something
  /// listens to a tap's events; subclasses say theirs.
  ///
  /// - Parameter view: This control.
  /// - Returns: The tap, or nothing.
  package func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, listens(to: [.touchDown, .touchUpInside, .primaryActionTriggered]) else {
      return []
    }
    return [ViewInteraction("taps \(userFacingName)") { [weak self] in self?.sendTap() }]
  }
}
