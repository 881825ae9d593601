/// The router of the design notes' open-banking flow: each screen's view model holds a router,
/// which routes from that screen to the next with transition objects.
///
/// The references:
///
/// ```text
/// screen ──strong──▶ view model ──strong──▶ router ──weak──▶ screen
///                                           router ──strong──▶ unwind transition
/// ```
///
/// So a screen owns its router, and when the screen goes the router goes with it. The notes'
/// `gotoTerms`, with the kit:
///
/// ```swift
/// func gotoTerms() throws {
///   let router = Router(name: "Terms", unwindTransition: PushTransition(), audit: audit)
///   let viewModel = TermsViewModel(router: router)        // holds the router strongly
///   let terms = TermsViewController(viewModel: viewModel)  // holds the view model strongly
///   router.setRoot(terms, viewModel: viewModel)
///   try self.route(to: router, animated: true) { /* terms left, by router or user */ }
/// }
/// ```
///
/// ``close(animated:)`` takes the router's screen away with its unwind transition (a pop for
/// a pushed screen, a dismissal for a presented one). The completion given to ``route(to:animated:onDismissed:)``
/// runs once when the routed screen leaves, whether the router closed it or the user did (a
/// back tap, a swipe, a back-menu jump, `popToRoot`, a sheet swiped down).
///
/// Every router, its screen and its view model are registered with the ``FlowAudit`` given at
/// creation.
@MainActor
open class Router: DeinitSignalling {
  /// Announces this router's deinit, so that audits order its release exactly.
  public nonisolated let deinitSignal = DeinitSignal()
  /// The router's name, for reports (`Terms`).
  public let name: String
  /// How this router's screen was (or will be) opened, to close it again.
  public let unwindTransition: (any Transition)?
  /// The audit that probes what this router routes, if any.
  public let audit: FlowAudit?

  private weak var weakRoot: ViewController?
  /// The faulty form's strong hold on its screen.
  private var strongRoot: ViewController?
  /// The faulty form: the router holds its screen strongly.
  ///
  /// The screen holds the router through its view model: a cycle. Set it before
  /// ``setRoot(_:label:viewModel:fileID:line:)``.
  package var holdsRootStrongly = false

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - name: The router's name, for reports.
  ///   - unwindTransition: How its screen is opened and closed; `nil` for the first screen of
  ///     a flow, which no router opened.
  ///   - audit: The audit that probes what it routes.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  public init(
    name: String, unwindTransition: (any Transition)? = nil, audit: FlowAudit? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.name = name
    self.unwindTransition = unwindTransition
    self.audit = audit
    audit?.registerCoordinator(
      self, label: name, isRoot: unwindTransition == nil, role: "router", fileID: fileID,
      line: line)
  }

  /// The screen this router routes from; weak (the notes' `rvc`).
  public var rootViewController: ViewController? { strongRoot ?? weakRoot }

  /// Makes `viewController` the screen this router routes from, and registers it and the view
  /// model that holds this router.
  ///
  /// - Parameters:
  ///   - viewController: The screen; it should own the view model that owns this router.
  ///   - label: The screen's name within the flow; reports print `router/label`. Defaults to
  ///     the screen's title.
  ///   - viewModel: The view model the screen holds, for the audit.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  public func setRoot(
    _ viewController: ViewController, label: String? = nil, viewModel: AnyObject? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    weakRoot = viewController
    if holdsRootStrongly { strongRoot = viewController }
    let label = "\(name)/\(label ?? viewController.logName)"
    audit?.registerScreen(viewController, label: label, owner: self, fileID: fileID, line: line)
    if let viewModel {
      audit?.registerViewModel(
        viewModel, label: "\(label)ViewModel", screens: [viewController], owner: self,
        fileID: fileID, line: line)
    }
  }

  /// Routes from this router's screen to `viewController` with `transition` (the notes'
  /// `route(to:with:completion:)`).
  ///
  /// - Parameters:
  ///   - viewController: The screen to show.
  ///   - transition: How to show it.
  ///   - animated: Whether the transition is animated.
  ///   - onDismissed: Called once when `viewController` leaves, by code or by the user.
  /// - Throws: ``NavigationError/Code/noCurrentScreen`` when this router's screen is gone, or
  ///   the transition's errors.
  public func route(
    to viewController: ViewController, with transition: any Transition, animated: Bool = true,
    onDismissed: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try open(viewController, with: transition, animated: animated, finishing: viewController) {
      onDismissed?()
    }
  }

  /// Routes to the screen of another router, opened with that router's unwind transition, so
  /// that it can close itself later (the notes' `gotoTerms`).
  ///
  /// - Parameters:
  ///   - router: A router with a screen (``setRoot(_:label:viewModel:)``) and an unwind
  ///     transition.
  ///   - animated: Whether the transition is animated.
  ///   - onDismissed: Called once when the router's screen leaves, by code or by the user.
  /// - Throws: ``NavigationError/Code/noCurrentScreen`` when either screen is missing, or the
  ///   transition's errors.
  public func route(
    to router: Router, animated: Bool = true, onDismissed: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    guard let screen = router.rootViewController, let transition = router.unwindTransition else {
      throw NavigationError(
        .noCurrentScreen,
        "Router '\(name)' cannot route to router '\(router.name)': give it a screen with "
          + "setRoot(_:) and an unwind transition first.")
    }
    audit?.registerCoordinator(router, label: router.name, parent: self, role: "router")
    try open(screen, with: transition, animated: animated, finishing: router) { onDismissed?() }
  }

  /// Opens a screen from this router's screen; when it leaves, tells the audit that `flow`
  /// finished, then runs `onDismissed`.
  private func open(
    _ viewController: ViewController, with transition: any Transition, animated: Bool,
    finishing flow: AnyObject, onDismissed: @escaping @MainActor () -> Void
  ) throws(NavigationError) {
    guard let source = rootViewController else {
      throw NavigationError(
        .noCurrentScreen,
        "Router '\(name)' cannot route to '\(viewController.logName)': its screen is gone.")
    }
    try transition.open(viewController, from: source, animated: animated) {
      [weak audit, weak flow] in
      if let flow { audit?.flowFinished(flow) }
      onDismissed()
    }
  }

  /// Takes this router's screen away with its unwind transition.
  ///
  /// Closing a screen the user already took away does nothing: the completion ran then, and
  /// does not run again.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Throws: ``NavigationError/Code/noTransition`` when the router has no unwind transition
  ///   (the first screen of a flow).
  public func close(animated: Bool = true) throws(NavigationError) {
    guard let unwindTransition else {
      throw NavigationError(
        .noTransition,
        "Router '\(name)' cannot close its screen: it has no unwind transition (no router "
          + "opened it).")
    }
    // A screen popped by an animated pop that has not ended is still a child of its
    // navigation controller, but no longer on its stack: gone, as far as closing goes.
    guard let screen = rootViewController,
      screen.navigationController?.stackIndex(of: screen) != nil
        || screen.presentingViewController != nil
    else { return }
    try unwindTransition.close(screen, animated: animated)
  }
}
