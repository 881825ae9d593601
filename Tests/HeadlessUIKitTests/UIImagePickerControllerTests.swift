import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A profile screen that picks a photo, as apps write it: it is the picker's delegate and
/// dismisses the picker itself.
final class AvatarScreen: UIViewController, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  var avatar: UIImage?
  var cancelled = false
  /// Whether the delegate dismisses the picker, as UIKit expects it to.
  var dismisses = true

  func pickAvatar() {
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.allowsEditing = true
    picker.delegate = self
    present(picker, animated: true)
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    cancelled = true
    if dismisses { picker.dismiss(animated: true) }
  }

  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    avatar = info[.editedImage] as? UIImage
    if dismisses { picker.dismiss(animated: true) }
  }
}

/// `UIImagePickerController` and its delegate: presented, cancelled or picked by the user, and
/// dismissed by the app.
@MainActor @Suite struct UIImagePickerControllerTests {
  func presentedPicker(dismisses: Bool = true) -> (AvatarScreen, UIImagePickerController) {
    let avatar = AvatarScreen()
    avatar.dismisses = dismisses
    let window = makeWindow()
    window.rootViewController = UINavigationController(rootViewController: avatar)
    avatar.pickAvatar()
    return (avatar, avatar.presentedViewController as! UIImagePickerController)
  }

  @Test func thePickerKeepsItsSourceAndHoldsItsDelegateWeakly() {
    let (avatar, picker) = presentedPicker()
    #expect(picker.sourceType == .photoLibrary)
    #expect(UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(picker.delegate === avatar)
    weak var delegate: AvatarScreen?
    do {
      let other = AvatarScreen()
      delegate = other
      picker.delegate = other
    }
    #expect(delegate == nil && picker.delegate == nil)
  }

  @Test func theUserPicksAnImageAndTheDelegateGetsItAndDismisses() async throws {
    let (avatar, _) = presentedPicker()
    let photo = try #require(UIImage(named: "beach"))
    await assertReleased([avatar.presentedViewController!], configuration: quick) {
      #expect(throws: Never.self) {
        try (avatar.presentedViewController as! UIImagePickerController).userPicks(photo)
      }
    }
    #expect(avatar.avatar === photo)
  }

  @Test func theUserCancelsAndTheDelegateDismisses() async throws {
    let (avatar, _) = presentedPicker()
    await assertReleased([avatar.presentedViewController!], configuration: quick) {
      #expect(throws: Never.self) {
        try (avatar.presentedViewController as! UIImagePickerController).userCancels()
      }
    }
    #expect(avatar.cancelled)
  }

  @Test func aDelegateThatDoesNotDismissLeavesThePickerOnScreen() throws {
    let (avatar, picker) = presentedPicker(dismisses: false)
    try picker.userCancels()
    #expect(avatar.cancelled)
    #expect(avatar.presentedViewController === picker)
  }

  @Test func theUserCannotUseAPickerThatIsNotPresented() {
    let picker = UIImagePickerController()
    #expect(throws: NavigationError.self) { try picker.userCancels() }
  }
}
