/// A button in a navigation bar, as `UIBarButtonItem`: a title, an image or a system item, and
/// what runs when the user taps it (a target and an action, or a closure).
///
/// With a closure, the same code compiles against UIKit and against the model:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   title: "Done", primaryAction: UIAction { [weak self] _ in self?.doneTapped() })
/// ```
///
/// A target and an action: on Linux there is no Objective-C runtime, so no `#selector` and no
/// `@objc`; the action is the method itself, unapplied, and the target is held weakly, as in
/// UIKit (see docs/uikit-surface.md for the `#if` that keeps one file for both):
///
/// ```swift
/// UIBarButtonItem(title: "Done", style: .done, target: self, action: EditorViewController.doneTapped)
/// ```
///
/// The action may take the item (`func doneTapped(_ sender: UIBarButtonItem)`, or `Any`) or
/// nothing. The user's tap (``NavigationController/userTapsBarButton(_:)``) runs the
/// ``primaryAction`` when there is one (UIKit then ignores the target and action), else calls
/// the action on the target; with no target (`nil`, or released), on the first view controller
/// of the action's type up the responder chain: the view controller whose item it is, then its
/// containers.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
  /// The styles of a bar button, as `UIBarButtonItem.Style`.
  public enum Style: Hashable, Sendable {
    /// A plain button: the default.
    case plain
    /// The button that ends the screen's task, drawn bold.
    case done
  }

  /// The system's buttons, as `UIBarButtonItem.SystemItem`, each drawn with the system's
  /// title or image.
  public enum SystemItem: Hashable, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close
  }

  /// The style.
  open var style: Style
  /// The system item it was made from, if any.
  public let systemItem: SystemItem?
  /// The object whose method the tap calls; weak, as in UIKit.
  ///
  /// When `nil`, the tap looks up the responder chain.
  public weak var target: AnyObject?
  /// The method the tap calls on the target, if any: the method of a type, unapplied.
  private let action: MethodAction?
  /// What the tap runs instead of the target's action, as UIKit's `primaryAction`; held
  /// strongly, with its closure.
  open var primaryAction: Action?
  /// The menu the button shows, if any; the model keeps it without showing it.
  open var menu: Menu?
  /// The tint of the title or image.
  open var tintColor: Color?

  /// Whether a tap has something to run: a primary action, or an action.
  public var hasAction: Bool { primaryAction != nil || action != nil }

  /// Creates a button; every public initializer, as UIKit's, is a convenience one that comes
  /// here.
  init(
    title: String?, image: Image?, style: Style, systemItem: SystemItem?, target: AnyObject?,
    action: MethodAction?, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.style = style
    self.systemItem = systemItem
    self.action = action
    self.target = target
    self.primaryAction = primaryAction
    self.menu = menu
    super.init(title: title, image: image, tag: 0)
  }

  // MARK: Target and action

  /// A button with a title that calls a method, as
  /// `UIBarButtonItem(title:style:target:action:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - target: The object whose method the tap calls; held weakly.
  ///   - action: The method, unapplied: `EditorViewController.doneTapped`.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(
      title: title, image: nil, style: style, systemItem: nil, target: target,
      action: MethodAction(action))
  }

  /// A button with a title that calls a method taking the button, as
  /// `UIBarButtonItem(title:style:target:action:)` with an action such as
  /// `doneTapped(_ sender: UIBarButtonItem)` (or `sender: Any`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - target: The object whose method the tap calls; held weakly.
  ///   - action: The method, unapplied.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
  ) {
    self.init(
      title: title, image: nil, style: style, systemItem: nil, target: target,
      action: MethodAction(action))
  }

  /// A button with a title and no action, as `UIBarButtonItem(title:style:target:action:)`
  /// with `action: nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - target: Ignored without an action.
  ///   - action: `nil`.
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
    self.init(title: title, image: nil, style: style, systemItem: nil, target: nil, action: nil)
  }

  /// A button with an image that calls a method, as
  /// `UIBarButtonItem(image:style:target:action:)`.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - style: The style.
  ///   - target: The object whose method the tap calls; held weakly.
  ///   - action: The method, unapplied.
  public convenience init<Target: AnyObject>(
    image: Image?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(
      title: nil, image: image, style: style, systemItem: nil, target: target,
      action: MethodAction(action))
  }

  /// A button with an image that calls a method taking the button.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - style: The style.
  ///   - target: The object whose method the tap calls; held weakly.
  ///   - action: The method, unapplied.
  public convenience init<Target: AnyObject>(
    image: Image?, style: Style, target: Target?,
    action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
  ) {
    self.init(
      title: nil, image: image, style: style, systemItem: nil, target: target,
      action: MethodAction(action))
  }

  /// One of the system's buttons that calls a method, as
  /// `UIBarButtonItem(barButtonSystemItem:target:action:)`.
  ///
  /// - Parameters:
  ///   - systemItem: The kind of button.
  ///   - target: The object whose method the tap calls; held weakly.
  ///   - action: The method, unapplied.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(
      title: nil, image: nil, style: .plain, systemItem: systemItem, target: target,
      action: MethodAction(action))
  }

  /// One of the system's buttons that calls a method taking the button.
  ///
  /// - Parameters:
  ///   - systemItem: The kind of button.
  ///   - target: The object whose method the tap calls; held weakly.
  ///   - action: The method, unapplied.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
  ) {
    self.init(
      title: nil, image: nil, style: .plain, systemItem: systemItem, target: target,
      action: MethodAction(action))
  }

  /// One of the system's buttons with no action, such as a flexible space, as
  /// `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`.
  ///
  /// - Parameters:
  ///   - systemItem: The kind of button.
  ///   - target: Ignored without an action.
  ///   - action: `nil`.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?
  ) {
    self.init(
      title: nil, image: nil, style: .plain, systemItem: systemItem, target: nil, action: nil)
  }

  // MARK: Primary action

  /// A button that runs a closure, as `UIBarButtonItem(title:image:primaryAction:menu:)`.
  ///
  /// - Parameters:
  ///   - title: The title; the action's when `nil`.
  ///   - image: The image; the action's when `nil`.
  ///   - primaryAction: What the tap runs.
  ///   - menu: A menu, kept without being shown.
  public convenience init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init(
      title: title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title },
      image: image ?? primaryAction?.image, style: .plain, systemItem: nil, target: nil,
      action: nil, primaryAction: primaryAction, menu: menu)
  }

  /// One of the system's buttons that runs a closure, as
  /// `UIBarButtonItem(systemItem:primaryAction:menu:)`.
  ///
  /// - Parameters:
  ///   - systemItem: The kind of button.
  ///   - primaryAction: What the tap runs.
  ///   - menu: A menu, kept without being shown.
  public convenience init(
    systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init(
      title: nil, image: nil, style: .plain, systemItem: systemItem, target: nil, action: nil,
      primaryAction: primaryAction, menu: menu)
  }

  // MARK: The tap

  /// The name the event log and messages use: the title, the system item, or the image.
  package var logName: String {
    if let title, !title.isEmpty { return title }
    if let systemItem { return "\(systemItem)" }
    if let image { return image.description }
    return "BarButtonItem"
  }

  /// Runs what the user's tap runs: the primary action, else the action on the target or, with
  /// none, on the first object of the action's type in `responders`.
  ///
  /// - Parameter responders: The responder chain, nearest first.
  /// - Returns: Whether anything ran.
  func performTap(responders: [AnyObject]) -> Bool {
    if let primaryAction {
      primaryAction.perform()
      return true
    }
    guard let action else { return false }
    if let target { return action.perform(target, self) }
    return responders.contains { action.perform($0, self) }
  }
}
