/// The bar of a tab bar controller, as `UITabBar`, as far as coordinators touch it: whether it
/// is hidden, its items, its colours.
///
/// ```swift
/// tabBarController.tabBar.tintColor = .systemBlue
/// tabBarController.tabBar.isHidden = true   // the user can no longer tap a tab
/// ```
///
/// The model draws no bar. One property changes behaviour: while the bar is hidden (here, or
/// because the selected tab's stack shows a view controller that hides the bottom bar, see
/// ``ViewController/hidesBottomBarWhenPushed``), ``TabBarController/userTapsTab(at:)`` has no
/// tab to tap.
@preconcurrency @MainActor
public final class TabBar {
  /// The tab bar controller whose bar this is; weak, as the controller owns its bar.
  private weak var controller: TabBarController?

  /// Whether the bar is hidden: the user cannot tap its tabs.
  public var isHidden = false
  /// The tint of the selected item.
  public var tintColor: Color?
  /// The tint of the other items.
  public var unselectedItemTintColor: Color?
  /// The bar's background tint.
  public var barTintColor: Color?
  /// Whether the bar is translucent.
  public var isTranslucent = true

  init(controller: TabBarController) {
    self.controller = controller
  }

  /// The items shown, one per tab: each tab's ``ViewController/tabBarItem``, in order, as
  /// UIKit keeps them for a bar that a tab bar controller manages (which an app must not set).
  public var items: [TabBarItem]? {
    controller?.viewControllers?.map(\.tabBarItem)
  }

  /// The item of the selected tab.
  public var selectedItem: TabBarItem? {
    controller?.selectedViewController?.tabBarItem
  }
}
