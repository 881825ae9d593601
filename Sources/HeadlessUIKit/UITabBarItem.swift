public import CoordinatorTree

/// UIKit's bar item, the base of bar buttons and tab bar items: the model's
/// ``CoordinatorTree/BarItem``, with `title`, `image`, `tag` and `isEnabled`.
public typealias UIBarItem = BarItem

/// UIKit's tab bar item: the model's ``CoordinatorTree/TabBarItem``.
///
/// `UITabBarItem(title:image:tag:)`, `(title:image:selectedImage:)` and
/// `(tabBarSystemItem:tag:)`, with `badgeValue`. A view controller's `tabBarItem` is made on
/// first use with its title, or set by the app, and a tab bar lists its tabs' items:
///
/// ```swift
/// memos.tabBarItem = UITabBarItem(title: "Memos", image: UIImage(systemName: "note"), tag: 0)
/// ```
public typealias UITabBarItem = TabBarItem

/// UIKit's tab bar: the model's ``CoordinatorTree/TabBar``, a tab bar controller's `tabBar`,
/// with `isHidden` (the user cannot tap a hidden bar's tabs), `items`, `selectedItem` and the
/// tints.
public typealias UITabBar = TabBar
