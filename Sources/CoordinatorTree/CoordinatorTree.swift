// CoordinatorTree: the headless, UIKit-shaped navigation model and the coordinator kits.
//
// The navigation model and the kits are not built yet (issues 3 and 4). Until then the module
// only re-exports LeakAudit, so that code written against `import CoordinatorTree` can already
// track and check objects.

@_exported public import LeakAudit
