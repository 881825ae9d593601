/// What a navigation bar shows for a view controller, as `UINavigationItem`, as far as
/// coordinators touch it: titles, the back button and the bar buttons.
///
/// ```swift
/// detail.title = "Memo"                          // sets detail.navigationItem.title too
/// detail.navigationItem.backButtonTitle = ""     // the back button of the next screen
/// detail.navigationItem.hidesBackButton = true   // no back button: the user cannot tap back
/// ```
///
/// The model draws no bar. Two things change behaviour: while the top view controller's item
/// hides the back button, or has left bar button items that replace it (unless
/// ``leftItemsSupplementBackButton``), ``NavigationController/userTapsBack()`` has nothing to
/// tap; and the user taps the bar buttons of the top view controller's item only
/// (``NavigationController/userTapsBarButton(_:)``). The swipe back is left as it is: UIKit
/// documents nothing about it.
///
/// The item holds its bar buttons strongly, as UIKit's does: a button whose closure captures
/// the view controller strongly keeps it alive.
@preconcurrency @MainActor
public final class NavigationItem {
  /// The title the bar shows; the view controller's title unless set otherwise.
  public var title: String?
  /// A line of text above the title.
  public var prompt: String?
  /// The title of the back button that leads back to this item's view controller.
  public var backButtonTitle: String?
  /// Whether the bar hides the back button while this item is on top.
  public var hidesBackButton = false
  /// Whether the bar shows this item's title large, as UIKit's `largeTitleDisplayMode`; kept
  /// as set (the model draws no title).
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// When the title is shown large, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the item below it shows it.
    case automatic
    /// Large, when the bar prefers large titles.
    case always
    /// Never large.
    case never
    /// Large, inline with the bar's items (iOS 17).
    case inline
  }

  /// The buttons on the left (leading) side, first the outermost; they replace the back button
  /// unless ``leftItemsSupplementBackButton`` is set, as in UIKit.
  public var leftBarButtonItems: [BarButtonItem]?
  /// The buttons on the right (trailing) side, first the rightmost.
  public var rightBarButtonItems: [BarButtonItem]?
  /// The button that leads back to this item's view controller, shown by the item above it;
  /// its title replaces the back button's (the tap pops, and its target and action are not
  /// called, as in UIKit).
  public var backBarButtonItem: BarButtonItem?
  /// Whether the left bar buttons are shown beside the back button instead of replacing it.
  public var leftItemsSupplementBackButton = false

  /// The first of the ``leftBarButtonItems``; setting it replaces them all.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of the ``rightBarButtonItems``; setting it replaces them all.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Every bar button the bar shows for this item, left then right.
  var barButtonItems: [BarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }

  /// Whether the bar shows a back button beside this item's buttons.
  var showsBackButton: Bool {
    !hidesBackButton && (leftItemsSupplementBackButton || (leftBarButtonItems ?? []).isEmpty)
  }

  /// Creates an item with a title.
  ///
  /// - Parameter title: The title the bar shows.
  public init(title: String) {
    self.title = title
  }

  /// Creates an item for a view controller's title, which may be `nil`.
  init(title: String?) {
    self.title = title
  }

  /// Hides or shows the back button, as UIKit's `setHidesBackButton(_:animated:)`.
  ///
  /// - Parameters:
  ///   - hidesBackButton: Whether to hide it.
  ///   - animated: Whether the change is animated (the model draws nothing).
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the left bar button, as UIKit's `setLeftBarButton(_:animated:)`.
  ///
  /// - Parameters:
  ///   - item: The button, or `nil` for none.
  ///   - animated: Whether the change is animated (the model draws nothing).
  public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right bar button, as UIKit's `setRightBarButton(_:animated:)`.
  ///
  /// - Parameters:
  ///   - item: The button, or `nil` for none.
  ///   - animated: Whether the change is animated (the model draws nothing).
  public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left bar buttons, as UIKit's `setLeftBarButtonItems(_:animated:)`.
  ///
  /// - Parameters:
  ///   - items: The buttons, or `nil` for none.
  ///   - animated: Whether the change is animated (the model draws nothing).
  public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right bar buttons, as UIKit's `setRightBarButtonItems(_:animated:)`.
  ///
  /// - Parameters:
  ///   - items: The buttons, or `nil` for none.
  ///   - animated: Whether the change is animated (the model draws nothing).
  public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}
