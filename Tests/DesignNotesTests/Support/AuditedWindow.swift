import HeadlessUIKit

import class CoordinatorTree.FlowAudit
import class LeakAudit.LeakTracker
import struct LeakAudit.Report

/// The windows the tests made, kept for the whole run, as an app's scene keeps its window: a
/// view controller holds its window weakly, as in UIKit.
@MainActor private var keptWindows: [UIWindow] = []

/// A window, kept for the whole run, and an audit of it.
///
/// The audit is imported alone (`import class CoordinatorTree.FlowAudit`): the notes' apps
/// have their own `Scene` and `SceneCoordinator`, which the kits' would otherwise make
/// ambiguous.
@MainActor
func auditedWindow() -> (UIWindow, FlowAudit) {
  let window = UIWindow()
  keptWindows.append(window)
  let audit = FlowAudit(
    window: window,
    configuration: LeakTracker.Configuration(
      softDeadline: .milliseconds(20), hardDeadline: .milliseconds(50)))
  return (window, audit)
}

/// The labels of the objects a report's findings name, in report order.
func survivors(_ report: Report) -> [String] {
  report.findings.flatMap(\.objects).compactMap(\.label)
}
