#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The scenes of design note 000's memo app. The note makes each from a storyboard
// (UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:)), which Linux lacks:
// here the same hierarchy is made in code (a navigation controller whose first child is the
// list, bound to its view model), as a team's factory for Linux would.

enum Scene {
  case list(MemoListViewModel)
  case detail(MemoDetailViewModel)
}

extension Scene {
  func instantiate(from storyboard: String = "Main") -> UIViewController {
    switch self {
    case .list(let memoListViewModel):
      let nav = UINavigationController(rootViewController: MemoListViewController())
      guard var listVC = nav.viewControllers.first as? MemoListViewController else {
        fatalError()
      }
      listVC.bind(viewModel: memoListViewModel)

      return nav
    case .detail(let memoDetailViewModel):
      var detailVC = MemoDetailViewController()
      detailVC.bind(viewModel: memoDetailViewModel)

      return detailVC
    }
  }
}
