#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the template app's screens adopt, written as apps write it in the Swift 5 language mode:
/// a protocol that requires `NSObjectProtocol`, which a view controller satisfies.
public protocol BaseView: NSObjectProtocol {
  /// Shows that something loads.
  func showLoading()
}

/// The first screen of Xcode's app template, under the template's name: a test that imports
/// this module beside HeadlessUIKit must find this class, not the model's type of that name.
public final class ViewController: UIViewController, BaseView {
  /// Whether `viewDidLoad()` ran.
  public private(set) var loaded = false
  /// Whether `showLoading()` ran.
  public private(set) var isLoading = false

  /// Creates the screen, as the template's code would in place of the storyboard.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows that something loads.
  public func showLoading() {
    isLoading = true
  }

  /// Notes that the view loaded.
  public override func viewDidLoad() {
    super.viewDidLoad()
    loaded = true
  }
}
