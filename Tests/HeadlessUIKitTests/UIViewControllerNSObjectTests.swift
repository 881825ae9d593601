import HeadlessUIKit
import Testing

/// What an app's screens adopt, as its view layer declares it: the protocol requires
/// `NSObjectProtocol`, as a UIKit screen satisfies by being an `NSObject` (main-actor
/// isolated, as the Swift 6 language mode wants a protocol that UIKit screens adopt).
@MainActor protocol ProfileView: NSObjectProtocol {
  func show(name: String)
}

final class ProfileViewController: UIViewController, ProfileView {
  var shown: String?
  func show(name: String) { shown = name }
}

/// A presenter that holds its view weakly and compares views as UIKit code does, through
/// `NSObjectProtocol`'s `isEqual(_:)`.
@MainActor final class ProfilePresenter {
  weak var view: (any ProfileView)?
  func isShowing(_ other: any ProfileView) -> Bool { view?.isEqual(other) ?? false }
}

/// `UIViewController` as an `NSObject`: identity equality and hashing, `description`,
/// `NSObjectProtocol`, as UIKit's view controllers have them.
@MainActor @Suite struct UIViewControllerNSObjectTests {
  @Test func aViewControllerIsAnNSObjectAndSatisfiesNSObjectProtocol() {
    let screen = ProfileViewController(nibName: nil, bundle: nil)
    let object: NSObject = screen
    let presenter = ProfilePresenter()
    presenter.view = screen
    presenter.view?.show(name: "Ada")
    #expect(screen.shown == "Ada")
    #expect(object === screen)
    #expect(presenter.isShowing(screen))
    #expect(!presenter.isShowing(ProfileViewController(nibName: nil, bundle: nil)))
  }

  @Test func equalityAndHashAreByIdentityAsNSObjectsAre() {
    let first = UIViewController()
    let second = UIViewController()
    #expect(first.isEqual(first))
    #expect(!first.isEqual(second))
    #expect(!first.isEqual(nil))
    #expect(first == first)
    #expect(first != second)
    #expect(first.hash == first.hash)
    #expect(Set([first, second, first]).count == 2)
    var completions: [UIViewController: String] = [first: "first"]
    completions[second] = "second"
    #expect(completions[first] == "first")
  }

  @Test func descriptionNamesTheClassAndTheAddressAsNSObjectsDo() {
    let screen = ProfileViewController(nibName: nil, bundle: nil)
    screen.title = "Profile"
    #expect(screen.description.hasPrefix("<"))
    #expect(screen.description.contains("ProfileViewController: 0x"))
  }

  @Test func aViewControllerIsReleasedWithNoOtherHolderAsBefore() async {
    weak var released: ProfileViewController?
    do {
      let screen = ProfileViewController(nibName: nil, bundle: nil)
      released = screen
      let presenter = ProfilePresenter()
      presenter.view = screen
    }
    #expect(released == nil)
  }
}
