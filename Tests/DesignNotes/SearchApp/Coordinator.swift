#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 003, "Coordinator Pattern": the protocol, as the note writes it.

protocol Coordinator: AnyObject {
  var navigationController: UINavigationController { get }
  var parentCoordinator: Coordinator? { get set }
  var childCoordinators: [Coordinator] { get set }
}

extension Coordinator {
  func removeChildCoordinator(child: Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }
}
