/// What a tab shows in the tab bar, as `UITabBarItem`: a title, images, a badge.
///
/// ```swift
/// memos.tabBarItem = UITabBarItem(title: "Memos", image: UIImage(systemName: "note"), tag: 0)
/// search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
/// ```
///
/// The model draws no bar: the item is a value the tab bar lists (``TabBar/items``), and it
/// is released with its view controller.
@preconcurrency @MainActor
open class TabBarItem: BarItem {
  /// The system's kinds of tab, as `UITabBarItem.SystemItem`, each with the system's title
  /// and image.
  public enum SystemItem: Hashable, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The image shown while the tab is selected; the ``BarItem/image`` when not set.
  open var selectedImage: Image?
  /// The text of the badge, or `nil` for none.
  open var badgeValue: String?
  /// The colour of the badge.
  open var badgeColor: Color?
  /// The system item it was made from, if any.
  public let systemItem: SystemItem?

  /// Creates an item with a title and an image, as `UITabBarItem(title:image:tag:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: A number to find it again.
  public override init(title: String?, image: Image?, tag: Int) {
    self.systemItem = nil
    super.init(title: title, image: image, tag: tag)
  }

  /// Creates an item with an image for each state, as
  /// `UITabBarItem(title:image:selectedImage:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image when not selected.
  ///   - selectedImage: The image when selected.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    self.systemItem = nil
    self.selectedImage = selectedImage
    super.init(title: title, image: image, tag: 0)
  }

  /// Creates one of the system's items, as `UITabBarItem(tabBarSystemItem:tag:)`; its title
  /// is `nil`, as UIKit's, which draws the system's own.
  ///
  /// - Parameters:
  ///   - systemItem: The kind of item.
  ///   - tag: A number to find it again.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    super.init(title: nil, image: nil, tag: tag)
  }
}
