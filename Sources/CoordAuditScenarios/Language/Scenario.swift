/// A scenario file, parsed: what exists (flows, screens, view models, extra references) and
/// what happens (steps and expectations), each statement with its place in the file.
struct Scenario: Sendable {
  var name: String
  var file: String
  /// The flows, in declaration order.
  private(set) var flows: [Flow] = []
  /// The screens, in declaration order.
  private(set) var screens: [Screen] = []
  /// The view models' names, in the order screens first name them.
  private(set) var modelNames: [String] = []
  var references: [Reference] = []
  var body: [Statement] = []
  /// The app actions that exploration may run (`action "NAME" { … }`), in declaration order.
  var appActions: [AppAction] = []
  /// The statements of the `setup { … }` block: where exploration starts.
  ///
  /// A run runs them in place, as any other statements (they are in ``body`` too).
  var setup: [Statement] = []

  // Indexes by name, so that scenarios of thousands of flows stay linear.
  private var flowIndex: [String: Int] = [:]
  private var screenIndex: [String: Int] = [:]
  private var screensByFlow: [String: [Int]] = [:]
  private var models: Set<String> = []

  init(name: String, file: String) {
    self.name = name
    self.file = file
  }

  mutating func add(_ flow: Flow) {
    flowIndex[flow.name] = flowIndex[flow.name] ?? flows.count
    flows.append(flow)
  }

  /// Changes the wiring of a declared flow.
  mutating func updateWiring(of flow: String, _ change: (inout Wiring) -> Void) {
    guard let index = flowIndex[flow] else { return }
    change(&flows[index].wiring)
  }

  mutating func add(_ screen: Screen) {
    screenIndex[screen.name] = screenIndex[screen.name] ?? screens.count
    screensByFlow[screen.flow, default: []].append(screens.count)
    screens.append(screen)
    if let model = screen.model, models.insert(model).inserted { modelNames.append(model) }
  }

  /// A position in the file: a line and a column, from 1.
  struct Position: Hashable, Sendable {
    var line: Int
    var column: Int
  }

  /// The coordinator systems of the design notes.
  enum System: String, CaseIterable, Sendable {
    case childArray = "child-array"
    case selfReleasing = "self-releasing"
    case scene
    case router
    /// Coordinators written the way apps write them, without the kits: a child-array
    /// coordinator whose `coordinator …` lines say how it is wired (see ``Wiring``).
    case handWritten = "hand-written"
  }

  /// How a flow comes on screen.
  enum Placement: Hashable, Sendable {
    /// As the window's root, in a navigation controller of its own.
    case root
    /// As a tab of the window's tab bar controller (``Action/startTabs``), in a navigation
    /// controller of its own.
    case tab
    /// Pushed on the navigation controller of its parent's screens.
    case push(parent: String)
    /// Presented as a sheet, in a navigation controller of its own, over its parent.
    case sheet(parent: String)

    var parent: String? {
      switch self {
      case .root, .tab: nil
      case .push(let parent), .sheet(let parent): parent
      }
    }
  }

  /// A fault of the kits' catalog, on purpose: the checker must catch it.
  enum Fault: String, CaseIterable, Sendable {
    case noRemovalOnBack = "no-removal-on-back"
    case removesOnlyLastChild = "removes-only-last-child"
    case finishesTwice = "finishes-twice"
    case childHeldWeakly = "child-held-weakly"
    case finishesOnWillShow = "finishes-on-will-show"
    case holdsViewModelStrongly = "holds-view-model-strongly"
    case withoutDelegateFix = "without-delegate-fix"
    case updatesOnWillShow = "updates-on-will-show"
    case containerAsCurrent = "container-as-current"
    case holdsRootStrongly = "holds-root-strongly"
    case takesNavigationDelegate = "takes-navigation-delegate"
    case keptAfterLogout = "kept-after-logout"

    /// The systems the fault belongs to; `nil` for every system.
    var systems: Set<System>? {
      switch self {
      case .noRemovalOnBack, .removesOnlyLastChild, .finishesTwice, .childHeldWeakly,
        .finishesOnWillShow:
        [.childArray]
      case .holdsViewModelStrongly: [.selfReleasing]
      case .withoutDelegateFix, .updatesOnWillShow, .containerAsCurrent: [.scene]
      case .holdsRootStrongly, .takesNavigationDelegate: [.router]
      case .keptAfterLogout: [.childArray, .selfReleasing, .router]
      }
    }
  }

  /// `flow NAME [SYSTEM] root|tab|in PARENT [push|sheet] [faulty FAULT…]`.
  struct Flow: Sendable {
    var name: String
    var system: System
    var placement: Placement
    var faults: [Fault]
    var position: Position
    /// Where the parent's name is, for diagnostics.
    var parentPosition: Position?
    /// How a hand-written flow's coordinator is wired: its `coordinator …` lines.
    var wiring = Wiring()
  }

  /// `screen NAME [in FLOW] [model MODEL] [takes navigation delegate]`.
  struct Screen: Sendable {
    var name: String
    var flow: String
    var model: String?
    var position: Position
    var modelPosition: Position?
    /// Where `takes navigation delegate` is: the screen sets itself as its navigation
    /// controller's delegate when it loads, as a screen that wants `willShow` for itself does.
    var takesNavigationDelegate: Position?
  }

  /// The kinds of extra reference a scenario can add between two objects.
  enum ReferenceKind: String, CaseIterable, Sendable {
    /// A stored property that holds the target strongly.
    case strong
    /// A `weak` stored property.
    case weak
    /// An `unowned` stored property.
    case unowned
    /// A stored closure that captures the target strongly.
    case closure
    /// A stored delegate property, strong as the notes' delegates are.
    case delegate
  }

  /// `ref FROM -> TO KIND`.
  struct Reference: Sendable {
    var from: String
    var to: String
    var kind: ReferenceKind
    var position: Position
    var fromPosition: Position
    var toPosition: Position
  }

  /// What one statement of the body does.
  indirect enum Statement: Sendable {
    /// One action, audited as a step of its own.
    case action(Action, text: String, position: Position)
    /// `step "NAME" { … }`: several actions audited as one step.
    case step(name: String, actions: [(Action, Position)], position: Position)
    /// `repeat N ["LABEL"] { … }`; `name` tells the loop apart from the scenario's others in
    /// results and baselines: its label, or its first step's name (see ``LoopNames``).
    case repetition(count: Int, body: [Statement], position: Position, name: String)
    /// `expect …`: about the step or loop just before.
    case expectation(Expectation, position: Position)
  }

  /// `action "NAME" { … }`: app code that `coordaudit explore` runs as one step wherever its
  /// first statement applies.
  struct AppAction: Sendable {
    var name: String
    var actions: [(Action, Position)]
    var position: Position
  }

  /// A name in a statement, with where it is.
  ///
  /// In an action, a name may be followed by an instance's number (`dismiss Compose 2`, `user
  /// jumps back to Preview 1`): the Nth instance of the name that the run made, counting from 1.
  /// Without one, a name means the live instance whose screen is the top-most of its name in
  /// the window, or, when none is on screen, the one made last (see
  /// ``ScenarioApp/instance(of:)``).
  struct Name: Hashable, Sendable {
    var text: String
    var position: Position
    /// The instance's number, when the statement gives one.
    var instance: Int? = nil

    /// How the file writes it: `Compose`, `Compose 2`.
    var written: String { instance.map { "\(text) \($0)" } ?? text }
  }

  /// What a step does: app code calling the kits or the navigation model, or the user.
  enum Action: Sendable {
    case start(Name, animated: Bool)
    /// `start another FLOW`: a second instance of a flow, while the first shows, started by
    /// its parent's code (a "show related" button of the first asks the parent).
    case startAnother(Name, animated: Bool)
    case startTabs
    case push(Name, animated: Bool)
    case finish(Name, animated: Bool)
    case present(Name, animated: Bool)
    case replaceRoot(Name)
    case pop(animated: Bool)
    case popTo(Name, animated: Bool)
    case popToRoot(animated: Bool)
    case setStack([Name], animated: Bool)
    case dismiss(animated: Bool)
    /// `dismiss FLOW`: the flow's own code closes its sheet, and every presentation above it
    /// goes with it (a presentation lower in a chain dismissed).
    case dismissFlow(Name, animated: Bool)
    case selectTab(Int)
    case userTapsBack
    case userJumpsBack(Name)
    case userSwipesBack
    case userSwipesBackAndCancels
    case userSwipesDown
    case userTapsTab(Int)
  }

  /// What a scenario expects of the step (or the loop) just before.
  enum Expectation: Sendable {
    case clean
    case released([Name])
    /// `released in order A, B`: each name released by the step, in this order.
    case releasedInOrder([Name])
    case alive([Name])
    case leak([Name])
    case prematureRelease([Name])
    case brokenInvariant(containing: String?)
    case error(code: Name)
    /// Names, or `heap` for heap bytes.
    case growth([Name])
    case flat

    /// Whether it expects the checker to find something.
    var expectsAFinding: Bool {
      switch self {
      case .leak, .prematureRelease, .brokenInvariant, .error, .growth: true
      case .clean, .released, .releasedInOrder, .alive, .flat: false
      }
    }

    /// Whether it is about a loop rather than a step.
    var isAboutALoop: Bool {
      switch self {
      case .growth, .flat: true
      default: false
      }
    }
  }

  func flow(named name: String) -> Flow? { flowIndex[name].map { flows[$0] } }
  func screen(named name: String) -> Screen? { screenIndex[name].map { screens[$0] } }
  func screens(of flow: String) -> [Screen] { (screensByFlow[flow] ?? []).map { screens[$0] } }
  func isModel(_ name: String) -> Bool { models.contains(name) }
}
