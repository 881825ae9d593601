/// A coordinator that releases itself through ARC alone, as in the register flow of the
/// design notes: no child arrays, no finish calls.
///
/// The references, all of them on purpose:
///
/// ```text
/// parent ──weak──▶ child          child ──strong──▶ parent
/// coordinator ──weak──▶ view model ──strong (delegate)──▶ coordinator
/// screen ──strong──▶ view model   (one view model may back several screens)
/// ```
///
/// So the screens own the view model, which owns the coordinator, which owns its parent.
/// When the flow's screens leave the stack (`popToViewController`, `popToRoot`, a back tap, a
/// swipe, a dismissal), the screens go, then the view model, then the coordinator, and the
/// parent stays.
///
/// ```swift
/// let register = SelfReleasingCoordinator(name: "Register", navigationController: nav, parent: main)
/// let viewModel = RegisterViewModel(coordinator: register)  // holds it strongly
/// register.viewModel = viewModel                            // weak
/// try register.show(BoundScreen<RegisterViewModel>(title: "StepOne"), viewModel: viewModel)
/// ```
@MainActor
open class SelfReleasingCoordinator: DeinitSignalling {
  /// Announces this coordinator's deinit, so that audits order its release exactly.
  public nonisolated let deinitSignal = DeinitSignal()
  /// The flow's name, for reports.
  public let name: String
  /// The navigation controller the flow shows its screens in; weak.
  ///
  /// The window or the presenter owns it. Held strongly, a flow with a navigation controller
  /// of its own (a presented flow) would close the cycle coordinator → navigation controller
  /// → screen → view model → coordinator (catalog C6), and nothing would go.
  public private(set) weak var navigationController: NavigationController?
  /// The coordinator that started this one; strong: the child keeps its parent.
  public let parent: SelfReleasingCoordinator?
  /// The flow this one started; weak: the parent does not keep its child.
  public weak var child: SelfReleasingCoordinator?
  /// The audit that probes what this flow makes, if any.
  public let audit: FlowAudit?

  private weak var weakViewModel: AnyObject?
  /// The faulty form's strong hold on the view model.
  private var strongViewModel: AnyObject?
  /// The faulty form: the coordinator holds its view model strongly.
  ///
  /// The view model holds the coordinator back: a cycle. Set it before the view model.
  package var holdsViewModelStrongly = false

  /// Creates a flow; a coordinator with no parent is a root and lives as long as the app
  /// holds it.
  ///
  /// - Parameters:
  ///   - name: The flow's name, for reports.
  ///   - navigationController: Where the flow shows its screens.
  ///   - parent: The flow that starts this one; it becomes this one's strong `parent`, and
  ///     this one its weak `child`.
  ///   - audit: The audit that probes what this flow makes.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  public init(
    name: String, navigationController: NavigationController,
    parent: SelfReleasingCoordinator? = nil, audit: FlowAudit? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.name = name
    self.navigationController = navigationController
    self.parent = parent
    self.audit = audit
    parent?.child = self
    audit?.registerCoordinator(
      self, label: name, parent: parent, isRoot: parent == nil, fileID: fileID, line: line)
  }

  /// The flow's view model: weak, as the flow's screens and not the coordinator own it.
  public var viewModel: AnyObject? {
    get { strongViewModel ?? weakViewModel }
    set {
      weakViewModel = newValue
      if holdsViewModelStrongly { strongViewModel = newValue }
    }
  }

  /// Pushes a screen of this flow and registers it, and its view model (one view model may
  /// back several screens).
  ///
  /// - Parameters:
  ///   - screen: The screen; it should hold its view model strongly.
  ///   - label: The screen's name within the flow; reports print `flow/label`.
  ///   - viewModel: The view model the screen holds, for the audit.
  ///   - animated: Whether the push is animated.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  /// - Throws: A ``NavigationError`` from the push.
  public func show(
    _ screen: ViewController, label: String, viewModel: AnyObject? = nil, animated: Bool = true,
    fileID: StaticString = #fileID, line: UInt = #line
  ) throws {
    guard let navigationController else {
      throw NavigationError(
        .navigationControllerMissing,
        "'\(name)' cannot show '\(screen.logName)': its navigation controller is gone.")
    }
    if !navigationController.hasOnStack(screen) {
      try navigationController.strict.pushViewController(screen, animated: animated)
    }
    audit?.registerScreen(
      screen, label: "\(name)/\(label)", owner: self, fileID: fileID, line: line)
    if let viewModel {
      audit?.registerViewModel(
        viewModel, label: "\(name)/viewModel", screens: [screen], owner: self, fileID: fileID,
        line: line)
    }
  }
}

/// A view model that holds its coordinator strongly, as its delegate: the link that keeps a
/// self-releasing flow alive while its screens are.
open class CoordinatedViewModel<Delegate: AnyObject>: FlowViewModel {
  /// The coordinator; strong.
  public let coordinator: Delegate

  /// Creates a view model that keeps its coordinator.
  ///
  /// - Parameters:
  ///   - name: The name for reports.
  ///   - coordinator: The coordinator, held strongly.
  public init(name: String, coordinator: Delegate) {
    self.coordinator = coordinator
    super.init(name: name)
  }
}
