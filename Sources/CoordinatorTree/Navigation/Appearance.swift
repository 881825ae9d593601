/// Where a view is in its appearance cycle.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing
}

/// Why a view controller appears or disappears, for the flags that are true only inside its
/// callbacks.
enum AppearanceCause {
  case plain, moving, presentation
}

extension ViewController {
  /// Starts this view controller's appearance, and its visible children's.
  ///
  /// Loads the view, then calls `viewWillAppear`, then runs the layout pass
  /// (`viewWillLayoutSubviews`, `layoutSubviews` where asked, the cells tables and collections
  /// ask for: see ``LaysOutBeforeAppearance``, `viewDidLayoutSubviews`). Nothing happens
  /// outside a window, under a container that is off screen, or if it is already appearing.
  func willAppear(animated: Bool, cause: AppearanceCause = .plain) {
    guard canAppear, appearance == .disappeared || appearance == .disappearing else { return }
    loadViewIfNeeded()
    appearance = .appearing
    withFlags(cause, appearing: true) {
      log("viewWillAppear")
      viewWillAppear(animated)
    }
    for child in visibleChildren { child.willAppear(animated: animated) }
    // UIKit lays the view out before it shows: the app's layout callbacks run once around the
    // pass in which tables and collections ask for their cells.
    viewWillLayoutSubviews()
    viewIfLoaded?.layoutIfNeeded()
    layOutViewBeforeAppearance()
    viewDidLayoutSubviews()
  }

  /// Ends an appearance begun by ``willAppear(animated:cause:)``: `viewDidAppear`.
  func didAppear(animated: Bool, cause: AppearanceCause = .plain) {
    guard appearance == .appearing else { return }
    appearance = .appeared
    withFlags(cause, appearing: true) {
      log("viewDidAppear")
      viewDidAppear(animated)
    }
    for child in visibleChildren { child.didAppear(animated: animated) }
  }

  /// Starts this view controller's disappearance, and its visible children's.
  func willDisappear(animated: Bool, cause: AppearanceCause = .plain) {
    guard appearance == .appeared || appearance == .appearing else { return }
    appearance = .disappearing
    withFlags(cause, appearing: false) {
      log("viewWillDisappear")
      viewWillDisappear(animated)
    }
    for child in visibleChildren { child.willDisappear(animated: animated) }
  }

  /// Ends a disappearance begun by ``willDisappear(animated:cause:)``.
  func didDisappear(animated: Bool, cause: AppearanceCause = .plain) {
    guard appearance == .disappearing else { return }
    appearance = .disappeared
    withFlags(cause, appearing: false) {
      log("viewDidDisappear")
      viewDidDisappear(animated)
    }
    for child in visibleChildren { child.didDisappear(animated: animated) }
  }

  /// Runs a callback with the flag of its cause set, so that it is true only inside it.
  private func withFlags(_ cause: AppearanceCause, appearing: Bool, _ body: () -> Void) {
    switch (cause, appearing) {
    case (.plain, _): body()
    case (.moving, true):
      isMovingToParent = true
      body()
      isMovingToParent = false
    case (.moving, false):
      isMovingFromParent = true
      body()
      isMovingFromParent = false
    case (.presentation, true):
      isBeingPresented = true
      body()
      isBeingPresented = false
    case (.presentation, false):
      isBeingDismissed = true
      body()
      isBeingDismissed = false
    }
  }

  /// Logs, then calls ``willMove(toParent:)``.
  func notifyWillMove(toParent parent: ViewController?) {
    let logger = parent ?? self.parent ?? self
    logger.hostWindow?.log.append(Event("willMove", [logName, parent?.logName ?? "nil"]))
    willMove(toParent: parent)
  }

  /// Logs, then calls ``didMove(toParent:)``; `formerParent` finds the log after a removal.
  func notifyDidMove(toParent parent: ViewController?, formerParent: ViewController? = nil) {
    let logger = parent ?? formerParent ?? self
    logger.hostWindow?.log.append(Event("didMove", [logName, parent?.logName ?? "nil"]))
    didMove(toParent: parent)
  }
}
