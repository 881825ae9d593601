/// The scenarios `coordaudit` runs with no arguments: every entry of the design notes' catalog
/// (C1 to C11), the router system's open-banking flow, and hand-written coordinators wired as
/// bugs reported in public coordinator libraries and apps (W1 to W18), each in a correct form
/// that must come out clean and a faulty form that must be caught.
///
/// The scenario files themselves are in `BuiltInCatalog+Scenarios.swift` (the design notes'),
/// `BuiltInCatalog+Listening.swift`, `BuiltInCatalog+Holding.swift` and
/// `BuiltInCatalog+PublicApps.swift` (the hand-written ones).
enum BuiltInCatalog {
  static let entries: [CatalogEntry] = designNotes + wiringPairs.flatMap(\.entries)

  /// The hand-written coordinators, in order.
  static let wiringPairs: [WiringPair] = [
    w1BackWithoutListener, w2DidShowFrom, w3SweepIdentity, w4WillDisappear, w5SheetSwipeDown,
    w6ContainerDismissed, w7ScreenTakesDelegate, w8DelegateHandBack, w9CompletionMap,
    w10FinishClosure, w11ResultStream, w12RemovesItself, w13SinkCapturesSelf, w14WillShow,
    w15DelegateWhenUnset, w16RegistryOfPresentedFlows, w17ChildrenKeyedByType,
    w18ObserverNeverRemoved,
  ]

  /// The design notes' catalog and the router flow.
  static let designNotes: [CatalogEntry] = [
    CatalogEntry(
      name: "C1-back-tap",
      summary: "child-array: a back tap and a swipe finish Search; everything of it goes",
      source: c1BackTap),
    CatalogEntry(
      name: "C1-back-tap-faulty",
      summary: "child-array without removal on back: Search outlives its screens",
      source: c1BackTapFaulty),
    CatalogEntry(
      name: "C2-cancelled-swipe",
      summary: "child-array: a cancelled swipe finishes and releases nothing",
      source: c2CancelledSwipe),
    CatalogEntry(
      name: "C2-cancelled-swipe-faulty",
      summary: "child-array finishing at willShow: a cancelled swipe lets Search go too early",
      source: c2CancelledSwipeFaulty),
    CatalogEntry(
      name: "C3-multi-pop",
      summary: "child-array: popToRoot and a back-menu jump finish three nested flows",
      source: c3MultiPop),
    CatalogEntry(
      name: "C3-multi-pop-faulty",
      summary: "child-array finishing only the last child: A and B leak",
      source: c3MultiPopFaulty),
    CatalogEntry(
      name: "C4-sheet-swipe",
      summary: "child-array: a sheet swiped down takes its flow and stack with it",
      source: c4SheetSwipe),
    CatalogEntry(
      name: "C4-sheet-swipe-faulty",
      summary: "child-array deaf to sheet swipes: the presented flow and its stack leak",
      source: c4SheetSwipeFaulty),
    CatalogEntry(
      name: "C5-logout-login",
      summary: "child-array: ten logout/login loops keep counts and heap flat",
      source: c5LogoutLogin),
    CatalogEntry(
      name: "C5-logout-login-faulty",
      summary: "an app keeping old sessions: counts and heap grow on every loop",
      source: c5LogoutLoginFaulty),
    CatalogEntry(
      name: "C6-coordinator-screen-cycle",
      summary: "child-array sheet: coordinator, screen and view model go together",
      source: c6CoordinatorScreenCycle),
    CatalogEntry(
      name: "C6-coordinator-screen-cycle-faulty",
      summary: "a view model holding its coordinator strongly: the whole cycle leaks",
      source: c6CoordinatorScreenCycleFaulty),
    CatalogEntry(
      name: "C7-premature-release",
      summary: "child-array: a started child is kept while its screen shows",
      source: c7PrematureRelease),
    CatalogEntry(
      name: "C7-premature-release-faulty",
      summary: "a child held only weakly goes while its screen shows",
      source: c7PrematureReleaseFaulty),
    CatalogEntry(
      name: "C8-shared-view-model",
      summary: "self-releasing: two screens, one view model, popTo; released in order",
      source: c8SharedViewModel),
    CatalogEntry(
      name: "C8-shared-view-model-faulty",
      summary: "self-releasing coordinator holding its view model strongly: both leak",
      source: c8SharedViewModelFaulty),
    CatalogEntry(
      name: "C9-stale-current-screen",
      summary: "scene coordinator: the current screen stays the top-most content",
      source: c9StaleCurrentScreen),
    CatalogEntry(
      name: "C9-stale-current-screen-faulty",
      summary: "scene coordinator without the delegate fix: stale pointer keeps Detail",
      source: c9StaleCurrentScreenFaulty),
    CatalogEntry(
      name: "C9-stale-current-screen-will-show-faulty",
      summary: "scene coordinator updating at willShow: stale after a cancelled swipe",
      source: c9StaleCurrentScreenWillShowFaulty),
    CatalogEntry(
      name: "C10-finish-twice",
      summary: "child-array: finished by the user and by its code, the parent hears once",
      source: c10FinishTwice),
    CatalogEntry(
      name: "C10-finish-twice-faulty",
      summary: "child-array finish without a guard: the flow finishes twice",
      source: c10FinishTwiceFaulty),
    CatalogEntry(
      name: "C11-root-container",
      summary: "scene coordinator: the root's content is current; the push works",
      source: c11RootContainer),
    CatalogEntry(
      name: "C11-root-container-faulty",
      summary: "scene coordinator with the container as current: the push fails",
      source: c11RootContainerFaulty),
    CatalogEntry(
      name: "router-open-banking",
      summary: "router: intro, terms, account, agreement sheet; every exit releases",
      source: routerOpenBanking),
    CatalogEntry(
      name: "router-open-banking-faulty",
      summary: "router holding its screen strongly: screen, view model and router leak",
      source: routerOpenBankingFaulty),
  ]
}
