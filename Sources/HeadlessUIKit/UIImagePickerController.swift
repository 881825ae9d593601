public import CoordinatorTree

/// UIKit's image picker: the model's ``CoordinatorTree/ImagePickerController``.
///
/// A navigation controller the app presents, with `sourceType`, `allowsEditing`, `mediaTypes`
/// and the weak `delegate`. The user's `userCancels()` and `userPicks(_:)` call the delegate, which
/// dismisses the picker, as UIKit documents.
public typealias UIImagePickerController = ImagePickerController

/// UIKit's image picker delegate: the model's
/// ``CoordinatorTree/ImagePickerControllerDelegate``; `imagePickerControllerDidCancel(_:)` and
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)`, both optional.
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
