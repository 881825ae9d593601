#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The detail screen, bindable as design note 000 binds its screens.

final class MemoDetailViewController: UIViewController, ViewModelBindableType {
  var viewModel: MemoDetailViewModel!

  func bindViewModel() {
    title = "Detail"
  }
}
