public import Foundation

/// A headless view controller: UIKit's lifecycle callbacks, containment and presentation
/// queries, with UIKit's ownership.
///
/// Subclass it as you would `UIViewController`; override the callbacks to observe them:
///
/// ```swift
/// final class DetailViewController: ViewController {
///   let viewModel: DetailViewModel
///   init(viewModel: DetailViewModel) {
///     self.viewModel = viewModel
///     super.init(title: "Detail")
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///   override func viewDidLoad() { viewModel.bind() }
/// }
/// ```
///
/// What it owns strongly: its children and the view controller it presents. Its parent, its
/// window and the delegates of the containers are weak, as in UIKit. Appearance callbacks fire
/// only for view controllers in a ``Window``, as in UIKit, and every callback goes to the
/// window's ``EventLog``, which names a view controller by its ``title``, or by its class
/// when it has none.
///
/// Like every `UIViewController`, it is an `NSObject` (Foundation's, which exists on Linux):
/// `==`, `isEqual(_:)` and `hash` are by identity, so view controllers serve as dictionary keys
/// and set members, `description` is `<Module.Class: 0x…>`, and an app's
/// `protocol BaseView: NSObjectProtocol` can be adopted by its screens. `NSObject` adds no
/// stored field, so leak reports and exploration read a view controller as before. Its
/// isolation to the main actor is `@preconcurrency`, as UIKit's is to code built in the Swift 5
/// language mode; `NSObject`'s own members stay nonisolated, as on iOS.
@preconcurrency @MainActor
open class ViewController: Responder, DeinitSignalling {
  /// The title, as UIKit's; `nil` unless set.
  ///
  /// Setting it sets the ``navigationItem``'s title too, as in UIKit.
  open var title: String? {
    didSet {
      navigationItem.title = title
      madeTabBarItem?.title = title
      (parent as? NavigationController)?.describedStack.invalidate()
    }
  }

  /// The name the event log, error messages and kits' labels use: the ``title``, or the class
  /// name when there is none.
  package var logName: String { title ?? String(describing: type(of: self)) }

  /// What a navigation bar shows for this view controller; made on first use, with the
  /// ``title``.
  public private(set) lazy var navigationItem: NavigationItem = {
    hasNavigationItem = true
    return NavigationItem(title: title)
  }()

  /// Whether ``navigationItem`` was made.
  private var hasNavigationItem = false

  /// The navigation item if it was made: what only looks (exploration's offered actions) must
  /// not make it, or two states alike but for a default item would read as different.
  package var madeNavigationItem: NavigationItem? {
    hasNavigationItem ? navigationItem : nil
  }

  /// What a tab bar shows for this view controller when it is a tab, as UIKit's: made on
  /// first use with the ``title`` (which it then follows), or the item the app sets.
  open var tabBarItem: TabBarItem! {
    get {
      if let madeTabBarItem { return madeTabBarItem }
      let made = TabBarItem(title: title, image: nil, tag: 0)
      madeTabBarItem = made
      return made
    }
    set { madeTabBarItem = newValue }
  }
  /// The tab bar item, once made or set.
  var madeTabBarItem: TabBarItem?

  /// Whether a tab bar below hides while this view controller is on a navigation stack above
  /// its root; see ``TabBarController/isTabBarShown``.
  ///
  /// Apple documents the bottom bar as hidden while the top view controller says so and "until
  /// the view controller is popped"; the model hides the tab bar while any view controller
  /// pushed above the root of the selected tab's stack says so, as UIKit is reported to.
  open var hidesBottomBarWhenPushed = false

  /// The size the view controller would like when shown in a popover or a form sheet; the
  /// model lays nothing out, and keeps the value.
  open var preferredContentSize = CGSize.zero

  /// Announces this view controller's deinit to leak trackers, so that they wake at once and
  /// know the order of releases.
  public nonisolated let deinitSignal = DeinitSignal()

  /// Creates a view controller; its view loads later, when it is first needed.
  ///
  /// - Parameter title: The title, which the event log prints; without one, the log prints
  ///   the class name.
  public init(title: String? = nil) {
    self.title = title
    super.init()
    // Under an explorer (or a test that sets one), every screen made is audited.
    FlowAudit.current?.adopt(self)
  }

  /// Creates a view controller, as UIKit's designated initializer that subclasses call
  /// (`super.init(nibName: nil, bundle: nil)`); the model loads no nib, so both are ignored.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: the model has no nibs.
  ///   - nibBundleOrNil: Ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.title = nil
    super.init()
    FlowAudit.current?.adopt(self)
  }

  /// Creates a view controller from an archive, as UIKit's initializer for the view
  /// controllers a storyboard makes; `required`, as UIKit's, so that a subclass that declares
  /// an initializer of its own writes `required init?(coder: NSCoder)` as it does on iOS.
  ///
  /// The model reads nothing from `coder`: a storyboard's view controllers are made by what a
  /// test registered (see HeadlessUIKit's `HeadlessStoryboard`), which may call this through
  /// `super.init(coder: coder)`.
  ///
  /// ```swift
  /// final class DetailViewController: UIViewController {
  ///   let item: Item
  ///   init?(coder: NSCoder, item: Item) {
  ///     self.item = item
  ///     super.init(coder: coder)
  ///   }
  ///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  /// }
  /// ```
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    self.title = nil
    super.init()
    FlowAudit.current?.adopt(self)
  }

  // MARK: Lifecycle

  /// The view, held strongly; loaded on first access, as UIKit's: ``loadView()`` makes it,
  /// then ``viewDidLoad()`` runs, once.
  ///
  /// Setting it replaces the view (the old one is let go); the view's next responder is this
  /// view controller.
  open var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { replaceView(with: newValue) }
  }

  /// The view if it has loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view has loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view, once loaded or set.
  private var loadedView: View?
  /// Whether ``loadView()`` runs now.
  private var isLoadingView = false

  /// Makes the view, as UIKit's: a plain ``View``; override it to make your own and assign it
  /// to ``view`` (`view = ProfileView()`), without calling `super`.
  open func loadView() {
    view = View()
  }

  /// Loads the view now if it has not loaded yet: ``loadView()``, then ``viewDidLoad()``,
  /// once.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    // UIKit loops when loadView sets no view; the model gives it a plain one.
    if loadedView == nil { replaceView(with: View()) }
    log("viewDidLoad")
    viewDidLoad()
  }

  private func replaceView(with view: View?) {
    guard view !== loadedView else { return }
    if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
    loadedView = view
    view?.owningViewController = self
  }

  /// Called once, when the view loads: before the first appearance, or on the first access
  /// to ``view``, or on ``loadViewIfNeeded()``.
  open func viewDidLoad() {}
  /// Called before the view appears in a window.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared in a window.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves the window, or is covered by a full-screen presentation.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left the window, or was covered by a full-screen presentation.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews: once as the view appears, after
  /// ``viewWillAppear(_:)``, as UIKit's layout pass before the view shows (the model computes
  /// no frame).
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews: once as the view appears, after
  /// ``viewWillLayoutSubviews()`` and the view's `layoutIfNeeded()`.
  open func viewDidLayoutSubviews() {}
  /// Override to update the view's constraints; the model never asks for it.
  open func updateViewConstraints() {}
  /// Called when the view's safe area changes; never, as the model has no screen.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the view's layout margins change; never, as the model lays nothing out.
  open func viewLayoutMarginsDidChange() {}

  /// True only inside the appearance callbacks of a view controller being added to a
  /// container (pushed, or made a tab).
  public internal(set) var isMovingToParent = false
  /// True only inside the disappearance callbacks of a view controller being removed from a
  /// container (popped, or replaced).
  public internal(set) var isMovingFromParent = false
  /// True only inside the appearance callbacks of a view controller being presented.
  public internal(set) var isBeingPresented = false
  /// True only inside the disappearance callbacks of a view controller being dismissed.
  public internal(set) var isBeingDismissed = false

  /// Whether the view is on screen: it appeared and has not begun to disappear.
  public var isVisible: Bool { appearance == .appeared }

  /// Where the view is in its appearance cycle.
  var appearance = AppearanceState.disappeared

  // MARK: Containment

  /// The child view controllers, owned strongly, in order.
  public internal(set) var children: [ViewController] = []
  /// The container this view controller is a child of; weak, as in UIKit.
  public internal(set) weak var parent: ViewController?

  /// Adds a child view controller, calling its ``willMove(toParent:)``, as UIKit's
  /// `addChild`; call ``didMove(toParent:)`` on the child when the transition is done.
  ///
  /// A child of another container is first removed from it, as UIKit does. A child that is
  /// presented, or the root of a window, is a misuse: nothing changes, and the misuse is
  /// recorded at the caller's line (``StrictNavigation/addChild(_:)`` throws instead).
  ///
  /// - Parameters:
  ///   - child: The view controller to add.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func addChild(_ child: ViewController, fileID: StaticString = #fileID, line: UInt = #line)
  {
    recordingMisuse(of: "addChild(_:)", involving: [child], fileID: fileID, line: line) {
      () throws(NavigationError) in try addChildChecked(child)
    }
  }

  /// Adds a child, or throws what makes it a misuse; the work of both forms of `addChild`.
  func addChildChecked(_ child: ViewController) throws(NavigationError) {
    guard child.parent !== self else { return }
    if let former = child.parent, !(former is NavigationController || former is TabBarController) {
      child.notifyWillMove(toParent: nil)
      child.removeFromParent()
    }
    try child.requireDetached(toJoin: "add '\(child.logName)' to '\(logName)'")
    child.notifyWillMove(toParent: self)
    attach(child)
  }

  /// Removes this view controller from its parent, as UIKit's `removeFromParent` does: call
  /// ``willMove(toParent:)`` with `nil` first; this calls ``didMove(toParent:)`` with `nil`.
  public func removeFromParent() {
    guard let parent else { return }
    noteLeavingHierarchy()
    parent.children.removeAll { $0 === self }
    self.parent = nil
    WindowCache.hierarchyDidShrink()
    notifyDidMove(toParent: nil, formerParent: parent)
  }

  /// Called before this view controller is added to a container or removed from one.
  ///
  /// - Parameter parent: The new container, or `nil` when leaving.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after this view controller was added to a container or removed from one.
  ///
  /// - Parameter parent: The new container, or `nil` after leaving.
  open func didMove(toParent parent: ViewController?) {}

  /// The next responder, as UIKit's: the container, else the presenting view controller.
  open override var next: Responder? { parent ?? presentingViewController }

  /// The nearest navigation controller above this one (a navigation controller's own
  /// `navigationController` is the one that contains it, if any).
  public var navigationController: NavigationController? {
    ancestors.lazy.compactMap { $0 as? NavigationController }.first
  }

  /// The coordinator of the transition this view controller takes part in, as UIKit's: that
  /// of the nearest navigation controller above it while an animated transition or an
  /// interactive swipe runs there; `nil` otherwise.
  public var transitionCoordinator: TransitionCoordinator? {
    navigationController?.transitionCoordinator
  }

  /// The nearest tab bar controller above this one.
  public var tabBarController: TabBarController? {
    ancestors.lazy.compactMap { $0 as? TabBarController }.first
  }

  // MARK: Presentation

  /// The view controller this one's hierarchy presents, owned strongly; set on the top-most
  /// container (the presentation context), and visible from every view controller inside it.
  public var presentedViewController: ViewController? { containmentRoot.presented }

  /// The view controller that presented this one's hierarchy: set on the presented view
  /// controller and on every view controller inside it (the stack of a presented navigation
  /// controller too).
  public var presentingViewController: ViewController? {
    containmentRoot.activePresentation?.presentingViewController
  }

  /// The presentation that manages this view controller, as UIKit's: that of this view
  /// controller or of the container it is in, while presented; before this view controller is
  /// presented, one made for it on first use, so that its ``PresentationController/delegate``
  /// can be set before the presentation, as apps do.
  ///
  /// While presented, it owns the presenting view controller strongly, as UIKit's does, until
  /// the dismissal ends.
  public var presentationController: PresentationController? {
    if let active = containmentRoot.activePresentation { return active }
    if let pending = presentation { return pending }
    let made = PresentationController(presented: self)
    presentation = made
    return made
  }

  /// This view controller's presentation: made before it is presented, or the one in progress.
  var presentation: PresentationController?

  /// This view controller's presentation, while it is presented.
  var activePresentation: PresentationController? {
    presentation?.presentingViewController != nil ? presentation : nil
  }

  /// How this view controller is presented: a sheet (the default since iOS 13) or full screen.
  ///
  /// A sheet leaves the presenter on screen (no disappearance callbacks) and can be
  /// swiped down by the user; a full-screen presentation covers it.
  public var modalPresentationStyle: ModalPresentationStyle = .automatic

  /// Whether the user is prevented from swiping this sheet down.
  public var isModalInPresentation = false

  /// The object that provides custom transitions; weak, as in UIKit.
  public weak var transitioningDelegate: AnyObject?

  // MARK: Internals

  /// The view controller this one's hierarchy presents (held by the presentation context).
  var presented: ViewController?
  /// The window whose root this is.
  weak var window: Window?
  /// The window ``hostWindow`` found last, until something leaves a hierarchy.
  private var hostWindowCache = WindowCache()
  /// The window ``isShown(in:)`` said `true` for last, until something leaves a hierarchy.
  var isShownCache = WindowCache()

  /// The parent chain, nearest first, not including self.
  var ancestors: UnfoldSequence<ViewController, ViewController?> {
    sequence(state: parent) { next in
      defer { next = next?.parent }
      return next
    }
  }

  /// The top-most container of this view controller (itself when it has no parent).
  var containmentRoot: ViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  /// The window this view controller's hierarchy is shown in, through parents and presenters.
  ///
  /// A window found is kept until something leaves a hierarchy (see ``WindowCache``): at the
  /// top of a chain of sheets, each presented by the one before, the walk down every presenter
  /// cost each log line what the chain holds.
  var hostWindow: Window? {
    if let window = hostWindowCache.window { return window }
    let root = containmentRoot
    let window = root.window ?? root.activePresentation?.presentingViewController.hostWindow
    if let window { hostWindowCache.keep(window) }
    return window
  }

  /// The children that appear when this view controller appears: all of them for a plain
  /// container; containers override this (a stack shows its top, tabs their selection).
  var visibleChildren: [ViewController] { children }

  func attach(_ child: ViewController) {
    children.append(child)
    child.parent = self
  }

  /// Throws unless this view controller is free to join a hierarchy (no parent, no
  /// presenter, not a window's root); `action` says what was tried, for the message.
  func requireDetached(toJoin action: String) throws(NavigationError) {
    if let parent {
      throw NavigationError(
        .alreadyInHierarchy,
        "Cannot \(action): '\(logName)' is already a child of '\(parent.logName)'. Remove it "
          + "from there first, or use a new view controller.")
    }
    if let presenter = activePresentation?.presentingViewController {
      throw NavigationError(
        .alreadyInHierarchy,
        "Cannot \(action): '\(logName)' is presented by '\(presenter.logName)'. Dismiss it first.")
    }
    if window != nil {
      throw NavigationError(
        .alreadyInHierarchy,
        "Cannot \(action): '\(logName)' is the root of a window. Replace the window's root "
          + "first.")
    }
  }

  /// Whether this view controller can appear now: its container is on screen (or coming),
  /// or it is the root of a presented or window hierarchy that is.
  var canAppear: Bool {
    if let parent { return parent.appearance == .appearing || parent.appearance == .appeared }
    return hostWindow != nil
  }

  func log(_ name: String, _ arguments: String...) {
    hostWindow?.log.append(Event(name, [logName] + arguments))
  }
}

/// How a view controller is presented, as `UIModalPresentationStyle`, for the styles that
/// decide what the model does.
public enum ModalPresentationStyle: Hashable, Sendable {
  /// The system's choice, UIKit's default: a page sheet.
  case automatic
  /// A sheet over the presenter, which stays on screen; the user can swipe it down.
  case pageSheet
  /// A smaller sheet; the same rules as a page sheet.
  case formSheet
  /// Covers the presenter, which disappears; the user cannot swipe it down.
  case fullScreen
  /// Covers the presenter, which stays on screen underneath (no disappearance callbacks); the
  /// user cannot swipe it down.
  case overFullScreen

  /// Whether the user can swipe it down.
  var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet: true
    case .fullScreen, .overFullScreen: false
    }
  }
}
