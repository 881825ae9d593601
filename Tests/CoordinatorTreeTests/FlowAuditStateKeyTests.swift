import CoordinatorTree
import Foundation
import Testing

/// The audit's part of a state key says what the next steps find, not how the state was
/// reached: a flow played back and forth comes back to the state it left, however often.
@MainActor @Suite struct FlowAuditStateKeyTests {
  /// A flow whose two screens share one view model, the way most flows are written, registered
  /// with the audit (``FlowAudit/current``) or found without registration.
  enum RegisterApp {
    @MainActor final class RegisterModel {
      weak var coordinator: RegisterCoordinator?
    }

    final class StepViewController: ViewController {
      let model: RegisterModel
      init(title: String, model: RegisterModel) {
        self.model = model
        super.init(title: title)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @MainActor final class MainCoordinator: NavigationControllerDelegate {
      var childCoordinators: [RegisterCoordinator] = []
      let navigationController: NavigationController
      let registers: Bool
      /// The leak: children are never removed once their screens have gone.
      let keepsChildren: Bool

      init(window: Window, registers: Bool, keepsChildren: Bool) throws {
        self.registers = registers
        self.keepsChildren = keepsChildren
        navigationController = NavigationController(
          rootViewController: ViewController(title: "Home"), title: "Nav")
        if registers { FlowAudit.current?.registerCoordinator(self, label: "Main", isRoot: true) }
        navigationController.delegate = self
        try window.setRootViewController(navigationController)
      }

      var isOnHome: Bool { navigationController.viewControllers.count == 1 }

      func openRegister() throws {
        let child = RegisterCoordinator(parent: self)
        childCoordinators.append(child)
        try child.start()
      }

      func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
      ) {
        if !keepsChildren { childCoordinators.removeAll { !$0.isOnStack } }
      }
    }

    @MainActor final class RegisterCoordinator {
      unowned let parent: MainCoordinator
      let model = RegisterModel()
      weak var first: StepViewController?

      init(parent: MainCoordinator) {
        self.parent = parent
        model.coordinator = self
        if parent.registers {
          FlowAudit.current?.registerCoordinator(self, label: "Register", parent: parent)
        }
      }

      var navigationController: NavigationController { parent.navigationController }
      var isOnStack: Bool { navigationController.viewControllers.contains { $0 === first } }
      var isOnFirstStep: Bool { navigationController.topViewController === first }

      func start() throws {
        let screen = StepViewController(title: "StepOne", model: model)
        first = screen
        try show(screen)
      }

      func next() throws {
        try show(StepViewController(title: "StepTwo", model: model))
      }

      private func show(_ screen: StepViewController) throws {
        if parent.registers {
          FlowAudit.current?.registerScreen(screen, label: screen.logName, owner: self)
          FlowAudit.current?.registerViewModel(
            model, label: "RegisterModel", screens: [screen], owner: self)
        }
        try navigationController.strict.pushViewController(screen, animated: true)
      }
    }

    @MainActor
    static func explorer(depth: Int, registers: Bool, keepsChildren: Bool = false)
      -> FlowExplorer<MainCoordinator>
    {
      FlowExplorer(
        depth: depth,
        app: {
          try MainCoordinator(window: $0, registers: registers, keepsChildren: keepsChildren)
        },
        actions: [
          .init("open register", when: { $0.isOnHome }) { try $0.openRegister() },
          .init("next", when: { $0.childCoordinators.last?.isOnFirstStep == true }) {
            try $0.childCoordinators.last?.next()
          },
        ])
    }
  }

  /// Home, the first step, the second step: three states at every depth.
  ///
  /// Before, the view
  /// model's record kept every second step that had gone, and each trip back and forth made
  /// a new state (5, then 9 states at depths 4 and 8).
  @Test(arguments: [true, false])
  func aFlowPlayedBackAndForthComesBackToItsStates(registers: Bool) async {
    for depth in [4, 8] {
      let exploration = await RegisterApp.explorer(depth: depth, registers: registers).run()
      #expect(exploration.isClean, "\(exploration.text)")
      #expect(exploration.states == 3, "depth \(depth): \(exploration.states) states")
    }
  }

  /// The positive control: the same flow whose parent keeps every child.
  ///
  /// What the key leaves out must not merge a state away before its leak is found: the kept coordinator is
  /// reported, at every depth, registered or not.
  @Test(arguments: [true, false])
  func aKeptChildIsFoundWhateverTheKeyLeavesOut(registers: Bool) async {
    for depth in [4, 8] {
      let exploration = await RegisterApp.explorer(
        depth: depth, registers: registers, keepsChildren: true
      ).run()
      #expect(!exploration.isClean)
      #expect(
        exploration.bugs.contains { $0.headline.contains("A leak of 'Register") },
        "depth \(depth): \(exploration.text)")
    }
  }
}
