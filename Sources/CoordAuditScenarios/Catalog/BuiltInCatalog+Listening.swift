// The built-in catalog's hand-written coordinators, part one: which callback tells a flow that
// its screens are gone. Each pair comes from a bug reported in public; its header cites it.

extension BuiltInCatalog {
  static let w1BackWithoutListener = WiringPair(
    name: "W1-back-without-listener",
    summary: "hand-written: the parent hears didShow and lets Search go after a back tap",
    faultySummary: "hand-written, removed only by its own finish: a back tap leaks Search",
    sources: [
      "https://github.com/deltachat/deltachat-ios/issues/295",
      "https://github.com/backchannel/BackchannelSDK-iOS/pull/10",
      "http://khanlou.com/2017/05/back-buttons-and-coordinators/",
    ],
    story: """
      W1: a child coordinator on its parent's navigation controller is removed only when its
      own code finishes it. The back button and the swipe bypass that code.
      """,
    fix: "Search ends on the navigation controller's didShow, once its first screen left.",
    correct: """
      scenario "W1 back without a listener"
      system hand-written

      flow Main root
        screen Home model HomeModel
      flow Search in Main
        screen SearchField model SearchModel
        screen Results model ResultsModel
        coordinator ends on did-show

      action "open search" {
        start Search
      }
      action "show results" {
        push Results
      }
      action "done searching" {
        finish Search
      }
      setup {
        start Main
      }
      start Search
      push Results
      user taps back
      expect released Results ResultsModel
      user swipes back
      expect released Search SearchField SearchModel

      """,
    faults: [
      ("  coordinator ends on did-show\n", ""),
      ("expect released Search SearchField SearchModel", "expect leak Search"),
    ])

  static let w2DidShowFrom = WiringPair(
    name: "W2-did-show-from",
    summary: "hand-written, checking the stack at didShow: every pop ends Search",
    faultySummary: "hand-written, reading the transition's .from at didShow: a pop that is "
      + "not animated leaks Search",
    sources: [
      "https://github.com/radianttap/Coordinator/issues/19",
      "https://github.com/radianttap/Coordinator/pull/22",
    ],
    story: """
      W2: the widely copied back-button fix reads the transition coordinator's `.from` view
      controller in didShow. A transition that is not animated has no transition coordinator,
      and a jump back over several screens names only the top one.
      """,
    fix: "Search ends when its first screen is no longer on the stack, however it went.",
    correct: """
      scenario "W2 didShow reads the transition's from"
      system hand-written

      flow Main root
        screen Home
      flow Search in Main
        screen SearchField model SearchModel
        screen Results model ResultsModel
        coordinator ends on did-show

      action "open search" {
        start Search
      }
      action "show results" {
        push Results
      }
      action "close search without animation" {
        pop not animated
      }
      setup {
        start Main
      }
      start Search
      pop not animated
      expect released Search SearchField SearchModel

      """,
    faults: [
      ("coordinator ends on did-show", "coordinator ends on did-show-from"),
      ("expect released Search SearchField SearchModel", "expect leak Search"),
    ])

  static let w3SweepIdentity = WiringPair(
    name: "W3-sweep-identity",
    summary: "hand-written sweep, About identified by its first screen: swept after a back tap",
    faultySummary: "hand-written sweep, About identified by the shared navigation controller: "
      + "never swept",
    sources: [
      "https://github.com/QuickBirdEng/XCoordinator/issues/57",
      "https://github.com/QuickBirdEng/XCoordinator/issues/139",
    ],
    story: """
      W3: the parent sweeps, after each transition, the children whose view controller left
      the hierarchy. A child that shares its parent's navigation controller and is identified
      by it is never swept: that navigation controller is always on screen.
      """,
    fix: "the child is identified by the first screen it pushed.",
    correct: """
      scenario "W3 sweep by identity"
      system hand-written

      flow Main root
        screen Home
      flow About in Main
        screen AboutPage model AboutModel
        coordinator ends on sweep
        coordinator identified by first-screen

      action "open about" {
        start About
      }
      setup {
        start Main
      }
      start About
      user taps back
      expect released About AboutPage AboutModel

      """,
    faults: [
      ("identified by first-screen", "identified by navigation"),
      ("expect released About AboutPage AboutModel", "expect leak About"),
    ])

  static let w4WillDisappear = WiringPair(
    name: "W4-will-disappear",
    summary: "hand-written, ending at viewDidDisappear: a cancelled swipe keeps About",
    faultySummary: "hand-written, ending at viewWillDisappear: a cancelled swipe lets About "
      + "go while it shows",
    sources: [
      "https://github.com/igorkulman/iOSSampleApp/pull/18",
      "https://github.com/AlphaWallet/alpha-wallet-ios/pull/5146",
    ],
    story: """
      W4: the first screen tells its coordinator it is closing from viewWillDisappear
      (isMovingFromParent). A swipe back starts exactly so, and the user may let go early.
      """,
    fix: "the screen reports from viewDidDisappear, which a cancelled swipe never reaches.",
    correct: """
      scenario "W4 ending at viewWillDisappear"
      system hand-written

      flow Main root
        screen Home
      flow About in Main
        screen AboutPage model AboutModel
        coordinator ends on view-did-disappear

      action "open about" {
        start About
      }
      setup {
        start Main
      }
      start About
      user swipes back and cancels
      expect alive About AboutPage AboutModel
      user swipes back
      expect released About AboutPage AboutModel

      """,
    faults: [
      ("ends on view-did-disappear", "ends on view-will-disappear"),
      (
        "expect alive About AboutPage AboutModel\nuser swipes back\n"
          + "expect released About AboutPage AboutModel", "expect premature release About"
      ),
    ])

  static let w5SheetSwipeDown = WiringPair(
    name: "W5-sheet-swipe-down",
    summary: "hand-written sheet with a presentation delegate: a swipe down releases Compose",
    faultySummary: "hand-written sheet ended only by its Send button: a swipe down leaks "
      + "Compose",
    sources: [
      "https://github.com/imaccallum/CoordinatorKit/issues/8",
      "https://github.com/AndreyPanov/ApplicationCoordinator/issues/30",
      "https://github.com/QuickBirdEng/XCoordinator/issues/187",
    ],
    story: """
      W5: a sheet's coordinator is removed by the closure its Send and Cancel buttons call.
      The user's swipe down dismisses the sheet without them.
      """,
    fix: "the coordinator is the sheet's presentation delegate and ends on its didDismiss.",
    correct: """
      scenario "W5 sheet swipe-down"
      system hand-written

      flow Main root
        screen Home
      flow Compose in Main sheet
        screen Editor model EditorModel
        coordinator ends on sheet-swipe-down

      action "compose" {
        present Compose
      }
      action "send" {
        finish Compose
      }
      setup {
        start Main
      }
      present Compose
      user swipes down
      expect released Compose Editor EditorModel

      """,
    faults: [
      ("  coordinator ends on sheet-swipe-down\n", ""),
      ("expect released Compose Editor EditorModel", "expect leak Compose Editor EditorModel"),
    ])

  static let w6ContainerDismissed = WiringPair(
    name: "W6-container-dismissed",
    summary: "hand-written sheet ending on its dismissal too: a swipe down releases it",
    faultySummary: "hand-written sheet ending when its first screen is dismissed: the "
      + "navigation controller is, so Onboarding leaks",
    sources: [
      "https://github.com/RxSwiftCommunity/RxFlow/pull/169",
      "https://github.com/RxSwiftCommunity/RxFlow/issues/197",
    ],
    story: """
      W6: a flow ends when its root screen disappears while being dismissed. In a sheet, the
      navigation controller around that screen is what is dismissed, so the screen's own
      isBeingDismissed stays false.
      """,
    fix: "the flow ends on the sheet's dismissal as well.",
    correct: """
      scenario "W6 the container is dismissed"
      system hand-written

      flow Main root
        screen Home
      flow Onboarding in Main sheet
        screen Welcome model WelcomeModel
        coordinator ends on view-will-disappear sheet-swipe-down

      action "onboard" {
        present Onboarding
      }
      setup {
        start Main
      }
      present Onboarding
      user swipes down
      expect released Onboarding Welcome WelcomeModel

      """,
    faults: [
      ("ends on view-will-disappear sheet-swipe-down", "ends on view-will-disappear"),
      (
        "expect released Onboarding Welcome WelcomeModel",
        "expect leak Onboarding Welcome WelcomeModel"
      ),
    ])

  static let w14WillShow = WiringPair(
    name: "W14-will-show",
    summary: "hand-written, ending at didShow: a cancelled swipe back keeps Account",
    faultySummary: "hand-written, ending at willShow: a cancelled swipe back lets Account go "
      + "while it shows",
    sources: [
      "https://github.com/radianttap/Coordinator/pull/8",
      "https://github.com/lionheart/openradar-mirror/issues/1114",
    ],
    story: """
      W14: the navigation controller's willShow comes at the start of a swipe back, before
      the user lets go or gives up. A coordinator that ends its child there ends it for a
      swipe that is then cancelled, and the child's screen stays on top without it.
      """,
    fix: "the child ends at didShow, which a cancelled swipe never reaches.",
    correct: """
      scenario "W14 ending at willShow"
      system hand-written

      flow Main root
        screen Home
      flow Account in Main
        screen AccountPage model AccountModel
        coordinator ends on did-show

      action "open account" {
        start Account
      }
      setup {
        start Main
      }
      start Account
      user swipes back and cancels
      expect alive Account AccountPage AccountModel
      user swipes back
      expect released Account AccountPage AccountModel

      """,
    faults: [
      ("ends on did-show", "ends on will-show"),
      (
        "expect alive Account AccountPage AccountModel\nuser swipes back\n"
          + "expect released Account AccountPage AccountModel", "expect premature release Account"
      ),
    ])
}
