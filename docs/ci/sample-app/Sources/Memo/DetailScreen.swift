/// The memo's detail screen: its view model calls back when the memo changes.
///
/// The view model holds its callback, and the callback captures the screen weakly, so the
/// screen goes when the navigation stack lets go of it:
///
/// ```swift
/// var stack = [DetailScreen()]
/// stack.removeAll()  // the screen and its view model are released
/// ```
public final class DetailScreen {
  /// The screen's view model, which it owns.
  public let viewModel = DetailViewModel()

  /// A screen whose view model calls back into it weakly.
  public init() {
    viewModel.onChange = { [weak self] in self?.render() }
  }

  /// Draws the memo again.
  public func render() {}
}

/// The detail screen's view model.
public final class DetailViewModel {
  /// Called when the memo changes.
  public var onChange: (() -> Void)?

  /// A view model with no callback yet.
  public init() {}
}
