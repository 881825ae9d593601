/// Whether an audit moves to the windows the app makes (see ``FlowAudit/followAppWindows()``).
enum AppWindowFollowing: Equatable {
  /// It watches the window it was made with.
  case off
  /// The app starts and has made no window yet: the audit moves to the first window made.
  case launching
  /// The app starts and has made a window: the audit moves to each window made key.
  case launchingInAppWindow
  /// The app has started: the audit stays on its window, and says so when the app makes
  /// another window key.
  case launched
}

/// The window the app makes, for an explorer that starts the app through its own delegates:
/// on iOS the app's scene delegate (or app delegate) makes the window, not the harness.
extension FlowAudit {
  /// Moves the audit to the window the app makes while it starts: the first window made while
  /// this audit is ``current``, then each window the app makes key (`makeKeyAndVisible()`),
  /// until ``appDidLaunch(keeping:)``.
  ///
  /// A window made while the app starts is watched from the moment it is made, so that a
  /// misuse made while building it is reported. The view controllers made before it (a
  /// navigation controller made before the window, as many app delegates do) register with
  /// the audit as they are made, as always.
  ///
  /// ```swift
  /// FlowAudit.current?.followAppWindows()
  /// let delegate = SceneDelegate()
  /// delegate.scene(scene, willConnectTo: session, options: options)  // makes the window
  /// FlowAudit.current?.appDidLaunch(keeping: delegate.window)
  /// ```
  package func followAppWindows() {
    if appWindows == .off { appWindows = .launching }
  }

  /// Ends the app's start: the audit watches `window` (the one the app's delegate keeps) from
  /// now on, and a window the app makes key later is reported as a broken rule of its step,
  /// since what it shows is not watched.
  ///
  /// - Parameter window: The window the app's delegate keeps; `nil` leaves the audit where it
  ///   is.
  package func appDidLaunch(keeping window: Window?) {
    if let window { follow(window) }
    appWindows = .launched
  }

  /// Called by the model when a window is made while this audit is ``current``.
  ///
  /// - Parameter made: The new window.
  func windowWasMade(_ made: Window) {
    guard appWindows == .launching else { return }
    follow(made)
    appWindows = .launchingInAppWindow
  }

  /// Called by the model when a window becomes key while this audit is ``current``.
  ///
  /// - Parameter key: The new key window.
  func windowDidBecomeKey(_ key: Window) {
    switch appWindows {
    case .off: return
    case .launching, .launchingInAppWindow:
      follow(key)
      appWindows = .launchingInAppWindow
    case .launched:
      guard key !== window else { return }
      brokenRules.append(
        tracker.recordBrokenInvariant(
          "the app made another window key after it started; the exploration watches the "
            + "window its delegate kept at launch, so the screens of the new window read as off "
            + "screen and may be reported as leaks. Show them in the launch window (set its "
            + "rootViewController), or audit that flow with a FlowAudit of the new window",
          objects: []))
    }
  }

  /// Watches `newWindow` from now on: retain paths start from it too, its misuses and what
  /// leaves its hierarchy are heard, and what the former window showed has left the screen.
  ///
  /// - Parameter newWindow: The window the app shows now.
  private func follow(_ newWindow: Window) {
    guard newWindow !== window else { return }
    let former = window
    window = newWindow
    tracker.addRetainRoot(newWindow)
    observe(newWindow)
    // The former window's screens are no longer on screen: judge them after this step.
    former.rootViewController?.forEachInHierarchy { screen in
      if let key = entries.key(of: screen) { entries.touchedScreens.append(key) }
    }
  }
}
