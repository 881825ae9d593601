extension ViewController {
  /// Presents a view controller over this one's hierarchy.
  ///
  /// The presenter is the top-most container of this view controller (its presentation
  /// context), as UIKit picks by default: it owns the presented view controller strongly, and
  /// ``presentedViewController`` answers from anywhere inside it. A sheet leaves the presenter
  /// on screen; a full-screen presentation makes it disappear.
  ///
  /// ```text
  /// presented(Sheet, Nav) · viewDidLoad(Sheet) · viewWillAppear(Sheet) · viewDidAppear(Sheet)
  /// ```
  ///
  /// Presenting from a hierarchy that already presents something (UIKit logs and ignores it),
  /// or a view controller that is already in a hierarchy, is a misuse: nothing changes, the
  /// completion does not run, and the misuse is recorded at the caller's line.
  /// ``StrictNavigation/present(_:animated:completion:)`` throws instead.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: A view controller in no hierarchy.
  ///   - flag: Whether the presentation is animated.
  ///   - completion: Called when the presented view controller has appeared.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    recordingMisuse(
      of: "present(_:animated:completion:)", involving: [viewControllerToPresent],
      fileID: fileID, line: line
    ) { () throws(NavigationError) in
      try presentChecked(viewControllerToPresent, animated: flag, completion: completion)
    }
  }

  /// Presents, or throws what makes the presentation a misuse; the work of both forms of
  /// `present`.
  func presentChecked(
    _ viewController: ViewController, animated: Bool, completion: (() -> Void)?
  ) throws(NavigationError) {
    let presenter = containmentRoot
    if let current = presenter.presented {
      throw NavigationError(
        .alreadyPresenting,
        "Cannot present '\(viewController.logName)' from '\(presenter.logName)': it already "
          + "presents '\(current.logName)'. Present from '\(current.logName)', or dismiss it "
          + "first.")
    }
    try viewController.requireDetached(
      toJoin: "present '\(viewController.logName)' from '\(presenter.logName)'")
    presenter.presented = viewController
    // A presentation controller made before (to set its delegate) is the one that presents.
    let presentation =
      viewController.presentation ?? PresentationController(presented: viewController)
    presentation.presentingViewController = presenter
    viewController.presentation = presentation
    presenter.hostWindow?.log.append(
      Event("presented", [viewController.logName, presenter.logName]))
    let covers = viewController.modalPresentationStyle == .fullScreen
    if covers { presenter.willDisappear(animated: animated) }
    viewController.willAppear(animated: animated, cause: .presentation)
    if covers { presenter.didDisappear(animated: animated) }
    viewController.didAppear(animated: animated, cause: .presentation)
    completion?()
  }

  /// Dismisses, as UIKit's `dismiss(animated:completion:)`.
  ///
  /// Dismisses the presented view controller of this hierarchy and every one presented above
  /// it, at once; or, if this hierarchy presents nothing but was presented, this hierarchy
  /// itself (the call is forwarded to its presenter). The presentation delegate is not
  /// called: only a user's swipe calls it.
  ///
  /// A hierarchy that neither presents nor was presented has nothing to dismiss: nothing
  /// changes, the completion does not run, and the misuse is recorded at the caller's line.
  /// ``StrictNavigation/dismiss(animated:completion:)`` throws instead.
  ///
  /// - Parameters:
  ///   - flag: Whether the dismissal is animated.
  ///   - completion: Called when the dismissed view controllers have disappeared.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func dismiss(
    animated flag: Bool, completion: (() -> Void)? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    recordingMisuse(
      of: "dismiss(animated:completion:)", involving: [], fileID: fileID, line: line
    ) { () throws(NavigationError) in try dismissChecked(animated: flag, completion: completion) }
  }

  /// Dismisses, or throws when there is nothing to dismiss; the work of both forms of
  /// `dismiss`.
  func dismissChecked(animated: Bool, completion: (() -> Void)?) throws(NavigationError) {
    let root = containmentRoot
    if root.presented != nil {
      root.dismissPresentedChain(animated: animated)
    } else if let presenter = root.activePresentation?.presentingViewController {
      presenter.dismissPresentedChain(animated: animated)
    } else {
      throw NavigationError(
        .nothingToDismiss,
        "Cannot dismiss from '\(logName)': it presents nothing and was not presented. "
          + "Call dismiss on the presenting or the presented view controller.")
    }
    completion?()
  }

  /// The user swipes this sheet down (any view controller inside the sheet may be asked).
  ///
  /// As in UIKit, with the presentation's delegate: `presentationControllerShouldDismiss`,
  /// then `presentationControllerWillDismiss`, the dismissal, and
  /// `presentationControllerDidDismiss`. When `isModalInPresentation` is set on the sheet or
  /// its top content, or the delegate says no, the sheet stays and the delegate hears
  /// `presentationControllerDidAttemptToDismiss`.
  ///
  /// - Returns: Whether the sheet went.
  /// - Throws: ``NavigationError/Code/nothingToDismiss`` (not presented),
  ///   ``NavigationError/Code/notASheet`` (full screen) or
  ///   ``NavigationError/Code/sheetIsCovered`` (something is presented over it).
  @discardableResult
  public func userSwipesDownSheet() throws(NavigationError) -> Bool {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    let sheet = containmentRoot
    guard let presentation = sheet.activePresentation else {
      throw NavigationError(
        .nothingToDismiss,
        "The user cannot swipe down '\(sheet.logName)': it is not presented.")
    }
    guard sheet.modalPresentationStyle.isSheet else {
      throw NavigationError(
        .notASheet,
        "The user cannot swipe down '\(sheet.logName)': it is presented full screen, not as a "
          + "sheet. Dismiss it with dismiss(animated:completion:).")
    }
    if let covering = sheet.presented {
      throw NavigationError(
        .sheetIsCovered,
        "The user cannot swipe down '\(sheet.logName)': '\(covering.logName)' is presented over "
          + "it. Swipe down the top one.")
    }
    let presenter: ViewController = presentation.presentingViewController
    let log = sheet.hostWindow?.log
    log?.append(Event("userSwipesDownSheet", [sheet.logName]))
    // A sheet that is modal in presentation is not asked about: UIKit goes straight to the
    // attempt.
    let blocked = sheet.isModalInPresentation || sheet.contentViewController.isModalInPresentation
    if !blocked { log?.append(Event("presentationControllerShouldDismiss", [sheet.logName])) }
    let allowed =
      !blocked && (presentation.delegate?.presentationControllerShouldDismiss(presentation) ?? true)
    guard allowed else {
      log?.append(Event("presentationControllerDidAttemptToDismiss", [sheet.logName]))
      presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return false
    }
    log?.append(Event("presentationControllerWillDismiss", [sheet.logName]))
    presentation.delegate?.presentationControllerWillDismiss(presentation)
    presenter.dismissPresentedChain(animated: true)
    log?.append(Event("presentationControllerDidDismiss", [sheet.logName]))
    presentation.delegate?.presentationControllerDidDismiss(presentation)
    // The sheet lives until its delegate has heard of the dismissal, as in UIKit.
    withExtendedLifetime(sheet) {}
    return true
  }

  /// Dismisses what this containment root presents and everything above it, at once: the
  /// presented ones disappear top first, the presenter reappears if it was covered, then each
  /// presentation is released and its dismissal observers run, top first.
  func dismissPresentedChain(animated: Bool) {
    guard let first = presented else { return }
    MainLoop.endTransitions(leaving: first)
    var chain = [first]
    while let next = chain[chain.count - 1].presented { chain.append(next) }
    hostWindow?.log.append(Event("dismissed", chain.reversed().map(\.logName)))
    let uncovers = first.modalPresentationStyle == .fullScreen
    for viewController in chain.reversed() {
      viewController.willDisappear(animated: animated, cause: .presentation)
    }
    if uncovers { willAppear(animated: animated) }
    for viewController in chain.reversed() {
      viewController.didDisappear(animated: animated, cause: .presentation)
    }
    if uncovers { didAppear(animated: animated) }
    var ended: [PresentationController] = []
    for viewController in chain.reversed() {
      guard let presentation = viewController.activePresentation else { continue }
      viewController.noteLeavingHierarchy()
      presentation.presentingViewController.presented = nil
      viewController.presentation = nil
      WindowCache.hierarchyDidShrink()
      ended.append(presentation)
    }
    for presentation in ended { presentation.dismissalDidEnd() }
  }
}
