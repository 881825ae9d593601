// CoordinatorTree: a headless, UIKit-shaped navigation model (view controllers, navigation,
// presentation, tabs, a window, and the user's own gestures) that owns what UIKit owns and
// fires UIKit's callbacks in UIKit's order. The coordinator kits build on it.
//
// The module re-exports LeakAudit, so that one import gives both the model and the checks.

@_exported public import LeakAudit
