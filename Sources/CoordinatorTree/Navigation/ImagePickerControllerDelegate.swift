/// What an image picker tells its delegate, as `UIImagePickerControllerDelegate`; both methods
/// are optional.
///
/// As UIKit documents, the delegate is responsible for dismissing the picker: a picker whose
/// delegate does not dismiss it stays on screen.
///
/// ```swift
/// func imagePickerController(
///   _ picker: UIImagePickerController,
///   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
/// ) {
///   viewModel.attach(info[.originalImage] as? UIImage)
///   picker.dismiss(animated: true)
/// }
/// ```
@preconcurrency @MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
  /// The user cancelled: dismiss the picker.
  ///
  /// - Parameter picker: The picker.
  func imagePickerControllerDidCancel(_ picker: ImagePickerController)

  /// The user picked an image or a movie: use it, and dismiss the picker.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: What was picked (``ImagePickerController/InfoKey/originalImage``, …).
  func imagePickerController(
    _ picker: ImagePickerController,
    didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
}

extension ImagePickerControllerDelegate {
  /// Does nothing by default.
  ///
  /// - Parameter picker: The picker.
  public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {}

  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: What was picked.
  public func imagePickerController(
    _ picker: ImagePickerController,
    didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
  ) {}
}
