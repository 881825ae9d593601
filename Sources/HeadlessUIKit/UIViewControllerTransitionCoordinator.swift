public import CoordinatorTree

/// UIKit's transition coordinator: the model's ``CoordinatorTree/TransitionCoordinator``.
///
/// A navigation controller has one from the call of an animated push, pop, popTo, popToRoot
/// or `setViewControllers` (or the start of a swipe) until the transition has completed, so it
/// is still there in `navigationController(_:didShow:animated:)`; a transition that is not
/// animated has none. It answers `viewController(forKey: .from)` and `.to`, `isAnimated`,
/// `isInteractive`, `isCancelled`, runs `animate(alongsideTransition:completion:)` completions
/// when the transition ends, cancelled or not, and `notifyWhenInteractionChanges(_:)` when a
/// swipe is let go.
///
/// UIKit spells it as a protocol; here it is a class, so `any
/// UIViewControllerTransitionCoordinator` does not compile (write the name alone, as most
/// code does).
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator

/// The context that alongside animations and completions receive: the transition coordinator
/// itself, as in UIKit, where the coordinator is its own context.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinator

/// The keys of a transition's view controllers, `.from` and `.to`: the model's
/// ``CoordinatorTree/TransitionContextViewControllerKey``.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
