public import CoordinatorTree

/// UIKit's responder: the model's ``CoordinatorTree/Responder``, the base of views, view
/// controllers and an app's delegates (`final class AppDelegate: UIResponder,
/// UIApplicationDelegate`).
///
/// `next`, `becomeFirstResponder()`, `resignFirstResponder()`, `canBecomeFirstResponder` and
/// `isFirstResponder`; the model delivers no touches or keys.
public typealias UIResponder = Responder
