/// What a navigation bar shows for a view controller, as `UINavigationItem`, as far as
/// coordinators touch it: titles and the back button.
///
/// ```swift
/// detail.title = "Memo"                          // sets detail.navigationItem.title too
/// detail.navigationItem.backButtonTitle = ""     // the back button of the next screen
/// detail.navigationItem.hidesBackButton = true   // no back button: the user cannot tap back
/// ```
///
/// The model draws no bar. One property changes behaviour: while the top view controller's
/// item hides the back button, ``NavigationController/userTapsBack()`` has nothing to tap.
/// The swipe back is left as it is: UIKit documents nothing about it.
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
}
