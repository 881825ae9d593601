#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The `Storyboarded` protocol of the coordinator tutorials.
///
/// A screen is made from the "Main" storyboard with its class name as its Storyboard ID. The
/// tutorials write it in the Swift 5
/// language mode, as `Tests/ExplorerExampleApps/StoryboardedApp.swift` keeps it, unchanged;
/// this module is in the Swift 6 mode, where it is isolated to the main actor, as the
/// view controllers it makes are.
@MainActor protocol Storyboarded {
  static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    let fullName = NSStringFromClass(self)
    let className = fullName.components(separatedBy: ".")[1]
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
    return storyboard.instantiateViewController(withIdentifier: className) as! Self
  }
}

/// A storyboard screen as apps write one: no initializer of its own, so UIKit makes it with
/// the `init(coder:)` it inherits; it counts `awakeFromNib()`.
final class CatalogViewController: UIViewController, Storyboarded {
  var awakenings = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

/// A screen that takes what it shows in its initializer, made through
/// `instantiateViewController(identifier:creator:)` (iOS 13).
final class ItemViewController: UIViewController {
  let item: String

  init?(coder: NSCoder, item: String) {
    self.item = item
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view loaded from a nib named after it, as cells and cards are.
final class CardView: UIView {
  var awakenings = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

/// A view whose content comes from a nib it loads itself, with itself as the File's Owner.
final class BannerView: UIView {
  weak var contentView: UIView?

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    guard let content = Bundle.main.loadNibNamed("BannerView", owner: self)?.first as? UIView
    else { return }
    addSubview(content)
  }
}
