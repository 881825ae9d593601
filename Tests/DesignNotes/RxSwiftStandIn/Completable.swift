/// What a `Completable` ends with, as RxSwift's `CompletableEvent`.
public enum CompletableEvent {
  /// It completed.
  case completed
  /// It failed.
  case error(any Error)
}

/// RxSwift's `Completable`, synchronously and as far as the design notes' scene coordinator
/// uses it: made by `create` (run on each subscription, as RxSwift's is) or by a subject.
public struct Completable {
  private let run: (@escaping (CompletableEvent) -> Void) -> any Disposable

  /// Makes a completable that runs `subscribe` each time it is subscribed to.
  ///
  /// - Parameter subscribe: Sends one event to its argument; returns what to dispose.
  /// - Returns: The completable.
  public static func create(
    subscribe: @escaping (@escaping (CompletableEvent) -> Void) -> any Disposable
  ) -> Completable {
    Completable(run: subscribe)
  }

  /// Subscribes, as RxSwift's `subscribe(onCompleted:onError:)`.
  ///
  /// - Parameters:
  ///   - onCompleted: Runs when it completes.
  ///   - onError: Runs when it fails.
  /// - Returns: What to dispose.
  @discardableResult
  public func subscribe(
    onCompleted: (() -> Void)? = nil, onError: ((any Error) -> Void)? = nil
  ) -> any Disposable {
    run { event in
      switch event {
      case .completed: onCompleted?()
      case .error(let error): onError?(error)
      }
    }
  }
}

/// The module name the notes spell types with (`RxSwift.Completable`), for code that
/// imports this stand-in where RxSwift is not linked.
public enum RxSwift {
  /// RxSwift's `Completable`.
  public typealias Completable = RxSwiftStandIn.Completable
}
