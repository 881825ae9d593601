extension Scenario {
  /// How a hand-written coordinator is wired: what it stores, which callbacks end it, what it
  /// does with the navigation controller's delegate, how it tells its parent it finished.
  ///
  /// The `coordinator …` lines under a `hand-written` flow set it; each says one thing, in the
  /// words the coordinator libraries' issue threads use:
  ///
  /// ```text
  /// flow Search hand-written in Main
  ///   screen SearchField model SearchModel
  ///   coordinator ends on did-show
  ///   coordinator reports finish by closure capturing child strongly
  /// ```
  ///
  /// A flow without lines is the plain child-array coordinator of the blog posts: an array of
  /// children, removal by identity when a child's own code finishes it, and nothing else.
  struct Wiring: Sendable {
    /// Where the coordinator keeps its children.
    var registry = Registry.array
    /// `keeps children in dictionary by type`: the dictionary's key is the child's type (its
    /// flow), so a second child of one flow replaces the first.
    var keysByType = false
    /// What it removes when a child reports that it finished.
    var removal = Removal.child
    /// The callbacks that end the flow, besides its own code's `finish`.
    var events: [Event] = []
    /// Which view controller stands for the flow when a sweep looks for it.
    var identity = Identity.firstScreen
    /// Whether it takes the navigation controller's delegate when it starts, and what it puts
    /// back when it ends (or that it takes it only when the slot is empty); `nil` when it
    /// leaves the slot alone (or, for a flow with a navigation controller of its own, takes it
    /// as every root does, and tells its children).
    var takesDelegate: DelegateTaking?
    /// How it tells its parent that it finished.
    var report = FinishReport.closure(capturing: .weakly)
    /// The view models whose output it subscribes to, and how the sink captures it.
    var subscriptions: [Subscription] = []
    /// `coordinator observes the app …`: an observer it adds to the app's notifications when
    /// it starts.
    var observation: Observation?
    /// Where each clause is, for diagnostics.
    var clauses: [Clause] = []

    /// `coordinator keeps children in array|dictionary|completions`.
    enum Registry: String, CaseIterable, Sendable {
      /// `[Coordinator]`, removed by identity.
      case array
      /// `[String: Coordinator]`, keyed by an identifier of each child.
      case dictionary
      /// A router's `[UIViewController: () -> Void]`: the child's first screen as the key, a
      /// completion closure that removes the child as the value.
      case completions
      /// The app's one registry of the flows it started, `[Coordinator]` kept by the root
      /// coordinator: every flow that keeps its children there adds them to the same list,
      /// and a flow that finishes is removed from it, alone.
      case registry
    }

    /// `coordinator removes child [and descendants]|itself`: what the parent removes when a
    /// child finishes.
    enum Removal: String, CaseIterable, Sendable {
      /// The child that finished, by identity.
      case child
      /// `child and descendants`: the child, and every flow it started or that those started
      /// (from a registry that keeps them all: what a dismissal lower in a chain takes away).
      case childAndDescendants = "child and descendants"
      /// Itself, from its own children (`removeCoordinator(self)`): nothing.
      case itself
    }

    /// `coordinator ends on EVENT…`: what tells the flow that its screens are gone.
    enum Event: String, CaseIterable, Sendable {
      /// The navigation controller's `didShow`: its first screen is no longer on the stack.
      case didShow = "did-show"
      /// The navigation controller's `didShow`: the transition coordinator's `.from` view
      /// controller is its first screen and left the stack (the widely copied fix).
      case didShowFrom = "did-show-from"
      /// The navigation controller's `willShow`: a screen below its first is about to show.
      case willShow = "will-show"
      /// Its first screen's `viewWillDisappear` while moving from its parent or being
      /// dismissed.
      case viewWillDisappear = "view-will-disappear"
      /// Its first screen's `viewDidDisappear` while moving from its parent or being dismissed.
      case viewDidDisappear = "view-did-disappear"
      /// Its parent's `didShow` sweep: children whose view controller left the hierarchy.
      case sweep
      /// The sheet's presentation delegate: the user swiped the sheet down.
      case sheetSwipeDown = "sheet-swipe-down"

      /// Whether the navigation controller's delegate must hear it.
      var needsNavigationDelegate: Bool {
        switch self {
        case .didShow, .didShowFrom, .willShow, .sweep: true
        case .viewWillDisappear, .viewDidDisappear, .sheetSwipeDown: false
        }
      }
    }

    /// `coordinator identified by first-screen|navigation`: what a sweep checks.
    enum Identity: String, CaseIterable, Sendable {
      /// The first screen the flow showed.
      case firstScreen = "first-screen"
      /// The navigation controller it was given, shared with its parent on a push.
      case navigation
    }

    /// `coordinator takes navigation delegate restoring previous|nil|when unset`.
    enum DelegateTaking: Equatable, Sendable {
      /// It takes the slot when it starts, and puts this back when it ends.
      case restoring(Restore)
      /// `when unset`: it takes the slot only when no delegate is set, keeps it, and hears
      /// for its own flow alone (as `if navigationController.delegate == nil {
      /// navigationController.delegate = self }` in a coordinator that checks only its own
      /// screens): a second coordinator on the stack hears nothing.
      case whenUnset
    }

    /// What `coordinator takes navigation delegate restoring …` puts back.
    enum Restore: String, CaseIterable, Sendable {
      /// The delegate that was there before it.
      case previous
      /// Nothing.
      case none = "nil"
    }

    /// `strongly|weakly`.
    enum Capture: String, CaseIterable, Sendable {
      case strongly
      case weakly
    }

    /// `coordinator reports finish by closure [capturing child strongly|weakly]` or
    /// `… by stream [without completion] [disposed when it finishes]`.
    enum FinishReport: Equatable, Sendable {
      /// A closure the parent stores on the child, capturing the child as said.
      case closure(capturing: Capture)
      /// A result stream the parent subscribes to, its subscription kept in the parent's
      /// dispose bag; the stream completes after its one value, or not. A bag keeps every
      /// subscription until the parent goes, one more for each child: unless the parent
      /// disposes the child's subscription (and drops it from the bag) when the child
      /// finishes.
      case stream(completes: Bool, disposedWhenFinished: Bool = false)
    }

    /// `coordinator subscribes to MODEL capturing self strongly|weakly`.
    struct Subscription: Sendable {
      var model: String
      var capture: Capture
      var position: Position
      var modelPosition: Position
    }

    /// `coordinator observes the app capturing self strongly|weakly [until it finishes]`: an
    /// observer of an app-wide notification (`NotificationCenter.default.addObserver(forName:
    /// …)`), added when the flow starts; the app keeps it until the flow removes it when it
    /// finishes, or forever.
    struct Observation: Sendable {
      var capture: Capture
      var removesWhenFinished: Bool
    }

    /// One `coordinator …` line: its kind (the word after `coordinator`) and where it is.
    struct Clause: Sendable {
      var kind: String
      var position: Position
    }

    /// Whether the flow's coordinator must hear its navigation controller's transitions.
    var needsNavigationDelegate: Bool { events.contains { $0.needsNavigationDelegate } }
  }
}
