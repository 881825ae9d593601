public import CoordinatorTree

/// UIKit's window: the model's ``CoordinatorTree/Window``.
///
/// Setting `rootViewController` replaces the whole hierarchy: the old one disappears and is
/// released unless something else holds it (a root that presents something stays alive with
/// its presentation, as reported of UIKit). `makeKeyAndVisible()` marks it the key window;
/// the model shows a root from the moment it is set.
///
/// ```swift
/// let window = UIWindow()
/// window.rootViewController = navigationController
/// window.makeKeyAndVisible()
/// ```
public typealias UIWindow = Window
