public import CoordinatorTree

extension UIViewController {
  /// The storyboard this view controller came from, as UIKit's: `nil` for one made in code.
  ///
  /// ```swift
  /// let detail = storyboard?.instantiateViewController(withIdentifier: "Detail")
  /// ```
  public var storyboard: UIStoryboard? {
    UIViewController.origins[self].map { UIStoryboard(name: $0, bundle: nil) }
  }

  /// The name of the storyboard each view controller a storyboard made came from.
  static var origins = SideTable<String>()
}
