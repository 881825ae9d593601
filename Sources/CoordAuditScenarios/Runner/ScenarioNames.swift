import LeakAudit

/// The words a scenario's reports use for the runner's objects and references: the names the
/// user declared and the kinds of reference the user wrote, never the runner's own types.
///
/// A retain path as the walk finds it names the runner's storage:
///
/// ```text
/// SelfReleasingFlow.extras → ExtraReferences.strong["RegisterModel"] → ScenarioModel.owner → SelfReleasingFlow
/// ```
///
/// and as a report prints it, the user's scenario:
///
/// ```text
/// Register —strong ref→ RegisterModel —owner→ Register
/// ```
///
/// Each object the audit tracks has its declared name; the references of the runner's objects
/// get the words of the scenario language (`model`, `owner`, `strong ref`, `delegate`,
/// `closure`); storage that only the runner has (a `ref`'s table, a presentation) folds into
/// the reference of the object that holds it; the roots are `window`, `app` and, for what an
/// observer of the app's notifications captures, `notifications` (the app's
/// `NotificationCenter.default`).
enum ScenarioNames {
  /// The kit type each of the runner's classes stands for.
  static let kitTypes: [String: String] = [
    "ChildArrayFlow": "FlowCoordinator",
    "SelfReleasingFlow": "SelfReleasingCoordinator",
    "ScenarioRouter": "Router",
    "ScenarioSceneCoordinator": "SceneCoordinator",
    "ScenarioScreen": "ViewController",
    "ScenarioModel": "FlowViewModel",
    "HandWrittenCoordinator": "Coordinator",
    "ResultSubscription": "Subscription",
    "ResultStream": "Subject",
  ]

  /// The roots of retain paths, by type.
  static let roots: [String: String] = ["Window": "window", "ScenarioApp": "app"]

  /// A type name as reports print it: the kit type for one of the runner's classes, and the
  /// app's own references as `app`.
  static func typeName(_ name: String) -> String {
    name == "ScenarioApp" ? "app" : kitTypes[name] ?? name
  }

  /// A path with the declared name of every tracked object on it and the scenario's words for
  /// its references.
  ///
  /// - Parameters:
  ///   - path: The path as the walk found it, with the tracked objects numbered.
  ///   - names: Declared names by tracked-object number.
  /// - Returns: The path as reports print it.
  static func name(_ path: RetainPath, names: [Int: String]) -> RetainPath {
    var links: [RetainPath.Link] = []
    var pathLinks = path.links[...]
    // The app-wide notification center is a global in an app, `NotificationCenter.default`:
    // a path through it starts at it, `notifications`.
    var startsAtNotifications = false
    if let first = pathLinks.first, first.ownerType == "ScenarioApp",
      first.field == "notifications", pathLinks.count > 1
    {
      pathLinks = pathLinks.dropFirst()
      startsAtNotifications = true
    }
    for link in pathLinks {
      var declared = link.ownerNumber.flatMap { names[$0] } ?? roots[link.ownerType]
      if startsAtNotifications, links.isEmpty { declared = "notifications" }
      if declared == nil, let folded = fold(link), !links.isEmpty {
        // Storage only the runner has: its reference belongs to the object that holds it.
        links[links.count - 1].field = folded
        continue
      }
      var named = RetainPath.Link(
        ownerType: typeName(link.ownerType), field: word(for: link), ownerNumber: link.ownerNumber)
      named.ownerName = declared ?? typeName(link.ownerType)
      links.append(named)
    }
    var named = RetainPath(
      links: links, targetType: typeName(path.targetType), targetNumber: path.targetNumber)
    named.targetName = path.targetNumber.flatMap { names[$0] } ?? typeName(path.targetType)
    return named
  }

  /// The scenario's word for a reference held by one of the runner's objects or the model.
  private static func word(for link: RetainPath.Link) -> String {
    let field = link.field
    switch (link.ownerType, field) {
    case ("ScenarioScreen", "viewModel"): return "model"
    case ("SelfReleasingFlow", "strongViewModel"): return "viewModel"
    case ("ScenarioRouter", "strongRoot"): return "rootViewController"
    case ("ChildArrayFlow", _) where field.hasPrefix("firstScreen"): return "firstScreen"
    // A router's map holds each pushed screen as a key.
    case ("HandWrittenCoordinator", _) where field.hasPrefix("completions["):
      return "completions (key)"
    case ("ScenarioApp", _): return appWord(for: field)
    case (_, "presented"): return "presentedViewController"
    default:
      // A container's children are its view controllers, as UIKit names them.
      if field.hasPrefix("children[") { return "viewControllers" + field.dropFirst(8) }
      return field
    }
  }

  /// The word for what the app (the runner's own references, as an app delegate's) holds.
  private static func appWord(for field: String) -> String {
    for (prefix, word) in [
      ("appRoots", "rootFlows"), ("keptSessions", "keptSessions"),
      ("sceneCoordinator", "sceneCoordinator"), ("registry.unnamed", "madeInThisStep"),
    ] where field.hasPrefix(prefix) {
      let rest = field.dropFirst(prefix.count)
      let index = rest.hasPrefix("[") ? String(rest.prefix { $0 != "]" }) + "]" : ""
      return word + index
    }
    return field
  }

  /// The reference a link of the runner's own storage stands for, folded into the reference
  /// that holds the storage; `nil` for a holder that is not such storage.
  private static func fold(_ link: RetainPath.Link) -> String? {
    switch link.ownerType {
    case "ExtraReferences":
      if link.field.hasPrefix("strong[") { return "strong ref" }
      if link.field.hasPrefix("delegates[") { return "delegate" }
      if link.field.hasPrefix("closures[") { return "closure" }
      return "ref"
    case "PresentationController":
      return link.field
    default:
      return nil
    }
  }
}
