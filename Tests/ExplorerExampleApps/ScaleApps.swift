#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import HeadlessUIKit
#endif

// Two apps of many flows, for `coordaudit-bench explore-scale` and ScaleAppsTests (issue 37): a list of 40 features
// side by side, and a tab bar of 4 tabs, each a stack whose list offers 5 features. Every
// feature is a flow as most are written: a coordinator that pushes two screens sharing one view
// model, and ends when its first screen leaves the stack (its parent, the navigation
// controller's delegate, removes it from `childCoordinators` in `didShow`). In the leaking form
// the parent keeps one flow after it ends (the first feature; in the tab bar, the first tab's
// first). Written against UIKit's names; the user's taps on the lists' and screens' buttons are
// every action, so the explorer needs no declared one. Written for this benchmark; no code
// copied.

/// The 40-flow app's root, as a scene delegate keeps it: one list of features.
public final class FeatureListAppCoordinator {
  let features: FeatureListCoordinator

  /// Builds the app on `window` and shows the list.
  ///
  /// - Parameters:
  ///   - window: The app's window.
  ///   - flows: How many features the list offers.
  ///   - keepsFinishedFlow: Whether the list keeps its first feature's flow after it ends (the
  ///     leaking form).
  public init(window: UIWindow, flows: Int, keepsFinishedFlow: Bool) {
    features = FeatureListCoordinator(
      name: "Feature", flows: flows, keptFlow: keepsFinishedFlow ? 1 : nil)
    window.rootViewController = features.navigationController
    window.makeKeyAndVisible()
  }
}

/// The tab bar app's root: tabs, each a stack whose list offers its features.
public final class FeatureTabsAppCoordinator {
  let tabBarController = UITabBarController()
  private let tabCoordinators: [FeatureListCoordinator]

  /// Builds the app on `window` and shows the first tab.
  ///
  /// - Parameters:
  ///   - window: The app's window.
  ///   - tabs: How many tabs.
  ///   - flowsPerTab: How many features each tab's list offers.
  ///   - keepsFinishedFlow: Whether the first tab keeps its first feature's flow after it ends
  ///     (the leaking form).
  public init(window: UIWindow, tabs: Int, flowsPerTab: Int, keepsFinishedFlow: Bool) {
    tabCoordinators = (1...tabs).map { number in
      FeatureListCoordinator(
        name: "Tab \(number)", flows: flowsPerTab,
        keptFlow: keepsFinishedFlow && number == 1 ? 1 : nil)
    }
    tabBarController.viewControllers = tabCoordinators.map(\.navigationController)
    window.rootViewController = tabBarController
    window.makeKeyAndVisible()
  }
}

/// A stack whose root lists features; each button starts one feature's flow.
final class FeatureListCoordinator: NSObject, UINavigationControllerDelegate {
  let navigationController = UINavigationController()
  /// The feature whose flow the list keeps after it ends (the leaking form), if any.
  let keptFlow: Int?
  private let name: String
  private var childCoordinators: [FeatureFlowCoordinator] = []

  init(name: String, flows: Int, keptFlow: Int?) {
    self.name = name
    self.keptFlow = keptFlow
    super.init()
    let list = FeatureListViewController()
    list.title = name
    list.features = flows
    list.onOpen = { [weak self] number in self?.startFlow(number) }
    navigationController.viewControllers = [list]
    navigationController.delegate = self
  }

  func startFlow(_ number: Int) {
    let child = FeatureFlowCoordinator(
      title: "\(name) \(number)", number: number, navigationController: navigationController)
    childCoordinators.append(child)
    child.start()
  }

  /// Ends the flows whose first screen left the stack; the leaking form keeps one of them.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    childCoordinators.removeAll { !$0.isOnStack && $0.number != keptFlow }
  }
}

/// One feature's flow: its screen, then the screen's details, both backed by one view model.
final class FeatureFlowCoordinator {
  let title: String
  let number: Int
  let navigationController: UINavigationController
  let model = FeatureModel()
  private weak var firstScreen: UIViewController?

  init(title: String, number: Int, navigationController: UINavigationController) {
    self.title = title
    self.number = number
    self.navigationController = navigationController
  }

  /// Whether the flow's first screen is still on the stack.
  var isOnStack: Bool { navigationController.viewControllers.contains { $0 === firstScreen } }

  func start() {
    model.coordinator = self
    let screen = FeatureViewController(title: title, model: model, next: "Details")
    firstScreen = screen
    navigationController.pushViewController(screen, animated: true)
  }

  func showDetails() {
    let details = FeatureViewController(title: "\(title) details", model: model, next: nil)
    navigationController.pushViewController(details, animated: true)
  }
}

/// What a feature's two screens share.
final class FeatureModel {
  weak var coordinator: FeatureFlowCoordinator?
  var items = ["first", "second"]
}

/// The list: a button per feature.
final class FeatureListViewController: UIViewController {
  var features = 0
  var onOpen: ((Int) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView()
    stack.axis = .vertical
    for number in 1...features {
      stack.addArrangedSubview(
        UIButton(
          primaryAction: UIAction(title: "\(title ?? "") \(number)") { [weak self] _ in
            self?.onOpen?(number)
          }))
    }
    view.addSubview(stack)
  }
}

/// A screen of a feature, backed by the feature's model, with a button to the next screen when
/// there is one.
final class FeatureViewController: UIViewController {
  let model: FeatureModel
  private let nextTitle: String?

  init(title: String, model: FeatureModel, next: String?) {
    self.model = model
    self.nextTitle = next
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView()
    stack.axis = .vertical
    stack.addArrangedSubview(UILabel())
    if let nextTitle {
      stack.addArrangedSubview(
        UIButton(
          primaryAction: UIAction(title: nextTitle) { [weak self] _ in
            self?.model.coordinator?.showDetails()
          }))
    }
    view.addSubview(stack)
  }
}
