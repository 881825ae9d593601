package import LeakAudit

/// Coordinators and view models found without registration: what belonged to a screen that
/// left the window must go with it (see ``OwnershipInference`` for the rule).
extension FlowAudit {
  /// Turns on the search for unregistered objects that belonged to departed screens.
  ///
  /// - Parameter roots: The app's roots (what an app delegate holds): never judged, and
  ///   retain paths start from them as from the window.
  package func infersOwnership(roots: @escaping @MainActor () -> [AnyObject]) {
    ownership = OwnershipInference(roots: roots)
  }

  /// Adds an app root after the app was built, so that retain paths start from it.
  ///
  /// - Parameter root: The object the app delegate holds.
  package func addAppRoot(_ root: AnyObject) {
    tracker.addRetainRoot(root)
  }

  /// After a settled step: expects released the unregistered objects whose screens all left
  /// the window (see ``OwnershipInference``), settles again, and returns what that found.
  ///
  /// A survivor is a leak only when its survival is explained: a retain path from the window,
  /// the app's root or an object expected alive, or a retain cycle. One that only something
  /// the walk cannot see holds (a global, a singleton) is never reported. Each leak's
  /// ``Finding/message`` names the screens it belonged to.
  ///
  /// - Parameters:
  ///   - encoder: The walk to use.
  ///   - moment: When it looks (see ``observeOwnership(encoder:moment:)``); by default the
  ///     step's number.
  /// - Returns: The findings, none when inference is off or nothing was judged.
  package func settleInferredOwnership(encoder: StateEncoder, moment: Int? = nil) async
    -> [Finding]
  {
    guard let ownership else { return [] }
    let (judged, owners) = ownership.takeJudged(in: self, encoder: encoder, moment: moment)
    guard !judged.isEmpty else { return [] }
    tracker.expectReleased(judged)
    let report = await tracker.settle(judgingAtOnce: judgesAtOnceNow())
    return report.findings.compactMap { finding in
      guard finding.objects.count == 1, let screens = owners[finding.objects[0].number]
      else { return finding }
      guard finding.kind != .leak || finding.retainPath != nil || finding.retainCycle != nil
      else { return nil }
      var finding = finding
      let names = screens.map { "'\($0)'" }.joined(separator: ", ")
      finding.message =
        "\(finding.objects[0].typeName) belonged to \(names), which left the window (made no "
        + "earlier than \(screens.count == 1 ? "that screen" : "those screens") and linked to "
        + "\(screens.count == 1 ? "it" : "them"); found without registration)"
      return finding
    }
  }

  /// Looks at the window between two user actions of one step, without settling: what is
  /// shown, and what belongs to it, so that a coordinator made and left within the step is
  /// still found; what this expects released is settled with the step
  /// (``settleInferredOwnership(encoder:moment:)``).
  ///
  /// - Parameters:
  ///   - encoder: The walk to use.
  ///   - moment: A count that grows with each look, used for "first seen".
  package func observeOwnership(encoder: StateEncoder, moment: Int) {
    ownership?.observe(in: self, encoder: encoder, moment: moment)
  }

  /// What the walks that find unregistered objects met and could not describe, each once,
  /// in the order met: what was read conservatively, and what not at all (what only it holds
  /// went unjudged).
  package var unreadParts: [UnreadPart] {
    ownership?.unread.map(\.part) ?? []
  }

  /// Every registered object that is alive, in registration order.
  var registeredObjects: [AnyObject] {
    entries.keysInOrder.compactMap { entries.object(ofKey: $0) }
  }
}
