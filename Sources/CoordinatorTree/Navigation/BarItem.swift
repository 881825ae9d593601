public import Foundation

/// What a bar button and a tab bar item share, as `UIBarItem`: a title, an image, a tag, and
/// whether the user can tap it.
///
/// An `NSObject`, as UIKit's: equal by identity.
@preconcurrency @MainActor
open class BarItem: NSObject {
  /// The title shown, if any.
  open var title: String?
  /// The image shown, if any.
  open var image: Image?
  /// A number the app gives the item to find it again.
  open var tag = 0
  /// Whether the user can tap it; a disabled item refuses the user's tap.
  open var isEnabled = true

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: The tag.
  init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }
}
