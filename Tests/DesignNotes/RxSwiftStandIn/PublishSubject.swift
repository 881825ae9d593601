/// RxSwift's `PublishSubject`, as far as the design notes use it for a `Completable`: it
/// remembers how it ended, and tells subscribers that come after, as RxSwift's does.
public final class PublishSubject<Element> {
  private var ending: CompletableEvent?
  private var observers: [(CompletableEvent) -> Void] = []

  /// Creates a subject that has not ended.
  public init() {}

  /// Ends the subject successfully.
  public func onCompleted() { end(.completed) }

  /// Ends the subject with an error.
  ///
  /// - Parameter error: The error.
  public func onError(_ error: any Error) { end(.error(error)) }

  /// The subject's ending as a `Completable`.
  ///
  /// - Returns: A completable that ends as the subject does.
  public func asCompletable() -> Completable {
    Completable.create { observer in
      if let ending = self.ending { observer(ending) } else { self.observers.append(observer) }
      return Disposables.create()
    }
  }

  private func end(_ event: CompletableEvent) {
    guard ending == nil else { return }
    ending = event
    let waiting = observers
    observers.removeAll()
    for observer in waiting { observer(event) }
  }
}
