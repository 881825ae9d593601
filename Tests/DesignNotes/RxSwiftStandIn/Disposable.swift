/// RxSwift's `Disposable`: what a subscription returns.
public protocol Disposable {
  /// Ends the subscription.
  func dispose()
}

/// RxSwift's `Disposables`, as far as `Disposables.create()` goes.
public enum Disposables {
  /// A disposable that does nothing.
  ///
  /// - Returns: It.
  public static func create() -> any Disposable { NothingToDispose() }

  private struct NothingToDispose: Disposable {
    func dispose() {}
  }
}

/// RxSwift's `DisposeBag`: it holds subscriptions for as long as it lives.
public final class DisposeBag {
  private var disposables: [any Disposable] = []

  /// Creates an empty bag.
  public init() {}

  /// Adds a subscription.
  ///
  /// - Parameter disposable: The subscription.
  public func insert(_ disposable: any Disposable) {
    disposables.append(disposable)
  }

  deinit {
    for disposable in disposables { disposable.dispose() }
  }
}
