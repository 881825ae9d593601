#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The list screen, bindable as design note 000 binds its screens.

final class MemoListViewController: UIViewController, ViewModelBindableType {
  var viewModel: MemoListViewModel!

  func bindViewModel() {
    title = viewModel.title
  }
}
