/// How a ``SceneCoordinator`` shows a scene.
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
  /// As the window's root: the whole previous hierarchy goes.
  case root
  /// Pushed on the navigation controller of the current screen.
  case push
  /// Presented over the current screen.
  case modal
}

/// The scene coordinator of the design notes' memo app: one coordinator for the whole app,
/// which shows scenes and keeps a pointer to the screen on top.
///
/// ```swift
/// let coordinator = SceneCoordinator(window: window, audit: audit)
/// try coordinator.transition(to: listScene, using: .root, animated: false)
/// try coordinator.transition(to: detailScene, using: .push, animated: true)
/// try coordinator.close(animated: true)  // back to the list
/// ```
///
/// It fixes the two faults the notes ran into:
///
/// - A scene embedded in a container (the list in its navigation controller) makes the
///   *content* the current screen, never the container, through navigation tops, selected
///   tabs and presentations; a push then goes from the content's navigation controller.
/// - The user's back tap, swipe, back-menu jump and sheet swipe-down bypass the coordinator.
///   It becomes the delegate of every navigation controller it shows and of every sheet it
///   presents, and updates the current screen after each transition (`didShow`, which a
///   cancelled swipe never calls; the notes' `willShow` does fire for a swipe that is then
///   cancelled, and leaves the pointer on the wrong screen).
///
/// The current screen is held strongly, as in the notes: a stale pointer keeps the screen it
/// names alive. Every screen, container and view model a scene makes is registered with the
/// ``FlowAudit`` given at creation, and the audit checks after every step that the current
/// screen is the window's top-most content.
@MainActor
open class SceneCoordinator: DeinitSignalling {
  /// Announces this coordinator's deinit, so that audits order its release exactly.
  public nonisolated let deinitSignal = DeinitSignal()
  /// The coordinator's name, for reports (`Memo`).
  public let name: String
  /// The window the scenes are shown in.
  public let window: Window
  /// The audit that probes what the scenes make, if any.
  public let audit: FlowAudit?
  /// The content screen on top, as this coordinator believes; held strongly.
  public private(set) var currentViewController: ViewController?

  /// The faulty form this coordinator takes, for the catalog and the tests; set it before the
  /// first transition.
  package var variant = SceneCoordinatorVariant.correct
  private lazy var observer = SceneObserver(owner: self)
  /// The shared delegates of the navigation controllers it listens to, held while they live.
  private var hubs: [NavigationDelegateHub] = []

  /// Creates the app's scene coordinator; the current screen is the window's top-most
  /// content, if it has a root.
  ///
  /// - Parameters:
  ///   - name: The coordinator's name, for reports.
  ///   - window: The window to show scenes in.
  ///   - audit: The audit that probes what the scenes make.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  public init(
    name: String = "Scene", window: Window, audit: FlowAudit? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.name = name
    self.window = window
    self.audit = audit
    currentViewController = window.topViewController
    audit?.registerCoordinator(self, label: name, isAppWide: true, fileID: fileID, line: line)
    audit?.addInvariant("the current screen is the top-most content") { [weak self] in
      self?.staleness
    }
  }

  /// Shows a scene.
  ///
  /// - `.root` replaces the window's root; the current screen becomes the scene's content.
  /// - `.push` pushes the scene on the current screen's navigation controller.
  /// - `.modal` presents the scene over the current screen.
  ///
  /// - Parameters:
  ///   - scene: The scene; it is made and bound now.
  ///   - style: How to show it.
  ///   - animated: Whether the transition is animated.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  /// - Throws: ``NavigationError/Code/navigationControllerMissing`` for a push from a screen
  ///   that is in no navigation controller, or a navigation error from the model; nothing is
  ///   shown then.
  public func transition(
    to scene: Scene, using style: TransitionStyle, animated: Bool,
    fileID: StaticString = #fileID, line: UInt = #line
  ) throws(NavigationError) {
    let instance = scene.instantiate()
    let target = instance.target
    switch style {
    case .root:
      try window.setRootViewController(target)
      currentViewController = variant == .containerAsCurrent ? target : target.contentViewController
    case .push:
      guard let navigation = currentViewController?.navigationController else {
        throw NavigationError(
          .navigationControllerMissing,
          "'\(name)' cannot push '\(scene.name)': the current screen "
            + "'\(currentViewController?.logName ?? "none")' is in no navigation controller. "
            + "Make the content screen current, not its container, and keep the pointer fresh "
            + "when the user navigates.")
      }
      listen(to: navigation)
      try navigation.strict.pushViewController(target, animated: animated)
      currentViewController = target.contentViewController
    case .modal:
      guard let presenter = currentViewController else {
        throw NavigationError(
          .noCurrentScreen,
          "'\(name)' cannot present '\(scene.name)': there is no current screen. Show a "
            + "scene as the root first.")
      }
      try presenter.strict.present(target, animated: animated)
      currentViewController = target.contentViewController
      if variant != .withoutDelegateFix { target.presentationController?.delegate = observer }
    }
    observeContainers(in: target)
    for part in instance.parts {
      let label = "\(name)/\(part.name)"
      audit?.registerScreen(part.screen, label: label, owner: self, fileID: fileID, line: line)
      if let viewModel = part.viewModel {
        audit?.registerViewModel(
          viewModel, label: "\(label)ViewModel", screens: [part.screen], owner: self,
          fileID: fileID, line: line)
      }
    }
  }

  /// Closes the current scene: dismisses it when it is the first screen of a presentation,
  /// else pops it; the screen below (or the presenter's content) becomes current.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Throws: ``NavigationError/Code/nothingToPop`` when the current screen is the root of
  ///   the window's hierarchy (nothing below it: nothing changes), or
  ///   ``NavigationError/Code/navigationControllerMissing`` when it is neither presented nor
  ///   in a navigation controller.
  public func close(animated: Bool) throws(NavigationError) {
    guard let current = currentViewController else {
      throw NavigationError(
        .noCurrentScreen, "'\(name)' cannot close: there is no current screen.")
    }
    let navigation = current.navigationController
    let isFirstOfItsStack = navigation.map { $0.viewControllers.first === current } ?? true
    if isFirstOfItsStack, let presenter = current.presentingViewController {
      try current.strict.dismiss(animated: animated)
      currentViewController = presenter.contentViewController
    } else if let navigation {
      guard navigation.popViewController(animated: animated) != nil else {
        throw NavigationError(
          .nothingToPop,
          "'\(name)' cannot close '\(current.logName)': it is the first screen of "
            + "'\(navigation.logName)' and was not presented.")
      }
      currentViewController = navigation.topViewController?.contentViewController
    } else {
      throw NavigationError(
        .navigationControllerMissing,
        "'\(name)' cannot close '\(current.logName)': it is neither presented nor in a "
          + "navigation controller.")
    }
  }

  // MARK: Internals

  /// Why the current screen is not the top-most content, or `nil` when it is.
  var staleness: FlowAudit.Violation? {
    let top = window.topViewController
    guard currentViewController !== top else { return nil }
    return FlowAudit.Violation(
      "'\(name)' points at '\(currentViewController?.logName ?? "nothing")', but the "
        + "top-most content is '\(top?.logName ?? "nothing")'",
      objects: currentViewController.map { [$0] } ?? [])
  }

  /// Listens to every navigation controller in a shown hierarchy (through the delegate that
  /// the kits share) and becomes the delegate of every tab bar controller.
  private func observeContainers(in root: ViewController) {
    guard variant != .withoutDelegateFix else { return }
    var pending = [root]
    while let next = pending.popLast() {
      if let navigation = next as? NavigationController { listen(to: navigation) }
      if let tabs = next as? TabBarController { tabs.delegate = observer }
      pending += next.children
    }
  }

  /// Joins the shared delegate of a navigation controller, once; forgets the hubs of
  /// navigation controllers that are gone.
  private func listen(to navigation: NavigationController) {
    guard variant != .withoutDelegateFix else { return }
    hubs.removeAll { !$0.isInstalled }
    let hub = NavigationDelegateHub.of(navigation)
    hub.join(observer)
    if !hubs.contains(where: { $0 === hub }) { hubs.append(hub) }
  }

  /// A navigation controller showed `viewController`; `isFinal` says whether the stack has
  /// changed (`didShow`) or a swipe may still be cancelled (`willShow`).
  func navigationController(
    _ navigationController: NavigationController, shows viewController: ViewController,
    isFinal: Bool
  ) {
    guard isFinal == (variant != .updatesOnWillShow) else { return }
    // A stack under a presentation is not what the user sees.
    guard navigationController.presentedViewController == nil else { return }
    currentViewController = viewController.contentViewController
  }

  /// The user swiped a sheet down: its presenter's content is on top again.
  func sheetWasSwipedDown(_ presentation: PresentationController) {
    currentViewController = presentation.presentingViewController.contentViewController
  }

  /// The user tapped a tab.
  func tabWasSelected(_ viewController: ViewController) {
    currentViewController = viewController.contentViewController
  }
}

/// The faults of the notes' scene coordinator; only the correct form is public.
package enum SceneCoordinatorVariant: Sendable {
  /// The current screen is resolved through containers and kept fresh after every
  /// transition and sheet swipe.
  case correct
  /// The notes' first version: the coordinator hears nothing of the user's navigation, so the
  /// current screen goes stale (and keeps a popped screen alive).
  case withoutDelegateFix
  /// The notes' fix, `willShow`: a cancelled swipe leaves the pointer on the screen below.
  case updatesOnWillShow
  /// `.root` makes the container the current screen: the next push finds no navigation
  /// controller.
  case containerAsCurrent
}

/// Receives navigation, tab and sheet delegate calls for a ``SceneCoordinator``; owned by it,
/// weak wherever it is registered, as UIKit delegates are.
@MainActor
final class SceneObserver: NavigationControllerDelegate, AdaptivePresentationControllerDelegate,
  TabBarControllerDelegate
{
  private weak var owner: SceneCoordinator?

  init(owner: SceneCoordinator) {
    self.owner = owner
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    owner?.navigationController(navigationController, shows: viewController, isFinal: false)
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    owner?.navigationController(navigationController, shows: viewController, isFinal: true)
  }

  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    owner?.sheetWasSwipedDown(presentationController)
  }

  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    owner?.tabWasSelected(viewController)
  }
}
