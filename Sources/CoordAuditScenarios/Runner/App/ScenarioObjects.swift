import CoordinatorTree
import Foundation

/// The references a scenario's `ref` lines add to an object: real stored properties and a
/// real stored closure, so that they own (or do not own) exactly as the same code in an app.
@MainActor
final class ExtraReferences {
  /// `strong`: stored properties that hold their targets, by target name.
  var strong: [String: AnyObject] = [:]
  /// `weak`: weak stored properties.
  var weak: [String: WeakBox] = [:]
  /// `unowned`: unowned stored properties.
  var unowned: [String: UnownedBox] = [:]
  /// `closure`: stored closures that capture their targets strongly.
  var closures: [String: () -> Void] = [:]
  /// `delegate`: stored delegate properties, strong as the notes' delegates are.
  var delegates: [String: AnyObject] = [:]
  /// What each stored closure captured, weakly: a closure's captures cannot be read back, and
  /// the ownership graph draws them.
  var closureTargets: [String: WeakBox] = [:]

  /// Lets go of every reference, strong or not: the session that made it is over (see
  /// ``ScenarioApp/discard()``).
  func removeAll() {
    strong = [:]
    weak = [:]
    unowned = [:]
    closures = [:]
    delegates = [:]
    closureTargets = [:]
  }

  /// Adds a reference to `target`, named `name`.
  func add(_ kind: Scenario.ReferenceKind, to target: AnyObject, named name: String) {
    switch kind {
    case .strong: strong[name] = target
    case .weak: weak[name] = WeakBox(target)
    case .unowned: unowned[name] = UnownedBox(target)
    case .closure:
      closures[name] = { withExtendedLifetime(target) {} }
      closureTargets[name] = WeakBox(target)
    case .delegate: delegates[name] = target
    }
  }
}

/// A weak stored property.
struct WeakBox {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}

/// An unowned stored property.
struct UnownedBox {
  unowned let object: AnyObject
  /// Whether the object is still alive: reading an unowned reference to a released object
  /// traps, so the ownership graph asks this first.
  private weak var liveness: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
    liveness = object
  }

  /// The object, if it is alive.
  var objectIfAlive: AnyObject? { liveness == nil ? nil : object }
}

/// An object a scenario declares, which its `ref` lines can give extra references.
@MainActor
protocol ScenarioObject: AnyObject {
  /// What the scenario's `ref` lines add to it.
  var extras: ExtraReferences { get }
}

/// A screen of a scenario: it holds its view model strongly, and, in the router system, the
/// router that routes from it when it has no view model to hold that router.
@MainActor
final class ScenarioScreen: ViewController, ViewModelBindable, ScenarioObject,
  NavigationControllerDelegate
{
  var viewModel: ScenarioModel?
  /// A router system screen with no view model holds its router itself.
  var router: Router?
  let extras = ExtraReferences()
  /// The name the scenario declares it by.
  let declaredName: String
  /// The instance of its flow that shows it (its coordinator or router); weak, as a screen's
  /// back reference to its coordinator is, and `nil` for a scene flow's screen (one scene
  /// coordinator shows them all).
  ///
  /// The app reads it to tell which instance of a flow a screen belongs to; the state's key
  /// reads it too, so that two states whose screens belong to other instances differ.
  weak var flowInstance: AnyObject?
  /// Told when the screen disappears, as a hand-written coordinator's first screen tells its
  /// coordinator; weak, as such delegates are.
  weak var disappearanceDelegate: HandWrittenCoordinator?
  /// `takes navigation delegate`: when it loads, the screen makes itself its navigation
  /// controller's delegate, as a screen that wants `willShow` for itself does.
  var takesNavigationDelegate = false

  init(name: String) {
    declaredName = name
    super.init(title: name)
  }

  /// A scenario's screens are never made from an archive.
  required init?(coder: NSCoder) { nil }

  func bindViewModel() {}

  override func viewDidLoad() {
    if takesNavigationDelegate { navigationController?.delegate = self }
  }

  override func viewWillDisappear(_ animated: Bool) {
    disappearanceDelegate?.screenWillDisappear(self)
  }

  override func viewDidDisappear(_ animated: Bool) {
    disappearanceDelegate?.screenDidDisappear(self)
  }
}

/// A view model of a scenario: it holds what its system says it holds.
@MainActor
final class ScenarioModel: FlowViewModel, ScenarioObject {
  /// Strong: a self-releasing coordinator, a router, or the scene coordinator.
  var owner: AnyObject?
  /// Weak: a child-array coordinator.
  weak var weakOwner: AnyObject?
  /// Its output, made when a coordinator first subscribes to it (`subscribes to MODEL`).
  lazy var output = ResultStream()
  /// The flow instance whose screens share this view model; weak, and compared by identity
  /// (a new flow at a dead one's address is another flow).
  private weak var flow: AnyObject?
  /// Whether it was made for a flow instance (which may be gone since).
  private var hasFlow = false

  /// Makes it the view model of a flow instance.
  func belong(to flow: AnyObject) {
    self.flow = flow
    hasFlow = true
  }

  /// Whether it backs the screens of `flow`; with `nil`, whether it belongs to no flow yet
  /// (a flow's first screen is made before the flow).
  func belongs(to flow: AnyObject?) -> Bool {
    guard let flow else { return !hasFlow }
    return self.flow === flow
  }
  let extras = ExtraReferences()

}

/// A child-array flow of a scenario: it shows its first screen when started.
@MainActor
final class ChildArrayFlow: FlowCoordinator, ScenarioObject {
  let extras = ExtraReferences()
  /// The first screen and its view model, made before the flow starts; `start()` shows them
  /// and lets go of them.
  var firstScreen: (screen: ScenarioScreen, model: ScenarioModel?, animated: Bool)?

  override func start() throws {
    guard let first = firstScreen else { return }
    firstScreen = nil
    try show(
      first.screen, label: first.screen.logName, viewModel: first.model, animated: first.animated)
  }
}

/// A self-releasing flow of a scenario.
@MainActor
final class SelfReleasingFlow: SelfReleasingCoordinator, ScenarioObject {
  let extras = ExtraReferences()
}

/// A router of a scenario: one per screen of the router system.
@MainActor
final class ScenarioRouter: Router, ScenarioObject {
  let extras = ExtraReferences()
}

/// The one scene coordinator of a scenario's scene flows.
@MainActor
final class ScenarioSceneCoordinator: SceneCoordinator, ScenarioObject {
  let extras = ExtraReferences()
}
