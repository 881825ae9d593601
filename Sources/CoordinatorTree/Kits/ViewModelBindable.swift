public import Foundation

/// A screen that is given its view model after it is made, as in the notes' scene
/// coordinator: `bind(viewModel:)` loads the view, then calls ``bindViewModel()``.
///
/// ```swift
/// final class MemoListViewController: ViewController, ViewModelBindable {
///   var viewModel: MemoListViewModel?
///   func bindViewModel() { /* observe viewModel */ }
/// }
/// ```
@MainActor
public protocol ViewModelBindable: ViewController {
  /// The type of the view model.
  associatedtype ViewModel: AnyObject
  /// The view model; the screen holds it strongly.
  var viewModel: ViewModel? { get set }
  /// Connects the loaded view to the view model.
  func bindViewModel()
}

extension ViewModelBindable {
  /// Stores the view model, loads the view, then binds, in that order.
  ///
  /// - Parameter viewModel: The view model to hold and bind.
  public func bind(viewModel: ViewModel) {
    self.viewModel = viewModel
    loadViewIfNeeded()
    bindViewModel()
  }
}

/// A screen that holds one view model strongly and binds it, for flows that need no screen
/// logic of their own (the kits' tests and the scenario runner use it).
@MainActor
public final class BoundScreen<Model: AnyObject>: ViewController, ViewModelBindable {
  /// The view model; held strongly, as a view controller holds its view model.
  public var viewModel: Model?
  /// How many times ``bindViewModel()`` ran; 1 after a bind.
  public private(set) var bindCount = 0

  /// Creates a screen.
  ///
  /// - Parameter title: The name for the event log.
  public override init(title: String? = nil) {
    super.init(title: title)
  }

  /// Creates a screen from an archive, as UIKit's initializer for one a storyboard makes:
  /// no title and no view model; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Counts the binding; the view is loaded by then.
  public func bindViewModel() {
    precondition(isViewLoaded, "bindViewModel() ran before the view loaded")
    bindCount += 1
  }
}

/// A view model that announces its deinit, so that audits order its release exactly.
open class FlowViewModel: DeinitSignallingObject {
  /// The name for reports.
  public let name: String

  /// Creates a view model.
  ///
  /// - Parameter name: The name for reports.
  public init(name: String) {
    self.name = name
    super.init()
  }
}
