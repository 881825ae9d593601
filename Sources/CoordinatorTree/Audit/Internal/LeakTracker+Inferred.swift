internal import LeakAudit

extension LeakTracker {
  /// Tracks an object that ownership inference found: reports name it by its type, and say
  /// when it was first seen (no line of the app's made it known).
  func trackFoundObject(_ object: AnyObject) -> Probe {
    let probe = track(object, role: .object, label: nil, fileID: #fileID, line: #line)
    describeOrigin(
      of: probe, as: "first seen in \(currentStep.map(String.init(describing:)) ?? "the start")")
    return probe
  }
}
