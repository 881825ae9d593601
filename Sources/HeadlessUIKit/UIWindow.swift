public import CoordinatorTree

/// UIKit's window: the model's ``CoordinatorTree/Window``, a view that owns the root view
/// controller.
///
/// Setting `rootViewController` replaces the whole hierarchy: the old one disappears and is
/// released unless something else holds it (a root that presents something stays alive with
/// its presentation, as reported of UIKit). `makeKeyAndVisible()` makes it its scene's key
/// window (the former one resigns); the model shows a root from the moment it is set. As
/// UIKit's, it is a view: what an app sets on it (`frame`, a splash view added with
/// `addSubview(_:)`, `overrideUserInterfaceStyle`) is kept.
///
/// ```swift
/// guard let windowScene = scene as? UIWindowScene else { return }
/// window = UIWindow(windowScene: windowScene)   // or UIWindow(frame: UIScreen.main.bounds)
/// window?.rootViewController = navigationController
/// window?.makeKeyAndVisible()
/// ```
public typealias UIWindow = Window
