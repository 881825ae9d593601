/// A misuse of the navigation model: what was wrong and what to do.
///
/// Nothing changed when one is thrown. UIKit raises an exception or logs and ignores these.
/// The model's UIKit-named calls never throw: they record the misuse (a ``NavigationMisuse``)
/// and do nothing. The same calls through ``StrictNavigating/strict``, and the user's actions,
/// throw it, so that a test can assert the misuse and a scenario can report it.
///
/// ```text
/// Cannot push 'Detail': it is already on the stack of 'Nav'. Pop back to it with
/// popToViewController(_:animated:) instead.
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of misuse it was; new codes may come, so switch with a `default`.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    fileprivate enum Value: String {
      case alreadyOnStack, notOnStack, alreadyInHierarchy, cannotPushContainer, emptyStack
      case alreadyPresenting, nothingToDismiss, notASheet, sheetIsCovered, modalInPresentation
      case indexOutOfRange, nothingToPop, transitionInProgress, noTransition
      case navigationControllerMissing, noCurrentScreen, notOnScreen
      case invalidUpdate, unregisteredReuseIdentifier
    }

    fileprivate let value: Value

    /// The view controller is already on the navigation stack.
    public static let alreadyOnStack = Code(value: .alreadyOnStack)
    /// The view controller is not on the navigation stack.
    public static let notOnStack = Code(value: .notOnStack)
    /// The view controller already has a parent, a presenter or a window.
    public static let alreadyInHierarchy = Code(value: .alreadyInHierarchy)
    /// A navigation controller cannot be pushed onto another (a tab bar controller can).
    public static let cannotPushContainer = Code(value: .cannotPushContainer)
    /// A navigation stack cannot be empty.
    ///
    /// No longer thrown: as in UIKit, a navigation controller may have an empty stack.
    public static let emptyStack = Code(value: .emptyStack)
    /// The presenter already presents a view controller.
    public static let alreadyPresenting = Code(value: .alreadyPresenting)
    /// Nothing is presented, and the view controller was not presented.
    public static let nothingToDismiss = Code(value: .nothingToDismiss)
    /// A full-screen presentation has no sheet to swipe down.
    public static let notASheet = Code(value: .notASheet)
    /// The sheet presents another view controller, which is the one on top.
    public static let sheetIsCovered = Code(value: .sheetIsCovered)
    /// `isModalInPresentation` blocks the swipe.
    public static let modalInPresentation = Code(value: .modalInPresentation)
    /// A tab index outside the tab bar controller's view controllers.
    public static let indexOutOfRange = Code(value: .indexOutOfRange)
    /// There is nothing to pop: the stack holds only its root.
    public static let nothingToPop = Code(value: .nothingToPop)
    /// An interactive transition is under way; finish or cancel it first.
    public static let transitionInProgress = Code(value: .transitionInProgress)
    /// The interactive transition is already over.
    public static let noTransition = Code(value: .noTransition)
    /// A push was asked of a flow or screen that has no navigation controller.
    public static let navigationControllerMissing = Code(value: .navigationControllerMissing)
    /// A coordinator was asked to show or close something relative to a current screen it
    /// does not have.
    public static let noCurrentScreen = Code(value: .noCurrentScreen)
    /// What the user would tap is not on screen: a bar button of a view controller that is not
    /// on top, a hidden bar, a tab bar hidden by the screen on top, an alert not shown.
    public static let notOnScreen = Code(value: .notOnScreen)
    /// A table's or collection's update that its data source's counts contradict, or that
    /// names a row or section out of range (UIKit raises "Invalid update").
    public static let invalidUpdate = Code(value: .invalidUpdate)
    /// A cell or view dequeued for a reuse identifier under which no class is registered and
    /// nothing waits (UIKit raises "unable to dequeue").
    public static let unregisteredReuseIdentifier = Code(value: .unregisteredReuseIdentifier)

    /// The code's name, for example `alreadyOnStack`.
    public var description: String { value.rawValue }
  }

  /// What kind of misuse it was.
  public var code: Code
  /// What was wrong and what to do, naming the view controllers by title.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What kind of misuse it was.
  ///   - message: What was wrong and what to do.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
