#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The screen design note 003 makes but does not show; the user leaves it by the navigation
// bar's back button, which no coordinator hears.

final class SearchViewController: UIViewController {
  let viewModel: SearchViewModel
  weak var coordinator: SearchCoordinator?

  init(viewModel: SearchViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Search"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
