import CoordinatorTree

extension ScenarioApp {
  /// Lets go of everything the app made, once its session is over: the window's hierarchy
  /// (see ``Window/discardHierarchy()``), the app's own references, and what each object it
  /// made still holds that could hold it back (children, closures, subscriptions, `ref`s).
  ///
  /// Exploration plays tens of thousands of sessions, and many end with a flow still running
  /// (a stream's subscription holds its coordinator until the flow finishes) or with a leak
  /// the search found (a closure that captures its coordinator): without this, each of those
  /// stays in the process for the rest of the search. Nothing is checked after it.
  func discard() {
    window.discardHierarchy()
    for (_, box) in registry.instances {
      switch box.object {
      case let coordinator as HandWrittenCoordinator: coordinator.discard()
      case let object as any ScenarioObject: object.extras.removeAll()
      default: break
      }
    }
    notifications.complete()
    appRoots = []
    keptSessions = []
    sceneCoordinator = nil
  }
}
