/// An error the scenario runner raises for a step that cannot run in the state it finds.
struct RunnerError: Error, Hashable, Sendable {
  /// What went wrong.
  enum Code: String, CaseIterable, Sendable {
    /// A step names a flow that is not started, or a screen that is not on screen.
    case notStarted
    /// `start` for a flow that is already started.
    case alreadyStarted
    /// A tab step with no tab bar in the window.
    case noTabBar
  }

  var code: Code
  var message: String
}
