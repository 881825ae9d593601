import HeadlessUIKit
import LeakAuditTesting
import TestSupport
import Testing

/// Outlets and actions as a storyboard screen declares them, in the spelling that compiles
/// against UIKit and HeadlessUIKit: on Linux `@IBOutlet` needs the Objective-C runtime
/// ("'@IBOutlet' property cannot have non-'@objc' class type"), `@IBAction` does not.
@MainActor @Suite struct IBOutletSpellingTests {
  @MainActor final class Coordinator: AccountCoordinating {
    var edits = 0
    func editProfile() { edits += 1 }
  }

  @Test func theOutletIsMadeByTheViewAndTheActionRunsOnLinux() async {
    HeadlessStoryboard.register("Main", byClassName: [AccountViewController.self])
    let coordinator = Coordinator()
    let screen = AccountViewController.instantiate()
    screen.coordinator = coordinator
    screen.loadViewIfNeeded()
    #expect(screen.avatarView?.superview === screen.view)
    screen.editTapped(screen)
    #expect(coordinator.edits == 1)
    // The outlet is weak, as UIKit's: the view holds the avatar.
    await assertReleased([screen.avatarView!], configuration: quick) {
      screen.avatarView.removeFromSuperview()
    }
    #expect(screen.avatarView == nil)
  }

  @Test func theGuidesOutletExampleIsTheOneTheseTestsCompile() throws {
    let guide = try TestFiles.excerpt(
      of: "docs/uikit-surface.md", from: "<!-- compiled: outlets -->\n```swift\n", to: "```\n")
    let compiled = try TestFiles.excerpt(
      of: "Tests/HeadlessUIKitTests/Support/AccountViewController.swift",
      from: "// uikit-surface: outlets\n", to: "// uikit-surface: end\n")
    #expect(guide == compiled)
  }
}
