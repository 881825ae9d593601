/// The window's answers, asked once while nothing acts on the app.
///
/// In every state, exploration asks whether each of the file's app actions applies, and each
/// asks the same few questions of a window that does not change meanwhile: which flow's screen
/// is on top, whether a flow is on screen, what the user can do. Asked afresh, they took half of
/// a big app's search (a generated app of 120 app actions, explored to depth 5: the window's
/// walks to its top screen, under every action); asked once, they cost what a state's actions
/// cost once.
@MainActor
final class QueryMemo {
  /// The flow of the top-most content screen: `nil` until asked, then `.some(nil)` when that
  /// screen is none of the scenario's.
  var topFlow: String??
  /// Whether a screen of each flow is in the window, by flow name, as asked.
  var onScreen: [String: Bool] = [:]
  /// The user's actions, once asked.
  var userActions: [ExploreAction.User]?
}

extension ScenarioApp {
  /// Runs `body` with the window's answers kept from one question to the next.
  ///
  /// - Parameter body: Questions only: nothing it calls may act on the app or the window.
  /// - Returns: What `body` returns.
  func askingOnce<T>(_ body: () -> T) -> T {
    let outer = queryMemo
    queryMemo = outer ?? QueryMemo()
    defer { queryMemo = outer }
    return body()
  }
}
