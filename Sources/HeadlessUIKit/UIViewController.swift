public import CoordinatorTree

/// UIKit's view controller: the model's ``CoordinatorTree/ViewController``.
///
/// Subclass it as on iOS; what coordinators touch behaves as UIKit's: the appearance callbacks
/// (`viewDidLoad`, `viewWillAppear(_:)`, …), `loadViewIfNeeded()`, containment (`addChild(_:)`,
/// `removeFromParent()`, `willMove(toParent:)`, `didMove(toParent:)`, `children`, `parent`),
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`,
/// `navigationController`, `tabBarController`, `presentingViewController`,
/// `presentedViewController`, `presentationController` with its delegate,
/// `isModalInPresentation`, `modalPresentationStyle`, `isMovingFromParent`, `title`,
/// `navigationItem`, `transitionCoordinator`, `tabBarItem`, `hidesBottomBarWhenPushed` and
/// `preferredContentSize`. View controllers are `NSObject`s, as UIKit's: equal and hashed by
/// identity, with a `description`, adopting an app's `protocol BaseView: NSObjectProtocol`.
///
/// ```swift
/// final class SearchViewController: UIViewController {
///   weak var coordinator: SearchCoordinator?
///   init(viewModel: SearchViewModel) {
///     self.viewModel = viewModel
///     super.init(nibName: nil, bundle: nil)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// Where UIKit raises (presenting from a view controller that already presents one, adding a
/// window's root as a child), the call does nothing and the misuse is recorded at its line
/// (see ``CoordinatorTree/NavigationMisuse``).
public typealias UIViewController = ViewController
