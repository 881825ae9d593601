#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Objects that outlive a screen without being its: an API client made at launch and handed to
// every screen, model objects fetched when a screen is first shown and cached for the next
// (made with the screen and held by it, but the app's), and, in one form, finished flows kept in a global list that no object of the
// app holds (as analytics or a singleton registry might). Written for this project.

/// The client every screen uses, made when the app starts.
public final class APIClient {
  var requests = 0

  func fetchItems() -> [ReportItem] {
    requests += 1
    return [ReportItem(title: "Q1"), ReportItem(title: "Q2")]
  }
}

/// A model object, a class as many apps' models are.
public final class ReportItem {
  let title: String

  init(title: String) {
    self.title = title
  }
}

/// A list of started flows that no object of the app holds: a global.
public enum StartedFlows {
  /// The flows.
  nonisolated(unsafe) public static var all: [AnyObject] = []
}

/// The app's coordinator.
public final class ServicesCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let api = APIClient()
  /// Started flows, when the app keeps them itself.
  var started: [AnyObject] = []
  /// The items, fetched when a report is first shown and kept for the next.
  var cachedItems: [ReportItem]?
  let keepsFlowsInGlobal: Bool

  /// Builds the app on its window; where it keeps the flows it starts.
  public init(window: UIWindow, keepsFlowsInGlobal: Bool) {
    self.keepsFlowsInGlobal = keepsFlowsInGlobal
    let home = ReportViewController(api: api)
    home.title = "Home"
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Report", primaryAction: UIAction { [weak self] _ in self?.showReport() })
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
  }

  func showReport() {
    let flow = ReportCoordinator()
    if keepsFlowsInGlobal { StartedFlows.all.append(flow) } else { started.append(flow) }
    let screen = ReportViewController(api: api)
    screen.title = "Report"
    screen.coordinator = flow
    let items = cachedItems ?? api.fetchItems()
    cachedItems = items
    screen.items = items
    navigationController.pushViewController(screen, animated: true)
  }
}

/// A flow that is never ended: its parent or a global keeps it.
final class ReportCoordinator {}

final class ReportViewController: UIViewController {
  let api: APIClient
  weak var coordinator: ReportCoordinator?
  var items: [ReportItem] = []

  init(api: APIClient) {
    self.api = api
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
