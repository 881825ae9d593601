/// W15 to W18: shapes of public apps' coordinator code that the kits and the earlier
/// `coordinator …` lines could not describe, each a correct form and its faulty twin.
extension BuiltInCatalog {
  static let w15DelegateWhenUnset = WiringPair(
    name: "W15-delegate-when-unset",
    summary: "hand-written, one delegate that tells its children: a back tap ends Search",
    faultySummary: "hand-written, each taking the delegate only when it is unset: Search never "
      + "hears its back tap",
    sources: [
      "https://github.com/DeluxeAlonso/UpcomingMovies/blob/master/UpcomingMovies/Scenes/Movies/MovieReviews/MovieReviewsCoordinator.swift"
    ],
    story: """
      W15: each coordinator sets itself as the navigation controller's delegate only when no
      delegate is set yet, and checks its own screens in didShow. The first one on the stack
      takes the slot; a second one, started on top of it, finds the slot taken and never
      hears that the user took its screens away.
      """,
    fix: "one delegate (the root) hears every transition and tells the children on its stack.",
    correct: """
      scenario "W15 the delegate taken only when unset"
      system hand-written

      flow Main root
        screen Home
      flow Search in Main
        screen SearchField model SearchModel
        coordinator ends on did-show

      action "open search" {
        start Search
      }
      setup {
        start Main
      }
      start Search
      user taps back
      expect released Search SearchField SearchModel

      """,
    faults: [
      ("  screen Home\n", "  screen Home\n  coordinator takes navigation delegate when unset\n"),
      (
        "  coordinator ends on did-show\n",
        "  coordinator takes navigation delegate when unset\n  coordinator ends on did-show\n"
      ),
      ("expect released Search SearchField SearchModel", "expect leak Search"),
    ])

  static let w16RegistryOfPresentedFlows = WiringPair(
    name: "W16-presented-registry",
    summary: "hand-written, one registry of flows: dismissing Compose drops Attach above it too",
    faultySummary: "hand-written, one registry of flows: dismissing Compose leaves Attach, "
      + "presented above it, in the registry",
    sources: [
      "https://github.com/QuickBirdEng/XCoordinator/issues/160",
      "https://github.com/OptimizeFitness/Minerva/pull/71",
    ],
    story: """
      W16: the app keeps every flow it started in one registry. Compose presents Attach, then
      Compose's own code dismisses Compose: UIKit takes away Attach above it at once, but the
      registry drops only the flow that finished, and keeps Attach with its navigation
      controller, screen and view model. (A sheet swiped down ends its own flow: that path is
      fine in both forms.)
      """,
    fix: "the registry drops the finished flow and every flow it started.",
    correct: """
      scenario "W16 a registry of presented flows"
      system hand-written

      flow Main root
        screen Home
        coordinator keeps children in registry
        coordinator removes child and descendants
      flow Compose in Main sheet
        screen Draft model DraftModel
        coordinator keeps children in registry
        coordinator ends on sheet-swipe-down
      flow Attach in Compose sheet
        screen Picker model PickerModel
        coordinator ends on sheet-swipe-down

      action "compose" {
        start Compose
      }
      action "attach" {
        start Attach
      }
      action "close compose" {
        dismiss Compose
      }
      setup {
        start Main
      }
      start Compose
      start Attach
      dismiss Compose
      expect released Compose Draft DraftModel Attach Picker PickerModel

      """,
    faults: [
      ("  coordinator removes child and descendants\n", ""),
      (
        "expect released Compose Draft DraftModel Attach Picker PickerModel",
        "expect leak Attach Picker PickerModel"
      ),
    ])

  static let w17ChildrenKeyedByType = WiringPair(
    name: "W17-children-keyed-by-type",
    summary: "hand-written, children keyed by an identifier each: two Details live side by side",
    faultySummary: "hand-written, children keyed by their type: a second Detail replaces the "
      + "first, which goes while its screen shows",
    sources: ["https://github.com/radianttap/Coordinator"],
    story: """
      W17: the parent keeps its children in a dictionary keyed by each child's identifier,
      which is by default its type's name. A Detail screen's "related item" asks the parent for
      another Detail while the first is on the stack: the second takes the first one's key,
      and the first coordinator goes while its screen is still shown.
      """,
    fix: "each child has an identifier of its own.",
    correct: """
      scenario "W17 children keyed by type"
      system hand-written

      flow Main root
        screen Home
        coordinator keeps children in dictionary
      flow Detail in Main
        screen Item model ItemModel
        coordinator ends on did-show

      action "open detail" {
        start Detail
      }
      action "open related" {
        start another Detail
      }
      setup {
        start Main
      }
      start Detail
      start another Detail
      expect alive Detail Item ItemModel
      user taps back
      user taps back
      expect released Detail Item ItemModel

      """,
    faults: [
      ("keeps children in dictionary\n", "keeps children in dictionary by type\n"),
      (
        "expect alive Detail Item ItemModel\nuser taps back\nuser taps back\n"
          + "expect released Detail Item ItemModel", "expect premature release Detail"
      ),
    ])

  static let w18ObserverNeverRemoved = WiringPair(
    name: "W18-observer-never-removed",
    summary: "hand-written, an app-wide observer removed when the flow finishes: Search goes",
    faultySummary: "hand-written, an app-wide observer added on every start and never "
      + "removed: each Search stays",
    sources: [
      "https://github.com/kickstarter/ios-oss/pull/314",
      "https://github.com/Esri/maps-app-ios/pull/45",
    ],
    story: """
      W18: a coordinator observes an app-wide notification when it starts, with a block that
      uses self. The notification center keeps the block until the observer is removed: one
      that is never removed keeps its coordinator, and every start adds one more.
      """,
    fix: "the coordinator removes its observer when it finishes.",
    correct: """
      scenario "W18 an observer added on every start"
      system hand-written

      flow Main root
        screen Home
      flow Search in Main
        screen SearchField model SearchModel
        coordinator ends on did-show
        coordinator observes the app capturing self strongly until it finishes

      action "open search" {
        start Search
      }
      setup {
        start Main
      }
      start Search
      user taps back
      expect released Search SearchField SearchModel
      start Search
      user taps back
      expect released Search SearchField SearchModel

      """,
    faults: [
      ("capturing self strongly until it finishes\n", "capturing self strongly\n"),
      (
        "expect released Search SearchField SearchModel\nstart Search\nuser taps back\n"
          + "expect released Search SearchField SearchModel", "expect leak Search"
      ),
    ])
}
