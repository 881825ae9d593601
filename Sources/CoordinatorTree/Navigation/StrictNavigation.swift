/// The throwing forms of UIKit's navigation calls: the same names, reached through `strict`.
///
/// UIKit's navigation calls never throw, and neither do the model's UIKit-named ones: where
/// UIKit would raise (pushing a view controller that is already on the stack, popping to one
/// that is not on it), the call does nothing and the misuse is recorded. Code that wants the
/// misuse as an error, to assert it or to report it, makes the same call through `strict`:
///
/// ```swift
/// try navigation.strict.pushViewController(detail, animated: true)
/// try navigation.strict.popToViewController(main, animated: true)
/// try list.strict.present(sheet, animated: true)
/// ```
///
/// Each call checks the same rules and does the same work as the UIKit-named one; a
/// ``NavigationError`` says what was wrong and what to do, and nothing changed then.
@MainActor
public struct StrictNavigation<Base: ViewController>: Sendable {
  /// The view controller the calls go to.
  public let base: Base
}

/// A view controller whose navigation calls also come in a throwing form, through
/// ``strict``; every ``ViewController`` is one.
@MainActor
public protocol StrictNavigating: AnyObject {}

extension StrictNavigating where Self: ViewController {
  /// The throwing forms of this view controller's navigation calls (see
  /// ``StrictNavigation``).
  public var strict: StrictNavigation<Self> { StrictNavigation(base: self) }
}

extension ViewController: StrictNavigating {}

extension StrictNavigation where Base: NavigationController {
  /// Pushes a view controller on top of the stack, as
  /// ``NavigationController/pushViewController(_:animated:fileID:line:)``; onto an empty stack,
  /// it becomes the root.
  ///
  /// - Parameters:
  ///   - viewController: A view controller that is in no hierarchy.
  ///   - animated: Whether the transition is animated.
  /// - Throws: ``NavigationError/Code/alreadyOnStack``, ``NavigationError/Code/alreadyInHierarchy``,
  ///   ``NavigationError/Code/cannotPushContainer`` or
  ///   ``NavigationError/Code/transitionInProgress``; nothing changes then.
  public func pushViewController(_ viewController: ViewController, animated: Bool)
    throws(NavigationError)
  {
    try base.push(viewController, animated: animated)
  }

  /// Pops the top view controller, as
  /// ``NavigationController/popViewController(animated:fileID:line:)``; at the root it does
  /// nothing, as in UIKit.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped view controller, or `nil` at the root.
  /// - Throws: ``NavigationError/Code/transitionInProgress`` while the user swipes back;
  ///   nothing changes then.
  @discardableResult
  public func popViewController(animated: Bool) throws(NavigationError) -> ViewController? {
    try base.pop(animated: animated)
  }

  /// Pops every view controller above `viewController`, at once.
  ///
  /// - Parameters:
  ///   - viewController: A view controller on the stack.
  ///   - animated: Whether the transition is animated.
  /// - Returns: The popped view controllers, bottom first; empty when `viewController` is
  ///   already on top.
  /// - Throws: ``NavigationError/Code/notOnStack`` or
  ///   ``NavigationError/Code/transitionInProgress``; nothing changes then.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool)
    throws(NavigationError) -> [ViewController]
  {
    try base.pop(to: viewController, animated: animated)
  }

  /// Pops every view controller above the root, at once, as
  /// ``NavigationController/popToRootViewController(animated:fileID:line:)``.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped view controllers, bottom first; empty at the root or with an empty
  ///   stack.
  /// - Throws: ``NavigationError/Code/transitionInProgress`` while the user swipes back;
  ///   nothing changes then.
  @discardableResult
  public func popToRootViewController(animated: Bool) throws(NavigationError) -> [ViewController] {
    try base.popToRoot(animated: animated)
  }

  /// Replaces the stack, as ``NavigationController/setViewControllers(_:animated:fileID:line:)``.
  ///
  /// Removes, keeps, adds and reorders in one transition; an empty array empties the stack.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first: view controllers already on this stack
  ///     or in no hierarchy, each once.
  ///   - animated: Whether the transition is animated.
  /// - Throws: ``NavigationError/Code/alreadyOnStack`` (listed twice),
  ///   ``NavigationError/Code/alreadyInHierarchy``,
  ///   ``NavigationError/Code/cannotPushContainer`` or
  ///   ``NavigationError/Code/transitionInProgress``; nothing changes then.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool)
    throws(NavigationError)
  {
    try base.replaceStack(with: viewControllers, animated: animated)
  }
}

extension StrictNavigation where Base: TabBarController {
  /// Replaces the tabs, as ``TabBarController/setViewControllers(_:animated:fileID:line:)``;
  /// removed view controllers are released unless something holds them.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs: view controllers already tabs here or in no hierarchy.
  ///   - animated: Whether the change is animated (the model does not animate it).
  /// - Throws: ``NavigationError/Code/alreadyInHierarchy`` or
  ///   ``NavigationError/Code/alreadyOnStack`` (listed twice); nothing changes then.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool)
    throws(NavigationError)
  {
    try base.replaceTabs(with: viewControllers, animated: animated)
  }
}

extension StrictNavigation {
  /// Presents a view controller over this one's hierarchy, as
  /// ``ViewController/present(_:animated:completion:fileID:line:)``.
  ///
  /// - Parameters:
  ///   - viewController: A view controller in no hierarchy.
  ///   - animated: Whether the presentation is animated.
  ///   - completion: Called when the presented view controller has appeared.
  /// - Throws: ``NavigationError/Code/alreadyPresenting`` or
  ///   ``NavigationError/Code/alreadyInHierarchy``; nothing changes then.
  public func present(
    _ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) throws(NavigationError) {
    try base.presentChecked(viewController, animated: animated, completion: completion)
  }

  /// Dismisses, as ``ViewController/dismiss(animated:completion:fileID:line:)``.
  ///
  /// - Parameters:
  ///   - animated: Whether the dismissal is animated.
  ///   - completion: Called when the dismissed view controllers have disappeared.
  /// - Throws: ``NavigationError/Code/nothingToDismiss`` when this hierarchy neither presents
  ///   nor was presented; nothing changes then.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) throws(NavigationError) {
    try base.dismissChecked(animated: animated, completion: completion)
  }

  /// Adds a child view controller, calling its `willMove(toParent:)`, as
  /// ``ViewController/addChild(_:fileID:line:)``; a child of another container is removed
  /// from it first.
  ///
  /// - Parameter child: A view controller that is not presented and not a window's root.
  /// - Throws: ``NavigationError/Code/alreadyInHierarchy``; nothing changes then.
  public func addChild(_ child: ViewController) throws(NavigationError) {
    try base.addChildChecked(child)
  }
}
