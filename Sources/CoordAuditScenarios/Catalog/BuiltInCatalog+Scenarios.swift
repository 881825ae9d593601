// The built-in catalog's scenario files, as `coordaudit show NAME` prints them.

extension BuiltInCatalog {
  static let c1BackTap = """
    # C1: the user's back tap and swipe bypass every coordinator. The root coordinator hears them
    # from its navigation controller and finishes Search, which Main then lets go of.
    scenario "C1 back or swipe bypasses the coordinator"
    system child-array

    flow Main root
      screen Home model HomeModel
    flow Search in Main
      screen SearchField model SearchModel
      screen Results model ResultsModel

    action "open search" {
      start Search
    }
    action "show results" {
      push Results
    }
    setup {
      start Main
    }
    start Search
    push Results
    user taps back
    expect released Results ResultsModel
    expect alive Search SearchField SearchModel
    user swipes back
    expect released Search SearchField SearchModel
    expect alive Main Home HomeModel

    """

  static let c1BackTapFaulty = """
    # C1, faulty: the notes' child-array coordinators. Nothing removes Search from Main's
    # childCoordinators when the user leaves by the back button: Search outlives its screens.
    scenario "C1 back or swipe bypasses the coordinator (faulty)"
    system child-array

    flow Main root faulty no-removal-on-back
      screen Home model HomeModel
    flow Search in Main
      screen SearchField model SearchModel
      screen Results model ResultsModel

    action "open search" {
      start Search
    }
    action "show results" {
      push Results
    }
    setup {
      start Main
    }
    start Search
    push Results
    user taps back
    expect released Results ResultsModel
    user swipes back
    expect released SearchField SearchModel
    expect leak Search

    """

  static let c2CancelledSwipe = """
    # C2: the user starts a swipe back and lets go early. Nothing finishes, nothing is released,
    # and the screen stays on top.
    scenario "C2 cancelled swipe"
    system child-array

    flow Main root
      screen Home
    flow Search in Main
      screen SearchField model SearchModel

    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    start Search
    user swipes back and cancels
    expect clean
    expect alive Search SearchField SearchModel
    user swipes back
    expect released Search SearchField SearchModel

    """

  static let c2CancelledSwipeFaulty = """
    # C2, faulty: the root finishes flows when a transition starts (willShow), which a swipe may
    # still cancel: Search is finished and let go of while its screen stays on top.
    scenario "C2 cancelled swipe (faulty)"
    system child-array

    flow Main root faulty finishes-on-will-show
      screen Home
    flow Search in Main
      screen SearchField model SearchModel

    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    start Search
    user swipes back and cancels
    expect premature release Search
    expect alive SearchField SearchModel

    """

  static let c3MultiPop = """
    # C3: popToRoot, then a back-menu jump, each remove the screens of three nested flows at once.
    # Every one of the three is finished and released, deepest first, not only the last.
    scenario "C3 multi-pop"
    system child-array

    flow Main root
      screen Home
    flow A in Main
      screen AScreen model AModel
    flow B in A
      screen BScreen model BModel
    flow C in B
      screen CScreen model CModel

    action "open A" {
      start A
    }
    action "open B" {
      start B
    }
    action "open C" {
      start C
    }
    action "back to home" {
      pop to root
    }
    setup {
      start Main
    }
    start A
    start B
    start C
    pop to root
    expect released A B C AScreen BScreen CScreen AModel BModel CModel
    start A
    start B
    start C
    user jumps back to Home
    expect released A B C AScreen BScreen CScreen AModel BModel CModel

    """

  static let c3MultiPopFaulty = """
    # C3, faulty: on a pop of several flows at once, only the deepest one is finished; its
    # ancestors stay in their parents' childCoordinators.
    scenario "C3 multi-pop (faulty)"
    system child-array

    flow Main root faulty removes-only-last-child
      screen Home
    flow A in Main
      screen AScreen model AModel
    flow B in A
      screen BScreen model BModel
    flow C in B
      screen CScreen model CModel

    action "open A" {
      start A
    }
    action "open B" {
      start B
    }
    action "open C" {
      start C
    }
    action "back to home" {
      pop to root
    }
    setup {
      start Main
    }
    start A
    start B
    start C
    pop to root
    expect released C AScreen BScreen CScreen
    expect leak A B

    """

  static let c4SheetSwipe = """
    # C4: a flow presented as a sheet, its own navigation controller with two screens, is swiped
    # down by the user. The flow and its whole stack are released.
    scenario "C4 sheet swipe-down"
    system child-array

    flow Main root
      screen Home
    flow Compose in Main sheet
      screen Draft model DraftModel
      screen Attach model AttachModel

    action "compose" {
      present Compose
    }
    action "attach" {
      push Attach
    }
    setup {
      start Main
    }
    present Compose
    push Attach
    user swipes down
    expect released Compose Draft DraftModel Attach AttachModel

    """

  static let c4SheetSwipeFaulty = """
    # C4, faulty: nobody is the sheet's presentation delegate, so nobody hears the swipe; Main
    # keeps Compose, which keeps its navigation controller and its whole stack.
    scenario "C4 sheet swipe-down (faulty)"
    system child-array

    flow Main root faulty no-removal-on-back
      screen Home
    flow Compose in Main sheet
      screen Draft model DraftModel
      screen Attach model AttachModel

    action "compose" {
      present Compose
    }
    action "attach" {
      push Attach
    }
    setup {
      start Main
    }
    present Compose
    push Attach
    user swipes down
    expect leak Compose Draft DraftModel Attach AttachModel

    """

  static let c5LogoutLogin = """
    # C5: the app replaces its whole coordinator tree on logout, then logs in again, ten times.
    # Live counts come back to the same numbers after every loop, and so do heap bytes.
    scenario "C5 logout / login loop"
    system child-array

    flow Login root
      screen SignIn
    flow Main root
      screen Home model HomeModel
    flow Search in Main
      screen SearchField model SearchModel

    action "log out" {
      replace root with Login
    }
    action "log in" {
      replace root with Main
    }
    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    start Search
    repeat 10 "logout and login" {
      replace root with Login
      replace root with Main
      start Search
    }
    expect flat

    """

  static let c5LogoutLoginFaulty = """
    # C5, faulty: the app keeps every old session's main coordinator, and with it the whole old
    # tree: each logout leaks it, and live counts and heap bytes grow on every loop.
    scenario "C5 logout / login loop (faulty)"
    system child-array

    flow Login root
      screen SignIn
    flow Main root faulty kept-after-logout
      screen Home model HomeModel
    flow Search in Main
      screen SearchField model SearchModel

    action "log out" {
      replace root with Login
    }
    action "log in" {
      replace root with Main
    }
    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    start Search
    repeat 10 "logout and login" {
      replace root with Login
      expect leak Main Home HomeModel Search SearchField SearchModel
      replace root with Main
      start Search
    }
    expect growth Main Home HomeModel Search SearchField SearchModel heap

    """

  static let c6CoordinatorScreenCycle = """
    # C6: a presented flow: coordinator → navigation controller → screen → view model, and the
    # view model holds its coordinator weakly. Swiped down, everything goes.
    scenario "C6 coordinator ↔ screen cycle"
    system child-array

    flow Main root
      screen Home
    flow Compose in Main sheet
      screen Draft model DraftModel

    action "compose" {
      present Compose
    }
    setup {
      start Main
    }
    present Compose
    user swipes down
    expect released Compose Draft DraftModel

    """

  static let c6CoordinatorScreenCycleFaulty = """
    # C6, faulty: the view model keeps its coordinator strongly, closing the loop coordinator →
    # navigation controller → screen → view model → coordinator. Main lets go; the cycle stays.
    scenario "C6 coordinator ↔ screen cycle (faulty)"
    system child-array

    flow Main root
      screen Home
    flow Compose in Main sheet
      screen Draft model DraftModel

    ref DraftModel -> Compose strong

    action "compose" {
      present Compose
    }
    setup {
      start Main
    }
    present Compose
    user swipes down
    expect leak Compose Draft DraftModel

    """

  static let c7PrematureRelease = """
    # C7: a freshly started child is kept in its parent's childCoordinators while its screen is
    # on screen.
    scenario "C7 premature release"
    system child-array

    flow Main root
      screen Home
    flow Search in Main
      screen SearchField model SearchModel

    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    start Search
    expect alive Search SearchField SearchModel

    """

  static let c7PrematureReleaseFaulty = """
    # C7, faulty: the parent keeps its new child only weakly: the child goes at once, while its
    # screen is on screen.
    scenario "C7 premature release (faulty)"
    system child-array

    flow Main root faulty child-held-weakly
      screen Home
    flow Search in Main
      screen SearchField model SearchModel

    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    start Search
    expect premature release Search

    """

  static let c8SharedViewModel = """
    # C8: the register flow of the notes, ARC only: one view model backs both register screens
    # and holds the coordinator; the flow exits with popToViewController back to Home. The
    # screens go, then the view model, then the coordinator; Main stays.
    scenario "C8 shared view model"
    system self-releasing

    flow Main root
      screen Home
    flow Register in Main
      screen StepOne model RegisterModel
      screen StepTwo model RegisterModel

    action "register" {
      start Register
    }
    action "next step" {
      push StepTwo
    }
    action "back to home" {
      pop to Home
    }
    setup {
      start Main
    }
    start Register
    push StepTwo
    user taps back
    expect released StepTwo
    expect alive StepOne RegisterModel Register
    push StepTwo
    pop to Home
    expect released in order StepOne, StepTwo, RegisterModel, Register
    expect alive Main Home

    """

  static let c8SharedViewModelFaulty = """
    # C8, faulty: the coordinator holds its view model strongly, and the view model holds the
    # coordinator: when both screens are gone, the two keep each other.
    scenario "C8 shared view model (faulty)"
    system self-releasing

    flow Main root
      screen Home
    flow Register in Main faulty holds-view-model-strongly
      screen StepOne model RegisterModel
      screen StepTwo model RegisterModel

    action "register" {
      start Register
    }
    action "next step" {
      push StepTwo
    }
    action "back to home" {
      pop to Home
    }
    setup {
      start Main
    }
    start Register
    push StepTwo
    pop to Home
    expect released StepOne StepTwo
    expect leak Register RegisterModel

    """

  static let c9StaleCurrentScreen = """
    # C9: the memo app's scene coordinator keeps its current screen fresh after a back tap, a
    # swipe, a cancelled swipe and a sheet swipe-down: the audit checks after every step that it
    # is the real top-most content screen.
    scenario "C9 stale current screen"
    system scene

    flow List root
      screen MemoList model MemoListModel
    flow Detail in List
      screen MemoDetail model MemoDetailModel
    flow Compose in List sheet
      screen MemoCompose model MemoComposeModel

    action "open detail" {
      start Detail
    }
    action "compose" {
      present Compose
    }
    action "close detail" {
      finish Detail
    }
    action "close compose" {
      finish Compose
    }
    setup {
      start List
    }
    start Detail
    user taps back
    expect released MemoDetail MemoDetailModel
    start Detail
    user swipes back
    start Detail
    user swipes back and cancels
    expect alive MemoDetail
    present Compose
    user swipes down
    expect released MemoCompose MemoComposeModel
    finish Detail
    expect released MemoDetail MemoDetailModel

    """

  static let c9StaleCurrentScreenFaulty = """
    # C9, faulty: the notes' first scene coordinator hears nothing of the back button. Its
    # current screen stays on the popped detail, which it keeps alive with its view model, and
    # the next "open memo" finds no navigation controller.
    scenario "C9 stale current screen (faulty)"
    system scene

    flow List root faulty without-delegate-fix
      screen MemoList model MemoListModel
    flow Detail in List
      screen MemoDetail model MemoDetailModel

    action "open detail" {
      start Detail
    }
    action "close detail" {
      finish Detail
    }
    setup {
      start List
    }
    start Detail
    user taps back
    expect leak MemoDetail MemoDetailModel
    expect broken invariant "points at 'MemoDetail'"
    start Detail
    expect error navigationControllerMissing
    expect broken invariant

    """

  static let c9StaleCurrentScreenWillShowFaulty = """
    # C9, faulty: the notes' fix updates the current screen from willShow, which fires when a
    # swipe starts; when the user lets go early, the pointer is left on the screen below.
    scenario "C9 stale current screen, willShow fix (faulty)"
    system scene

    flow List root faulty updates-on-will-show
      screen MemoList model MemoListModel
    flow Detail in List
      screen MemoDetail model MemoDetailModel

    action "open detail" {
      start Detail
    }
    action "close detail" {
      finish Detail
    }
    setup {
      start List
    }
    start Detail
    user swipes back and cancels
    expect broken invariant "points at 'MemoList'"

    """

  static let c10FinishTwice = """
    # C10: Search's own code finishes it right after the user's back tap already did: Main hears
    # one finish, and nothing is removed twice.
    scenario "C10 finish twice"
    system child-array

    flow Main root
      screen Home
    flow Search in Main
      screen SearchField model SearchModel
      screen Results model ResultsModel

    action "open search" {
      start Search
    }
    action "show results" {
      push Results
    }
    action "finish search" {
      finish Search
    }
    action "finish search at once" {
      finish Search not animated
    }
    setup {
      start Main
    }
    start Search
    push Results
    user taps back
    step "back, then Search's own finish" {
      user taps back
      finish Search
    }
    expect released Search SearchField SearchModel

    """

  static let c10FinishTwiceFaulty = """
    # C10, faulty: finish() has no guard: the flow tells its parent twice. Exploration finds
    # it in one action too: a pop that is not animated ends inside finish(), so the parent
    # hears the flow leave before finish() tells it again.
    scenario "C10 finish twice (faulty)"
    system child-array

    flow Main root
      screen Home
    flow Search in Main faulty finishes-twice
      screen SearchField model SearchModel
      screen Results model ResultsModel

    action "open search" {
      start Search
    }
    action "show results" {
      push Results
    }
    action "finish search" {
      finish Search
    }
    action "finish search at once" {
      finish Search not animated
    }
    setup {
      start Main
    }
    start Search
    push Results
    user taps back
    step "back, then Search's own finish" {
      user taps back
      finish Search
    }
    expect broken invariant "finished 2 times"
    expect released Search SearchField SearchModel

    """

  static let c11RootContainer = """
    # C11: the memo list is shown as the root inside a navigation controller; the scene
    # coordinator makes the list (the content), not its container, the current screen, and the
    # next push goes from the list's navigation controller.
    scenario "C11 root container resolution"
    system scene

    flow List root
      screen MemoList model MemoListModel
    flow Detail in List
      screen MemoDetail model MemoDetailModel

    action "open detail" {
      start Detail
    }
    setup {
      start List
    }
    start Detail
    expect clean
    expect alive MemoDetail MemoDetailModel

    """

  static let c11RootContainerFaulty = """
    # C11, faulty: `.root` makes the container the current screen; a navigation controller is in
    # no navigation controller, so the push fails.
    scenario "C11 root container resolution (faulty)"
    system scene

    flow List root faulty container-as-current
      screen MemoList model MemoListModel
    flow Detail in List
      screen MemoDetail model MemoDetailModel

    action "open detail" {
      start Detail
    }
    setup {
      start List
    }
    expect broken invariant "points at 'MemoListNav'"
    start Detail
    expect error navigationControllerMissing
    expect broken invariant

    """

  static let routerOpenBanking = """
    # The notes' open-banking flow with the router system: each screen's view model holds a
    # router, which holds its screen weakly and opens the next screen with a transition object.
    scenario "Router: open banking"
    system router

    flow Intro root
      screen IntroScreen model IntroModel
    flow Terms in Intro
      screen TermsScreen model TermsModel
    flow Account in Terms
      screen AccountScreen model AccountModel
    flow Agreement in Terms sheet
      screen AgreementScreen model AgreementModel

    action "open terms" {
      start Terms
    }
    action "open account" {
      start Account
    }
    action "agree" {
      present Agreement
    }
    action "close account" {
      finish Account
    }
    action "close terms" {
      finish Terms
    }
    setup {
      start Intro
    }
    start Terms
    start Account
    user taps back
    expect released Account AccountScreen AccountModel
    present Agreement
    user swipes down
    expect released Agreement AgreementScreen AgreementModel
    start Account
    user jumps back to IntroScreen
    expect released Terms TermsScreen TermsModel Account AccountScreen AccountModel
    expect alive Intro IntroScreen IntroModel

    """

  static let routerOpenBankingFaulty = """
    # The open-banking flow, faulty: the terms router holds its screen strongly while the screen
    # holds the router through its view model: a cycle that outlives the back tap.
    scenario "Router: open banking (faulty)"
    system router

    flow Intro root
      screen IntroScreen model IntroModel
    flow Terms in Intro faulty holds-root-strongly
      screen TermsScreen model TermsModel

    action "open terms" {
      start Terms
    }
    action "close terms" {
      finish Terms
    }
    setup {
      start Intro
    }
    start Terms
    user taps back
    expect leak Terms TermsScreen TermsModel

    """

}
