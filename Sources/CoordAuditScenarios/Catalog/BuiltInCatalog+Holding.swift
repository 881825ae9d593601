// The built-in catalog's hand-written coordinators, part two: what a coordinator stores, how
// it hears back from its children, and what it does with the navigation controller's one
// delegate slot. Each pair comes from a bug reported in public; its header cites it.

extension BuiltInCatalog {
  static let w7ScreenTakesDelegate = WiringPair(
    name: "W7-screen-takes-delegate",
    summary: "hand-written: Main stays the navigation delegate, Search ends after a back tap",
    faultySummary: "a screen makes itself the navigation delegate: Main stops hearing, "
      + "Search leaks",
    sources: [
      "https://github.com/imaccallum/CoordinatorKit/issues/3",
      "https://github.com/QuickBirdEng/XCoordinator/issues/255",
    ],
    story: """
      W7: the root coordinator is its navigation controller's delegate and ends children
      there. A screen sets `navigationController?.delegate = self` when it loads; the slot has
      room for one, so the coordinator hears nothing from then on.
      """,
    fix: "screens leave the slot to the coordinator.",
    correct: """
      scenario "W7 a screen takes the navigation delegate"
      system hand-written

      flow Main root
        screen Home
        screen Settings
      flow Search in Main
        screen SearchField model SearchModel
        coordinator ends on did-show

      action "open settings" {
        push Settings
      }
      action "open search" {
        start Search
      }
      setup {
        start Main
      }
      push Settings
      start Search
      user taps back
      expect released Search SearchField SearchModel

      """,
    faults: [
      ("  screen Settings\n", "  screen Settings takes navigation delegate\n"),
      ("expect released Search SearchField SearchModel", "expect leak Search"),
    ])

  static let w8DelegateHandBack = WiringPair(
    name: "W8-delegate-hand-back",
    summary: "hand-written child restoring the previous navigation delegate: Main hears again",
    faultySummary: "hand-written child setting the navigation delegate to nil when it stops: "
      + "the next child leaks",
    sources: [
      "https://github.com/radianttap/Coordinator/issues/12",
      "https://github.com/AckeeCZ/ACKategories/pull/100",
    ],
    story: """
      W8: a child coordinator takes its parent's navigation delegate while it runs and puts
      something back when it stops. Setting nil there leaves the parent deaf: the next child
      it starts is never ended by a back tap.
      """,
    fix: "the child saves the delegate it replaced and restores exactly that one.",
    correct: """
      scenario "W8 handing the navigation delegate back"
      system hand-written

      flow Main root
        screen Home
      flow Search in Main
        screen SearchField model SearchModel
        coordinator ends on did-show
        coordinator takes navigation delegate restoring previous
      flow Detail in Main
        screen DetailPage model DetailModel
        coordinator ends on did-show

      action "open search" {
        start Search
      }
      action "open detail" {
        start Detail
      }
      setup {
        start Main
      }
      start Search
      user taps back
      expect released Search SearchField SearchModel
      start Detail
      user taps back
      expect released Detail DetailPage DetailModel

      """,
    faults: [
      ("restoring previous", "restoring nil"),
      ("expect released Detail DetailPage DetailModel", "expect leak Detail"),
    ])

  static let w9CompletionMap = WiringPair(
    name: "W9-completion-map",
    summary: "hand-written router map keyed by screen, run at didShow: nothing stays",
    faultySummary: "router map keyed by screen, run only by the child's own finish: a back tap "
      + "leaks Item and its screen",
    sources: [
      "https://github.com/AndreyPanov/ApplicationCoordinator/issues/22",
      "https://github.com/daveneff/Coordinator/pull/1",
    ],
    story: """
      W9: a router keeps a completion per pushed view controller, the view controller as the
      key and a closure that removes the child as the value. When nothing runs it on a back
      tap, the map keeps both the child and the screen it was keyed by.
      """,
    fix: "the child ends on didShow, and its parent runs the completion then.",
    correct: """
      scenario "W9 a completion map keyed by screen"
      system hand-written

      flow Main root
        screen Home
        coordinator keeps children in completions
      flow Item in Main
        screen ItemDetail model ItemModel
        coordinator ends on did-show

      action "open item" {
        start Item
      }
      action "close item" {
        finish Item
      }
      setup {
        start Main
      }
      start Item
      user taps back
      expect released Item ItemDetail ItemModel

      """,
    faults: [
      ("  coordinator ends on did-show\n", ""),
      ("expect released Item ItemDetail ItemModel", "expect leak Item ItemDetail ItemModel"),
    ])

  static let w10FinishClosure = WiringPair(
    name: "W10-finish-closure",
    summary: "hand-written finish closure capturing the child weakly: Login goes when removed",
    faultySummary: "finish closure stored on the child and capturing it: Login keeps itself",
    sources: ["https://github.com/AndreyPanov/ApplicationCoordinator/pull/6"],
    story: """
      W10: the parent sets `child.finishFlow = { self.removeDependency(child) }`. The closure
      is stored on the child and captures it, so the child outlives its removal.
      """,
    fix: "the closure captures the child weakly.",
    correct: """
      scenario "W10 a finish closure capturing its child"
      system hand-written

      flow Main root
        screen Home
      flow Login in Main
        screen LoginForm model LoginModel
        coordinator ends on did-show
        coordinator reports finish by closure capturing child weakly

      action "log in" {
        start Login
      }
      setup {
        start Main
      }
      start Login
      user taps back
      expect released Login LoginForm LoginModel

      """,
    faults: [
      ("capturing child weakly", "capturing child strongly"),
      ("expect released Login LoginForm LoginModel", "expect leak Login"),
    ])

  static let w11ResultStream = WiringPair(
    name: "W11-result-stream",
    summary: "hand-written result stream that completes: the dispose bag lets Picker go",
    faultySummary: "result stream that emits but never completes: the parent's dispose bag "
      + "keeps Picker",
    sources: [
      "https://github.com/mgacy/MVVMC-SplitViewController/issues/1",
      "https://github.com/uptechteam/Coordinator-MVVM-Rx-Example/issues/7",
    ],
    story: """
      W11: the parent subscribes to the child's result stream and keeps the subscription in its
      dispose bag; the subscription's handler captures the child. A stream that never
      completes keeps the handler, and so the child, for as long as the parent lives.
      """,
    fix: "the stream completes after its one result (take(1)).",
    correct: """
      scenario "W11 a result stream that never completes"
      system hand-written

      flow Main root
        screen Home
      flow Picker in Main sheet
        screen PickerList model PickerModel
        coordinator ends on sheet-swipe-down
        coordinator reports finish by stream

      action "pick" {
        present Picker
      }
      action "picked" {
        finish Picker
      }
      setup {
        start Main
      }
      present Picker
      user swipes down
      expect released Picker PickerList PickerModel

      """,
    faults: [
      ("reports finish by stream\n", "reports finish by stream without completion\n"),
      (
        "expect released Picker PickerList PickerModel",
        "expect leak Picker PickerList PickerModel"
      ),
    ])

  static let w12RemovesItself = WiringPair(
    name: "W12-removes-itself",
    summary: "hand-written parent removing the child that finished: ClearCache goes",
    faultySummary: "parent calling removeCoordinator(self) when its child finishes: "
      + "ClearCache leaks",
    sources: [
      "https://github.com/AlphaWallet/alpha-wallet-ios/issues/4837",
      "https://github.com/AlphaWallet/alpha-wallet-ios/pull/4838",
    ],
    story: """
      W12: when a child reports that it is done, its parent removes a coordinator from its
      children, but passes itself rather than the child: nothing is removed.
      """,
    fix: "remove the coordinator passed in.",
    correct: """
      scenario "W12 a parent that removes itself"
      system hand-written

      flow Main root
        screen Home
      flow Browser in Main
        screen BrowserPage
        coordinator ends on did-show
        coordinator removes child
      flow ClearCache in Browser sheet
        screen ClearCacheConfirm
        coordinator ends on sheet-swipe-down

      action "open browser" {
        start Browser
      }
      action "clear cache" {
        present ClearCache
      }
      action "done clearing" {
        finish ClearCache
      }
      setup {
        start Main
      }
      start Browser
      present ClearCache
      finish ClearCache
      expect released ClearCache ClearCacheConfirm

      """,
    faults: [
      ("coordinator removes child", "coordinator removes itself"),
      ("expect released ClearCache ClearCacheConfirm", "expect leak ClearCache ClearCacheConfirm"),
    ])

  static let w13SinkCapturesSelf = WiringPair(
    name: "W13-sink-captures-self",
    summary: "hand-written sink capturing self weakly: Running goes when removed",
    faultySummary: "sink stored in the coordinator's cancellables and capturing it: Running "
      + "keeps itself",
    sources: ["https://github.com/boostcamp-2020/Project18-B-iOS-BoostRunClub/pull/80"],
    story: """
      W13: the coordinator subscribes to its view model's output and stores the subscription
      in its own cancellables; the sink captures self. Removed by its parent, it still holds
      itself.
      """,
    fix: "the sink captures self weakly.",
    correct: """
      scenario "W13 a sink capturing its coordinator"
      system hand-written

      flow Main root
        screen Home
      flow Running in Main
        screen RunningPage model RunningModel
        coordinator ends on did-show
        coordinator subscribes to RunningModel capturing self weakly

      action "run" {
        start Running
      }
      setup {
        start Main
      }
      start Running
      user taps back
      expect released Running RunningPage RunningModel

      """,
    faults: [
      ("capturing self weakly", "capturing self strongly"),
      ("expect released Running RunningPage RunningModel", "expect leak Running"),
    ])
}
