#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The screen design note 003 makes but does not show, written as such screens are: a view
// model, a weak coordinator, and a button that opens the search.

final class MainViewController: UIViewController {
  let viewModel: MainViewModel
  weak var coordinator: MainCoordinator?

  init(viewModel: MainViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Main"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func searchButtonTapped() {
    coordinator?.showSearchView()
  }
}
