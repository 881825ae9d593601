public import Foundation

/// What a menu lists, as `UIMenuElement`: an ``Action`` or a ``Menu``.
@preconcurrency @MainActor
open class MenuElement: NSObject {
  /// The title shown.
  public let title: String
  /// The image shown, if any.
  public let image: Image?

  init(title: String, image: Image?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// A menu a bar button shows, as `UIMenu`: a title and its elements, which the model keeps
/// without showing them.
@preconcurrency @MainActor
public final class Menu: MenuElement {
  /// The actions and submenus, in order.
  public let children: [MenuElement]

  /// Creates a menu, as `UIMenu(title:image:children:)`.
  ///
  /// - Parameters:
  ///   - title: The title; none by default.
  ///   - image: The image, if any.
  ///   - children: The actions and submenus, in order.
  public init(title: String = "", image: Image? = nil, children: [MenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
