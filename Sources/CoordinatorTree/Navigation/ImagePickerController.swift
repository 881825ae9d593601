public import Foundation

/// The system's photo and camera picker, as `UIImagePickerController`: a navigation
/// controller the app presents, whose delegate hears the user cancel or pick, and dismisses it.
///
/// ```swift
/// let picker = UIImagePickerController()
/// picker.sourceType = .photoLibrary
/// picker.delegate = self   // UIImagePickerControllerDelegate & UINavigationControllerDelegate
/// present(picker, animated: true)
/// ```
///
/// Its `delegate` is the navigation controller's, weak, as in UIKit, and must adopt both
/// protocols there; the model calls the ``ImagePickerControllerDelegate`` methods of a delegate
/// that adopts it. A test plays the user with ``userCancels()`` and ``userPicks(_:)``.
@preconcurrency @MainActor
open class ImagePickerController: NavigationController {
  /// Where the picker takes its media from, as `UIImagePickerController.SourceType`.
  public enum SourceType: Hashable, Sendable {
    /// The photo library: the default.
    case photoLibrary
    /// The camera.
    case camera
    /// The saved photos album.
    case savedPhotosAlbum
  }

  /// The keys of what the user picked, as `UIImagePickerController.InfoKey`.
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    /// The key's name, as UIKit's (`UIImagePickerControllerOriginalImage`).
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The picked image, a `UIImage`.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as the user edited it, when editing is allowed.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The media type, such as `"public.image"`.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The URL of a picked image file.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    /// The URL of a picked movie.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
  }

  /// Where the media come from.
  open var sourceType = SourceType.photoLibrary
  /// Whether the user may crop the picked image.
  open var allowsEditing = false
  /// The media types offered, such as `["public.image"]`.
  open var mediaTypes = ["public.image"]

  /// Creates a picker of the photo library, as `UIImagePickerController()`.
  public init() {
    super.init(title: nil)
  }

  /// Creates a picker from an archive, as UIKit's initializer for one a storyboard makes:
  /// a picker of the photo library; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether a source is available on this device; the model has them all.
  ///
  /// - Parameter sourceType: A source.
  /// - Returns: `true`.
  public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }

  /// The user taps Cancel: the delegate's `imagePickerControllerDidCancel(_:)` runs, which
  /// dismisses the picker.
  ///
  /// - Throws: ``NavigationError/Code/notOnScreen`` when the picker is not presented in a
  ///   window or something is presented over it; nothing runs then.
  public func userCancels() throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireOnScreen("cancel")
    hostWindow?.log.append(Event("userCancelsPicker", [logName]))
    pickerDelegate?.imagePickerControllerDidCancel(self)
  }

  /// The user picks an image: the delegate's
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` runs with it as the
  /// ``InfoKey/originalImage`` (and ``InfoKey/editedImage`` when ``allowsEditing``), which
  /// dismisses the picker.
  ///
  /// - Parameter image: The image picked.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when the picker is not presented in a
  ///   window or something is presented over it; nothing runs then.
  public func userPicks(_ image: Image) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireOnScreen("pick '\(image)'")
    hostWindow?.log.append(Event("userPicks", [logName, image.description]))
    var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
    if allowsEditing { info[.editedImage] = image }
    pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// The delegate, when it adopts ``ImagePickerControllerDelegate``.
  private var pickerDelegate: (any ImagePickerControllerDelegate)? {
    delegate as? any ImagePickerControllerDelegate
  }

  private func requireOnScreen(_ action: String) throws(NavigationError) {
    let cannot = "The user cannot \(action) in '\(logName)':"
    guard presentingViewController != nil, hostWindow != nil else {
      throw NavigationError(.notOnScreen, "\(cannot) the picker is not presented.")
    }
    if let covering = presented {
      throw NavigationError(.notOnScreen, "\(cannot) '\(covering.logName)' is presented over it.")
    }
  }
}
