/// The child-array coordinator of the design notes: a navigation controller, a weak parent,
/// an array of children, and `start()`.
///
/// ```swift
/// final class MainCoordinator: FlowCoordinator {
///   override func start() throws {
///     try show(MainViewController(), label: "main")
///   }
///   func showSearch() throws {
///     try startChild(SearchCoordinator(name: "Search", navigationController: navigationController))
///   }
/// }
/// ```
///
/// The notes stop there, and a user's back tap then leaves the child in its parent's array.
/// ``FlowCoordinator`` adds what they lack.
@MainActor
public protocol ChildArrayCoordinator: AnyObject {
  /// The navigation controller the flow shows its screens in.
  var navigationController: NavigationController { get }
  /// The coordinator that started this one; implementations hold it weakly.
  var parentCoordinator: (any ChildArrayCoordinator)? { get set }
  /// The coordinators this one started and that have not finished; held strongly.
  var childCoordinators: [any ChildArrayCoordinator] { get set }
  /// Shows the flow's first screen.
  ///
  /// - Throws: A ``NavigationError`` when the screen cannot be shown.
  func start() throws
}

extension ChildArrayCoordinator {
  /// Removes a finished child from ``childCoordinators``.
  ///
  /// - Parameter child: The child to remove.
  public func removeChildCoordinator(child: any ChildArrayCoordinator) {
    childCoordinators.removeAll { $0 === child }
  }
}

/// How a child-array parent reacts to pops it did not initiate; only the correct form is
/// public, the others exist so that the checker can be seen catching them.
package enum ChildArrayVariant: Sendable {
  /// Every affected child finishes exactly once, whatever removed its screens.
  case correct
  /// The notes' shape: nothing happens when the user leaves by the back button or swipes a
  /// sheet down.
  case noRemovalOnBack
  /// On a pop of several flows at once, only the top-most flow finishes.
  case removesOnlyLastChild
  /// `finish()` has no guard: a flow finished by the coordinator and again by the user tells
  /// its parent twice.
  case finishesTwice
  /// The parent keeps a freshly started child only weakly (not in `childCoordinators`): the
  /// child goes at once, while its screen is on screen.
  case childHeldWeakly
  /// Flows are finished when a transition starts (`willShow`) rather than when it ends: a
  /// cancelled swipe then finishes a flow whose screen stays on screen.
  case finishesOnWillShow
}
