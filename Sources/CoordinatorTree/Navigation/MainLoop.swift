import Dispatch

/// The main run loop's turns, as the model keeps them: the ends of animated transitions, which
/// UIKit runs on a later turn than the call that starts them, and the autorelease pool that
/// each turn drains.
///
/// In UIKit `pushViewController(_:animated: true)` returns before the transition ends:
/// `navigationController(_:willShow:animated:)` comes inside the call, `viewDidAppear`,
/// `didMove(toParent:)`, `navigationController(_:didShow:animated:)` and the transition
/// coordinator's completions after the animation, on a later turn of the main run loop. The
/// model does the same for every animated push, pop, popTo, popToRoot and `setViewControllers`
/// of a navigation controller in a window: the end waits here until the loop runs.
///
/// ```swift
/// navigation.pushViewController(detail, animated: true)
/// states.append(.detail)        // runs before didShow, as on a device
/// MainLoop.runUntilIdle()       // didShow, then the completions; popped screens are released
/// ```
///
/// What runs the loop:
///
/// - every step of a ``FlowAudit`` (and so ``FlowExplorer``, `assertReleased` through the audit
///   and `coordaudit`), after its action and before it judges what was released;
/// - every user action (``NavigationController/userTapsBack()``, a swipe, a tab tap, a sheet
///   swiped down, a bar button tapped): before it, as a user cannot act in the middle of an
///   animation, and after it, as the user's gesture is one turn;
/// - a new transition of the same navigation controller, which ends the earlier one first;
/// - ``runUntilIdle(maxTurns:)``, from a test;
/// - the main dispatch queue: whatever lets it run (a settle that waits for released objects,
///   an `await` on the main actor, `RunLoop.main.run(until:)`) runs the loop until it is idle.
///
/// Presentations and dismissals still end inside their call, as do transitions that are not
/// animated, the first push onto an empty stack, and a navigation controller outside a window.
@preconcurrency @MainActor
public enum MainLoop {
  /// The navigation controllers whose animated transition waits for its end, oldest first.
  private static var waiting: [NavigationController] = []
  /// Objects handed back autoreleased, kept until the current turn ends.
  private static var pool: [AnyObject] = []
  /// Whether a block that runs the loop is on the main dispatch queue.
  private static var isScheduled = false

  /// Work for a later turn (a view animation's completion), oldest first.
  private static var later: [@MainActor () -> Void] = []
  /// Work for the layout pass that ends the current turn, oldest first.
  private static var layout: [@MainActor () -> Void] = []

  /// Whether no transition waits for its end, no work waits for a layout pass or a later
  /// turn, and the autorelease pool is empty.
  public static var isIdle: Bool {
    waiting.isEmpty && later.isEmpty && layout.isEmpty && pool.isEmpty
  }

  /// Runs turns until no transition waits and the autorelease pool is empty: first the current
  /// turn ends (its pool drains), then each waiting transition ends on a turn of its own,
  /// oldest first, with whatever its callbacks start.
  ///
  /// - Parameter maxTurns: The most turns to run: an app whose every `didShow` starts another
  ///   animated transition never idles.
  /// - Returns: Whether the loop is idle.
  @discardableResult
  public static func runUntilIdle(maxTurns: Int = 1_000) -> Bool {
    var turns = 0
    endTurn()
    while !waiting.isEmpty || !later.isEmpty, turns < maxTurns {
      turns += 1
      // A turn runs the work queued for it, then ends the oldest waiting transition.
      let due = later
      later.removeAll()
      for work in due { work() }
      if !waiting.isEmpty {
        let navigation = waiting.removeFirst()
        navigation.endWaitingTransition()
      }
      endTurn()
    }
    return isIdle
  }

  /// Ends the current turn as UIKit's run loop does before it waits: the layout pass (what it
  /// runs may queue more for the same pass), then the autorelease pool drains.
  private static func endTurn() {
    var passes = 0
    while !layout.isEmpty, passes < 1_000 {
      passes += 1
      let due = layout
      layout.removeAll()
      for work in due { work() }
    }
    drainPool()
  }

  /// Runs `work` in the layout pass that ends the current turn, as UIKit lays out what changed
  /// (a tab bar controller given new tabs shows its selected tab then, not inside
  /// `setViewControllers`).
  ///
  /// - Parameter work: What runs.
  package static func runInLayoutPass(_ work: @escaping @MainActor () -> Void) {
    layout.append(work)
    scheduleRun()
  }

  /// Runs `work` on a later turn of the loop, as UIKit runs a view animation's completion
  /// after the animation: the loop holds `work` (and what it captures) until then.
  ///
  /// - Parameter work: What runs.
  package static func runOnLaterTurn(_ work: @escaping @MainActor () -> Void) {
    later.append(work)
    scheduleRun()
  }

  /// Hands `object` back autoreleased, as UIKit does with a controller from
  /// `UIStoryboard.instantiateViewController(withIdentifier:)` and other methods outside the
  /// alloc, new and copy families: the pool keeps it until the current turn ends, even when only
  /// weak references hold it otherwise.
  ///
  /// ```swift
  /// func makeDetail() -> DetailViewController {
  ///   MainLoop.autorelease(DetailViewController())   // as a storyboard would hand it back
  /// }
  /// ```
  ///
  /// - Parameter object: The object.
  /// - Returns: The object.
  @discardableResult
  public static func autorelease<Object: AnyObject>(_ object: Object) -> Object {
    pool.append(object)
    scheduleRun()
    return object
  }

  /// How deep the user actions under way are nested (a swipe finished is a swipe begun, then
  /// let go): observers hear the outermost only.
  private static var userActionDepth = 0
  /// What harnesses do around every user action, once the loop is idle, by token.
  private static var userActionObservers: [(token: Int, observe: @MainActor () -> Void)] = []
  private static var nextObserverToken = 0

  /// Adds what a harness does before and after every user action, once the loop is idle.
  ///
  /// - Parameter observer: Runs before and after each outermost user action.
  /// - Returns: The token that removes it.
  package static func observeUserActions(_ observer: @escaping @MainActor () -> Void) -> Int {
    nextObserverToken += 1
    userActionObservers.append((nextObserverToken, observer))
    return nextObserverToken
  }

  /// Removes what ``observeUserActions(_:)`` added.
  ///
  /// - Parameter token: What it returned.
  package static func stopObservingUserActions(_ token: Int) {
    userActionObservers.removeAll { $0.token == token }
  }

  /// A user action starts: a user does not act in the middle of an animation, so the loop
  /// runs until it is idle first.
  static func beginUserAction() {
    runUntilIdle()
    userActionDepth += 1
    if userActionDepth == 1 { for observer in userActionObservers { observer.observe() } }
  }

  /// A user action ends: the gesture is one turn, so the loop runs until it is idle.
  static func endUserAction() {
    runUntilIdle()
    userActionDepth -= 1
    if userActionDepth == 0 { for observer in userActionObservers { observer.observe() } }
  }

  /// Queues the end of `navigation`'s animated transition for a later turn.
  static func endLater(_ navigation: NavigationController) {
    waiting.append(navigation)
    scheduleRun()
  }

  /// Takes `navigation` out of the queue: its transition ended early (a new one began).
  static func forget(_ navigation: NavigationController) {
    if let index = waiting.firstIndex(where: { $0 === navigation }) { waiting.remove(at: index) }
  }

  /// Ends, first, the waiting transitions of the navigation controllers in `subtree` and in
  /// what it presents: a hierarchy that leaves the window (dismissed, or replaced as the
  /// window's root) does not hear of its transitions after it has gone.
  static func endTransitions(leaving subtree: ViewController) {
    guard !waiting.isEmpty else { return }
    for navigation in waiting where navigation.isInside(subtree) {
      navigation.endWaitingTransition()
    }
  }

  /// Ends the current turn: the pool lets go of what it kept.
  private static func drainPool() {
    guard !pool.isEmpty else { return }
    let drained = pool
    pool.removeAll()
    withExtendedLifetime(drained) {}
  }

  /// Puts one block that runs the loop on the main dispatch queue, unless one is there.
  private static func scheduleRun() {
    guard !isScheduled else { return }
    isScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        isScheduled = false
        runUntilIdle()
      }
    }
  }
}
