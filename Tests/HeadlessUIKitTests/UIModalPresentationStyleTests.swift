import CoordinatorTree
import HeadlessUIKit
import Testing

/// `UIModalPresentationStyle`: what each style does to the presenter and to the user's swipe.
@MainActor @Suite struct UIModalPresentationStyleTests {
  @Test func automaticIsTheDefaultAndASheetTheUserCanSwipeDown() throws {
    let (_, navigation) = shown("Main")
    let sheet = Screen("Sheet")
    #expect(sheet.modalPresentationStyle == .automatic)
    navigation.present(sheet, animated: true)
    #expect(try sheet.userSwipesDownSheet())
  }

  @Test func fullScreenMakesThePresenterDisappearAndCannotBeSwipedDown() {
    let (_, navigation) = shown("Main")
    let main = navigation.topViewController as! Screen
    let cover = Screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    navigation.present(cover, animated: true)
    #expect(main.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(throws: NavigationError.self) { try cover.userSwipesDownSheet() }
  }

  @Test func overFullScreenKeepsThePresenterOnScreenAndCannotBeSwipedDown() {
    let (_, navigation) = shown("Main")
    let main = navigation.topViewController as! Screen
    let overlay = Screen("Overlay")
    overlay.modalPresentationStyle = .overFullScreen
    navigation.present(overlay, animated: true)
    #expect(main.calls.last == "viewDidAppear")
    #expect(throws: NavigationError.self) { try overlay.userSwipesDownSheet() }
  }
}
