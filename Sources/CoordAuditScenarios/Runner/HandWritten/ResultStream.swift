import CoordinatorTree

/// The smallest result stream a hand-written coordinator uses, shaped as a reactive one.
///
/// Like RxSwift's `PublishSubject` or Combine's `PassthroughSubject`, the stream holds each
/// subscription until it completes, and so does whoever keeps the subscription (a dispose bag,
/// a set of cancellables). A subscription's handler keeps what it captured for as long.
@MainActor
final class ResultStream {
  private var subscriptions: [ResultSubscription] = []

  /// Subscribes `handler` to the stream's values.
  ///
  /// - Parameter handler: Called with each value; kept until the stream completes.
  /// - Returns: The subscription, to keep in a dispose bag.
  func subscribe(_ handler: @escaping @MainActor () -> Void) -> ResultSubscription {
    let subscription = ResultSubscription(handler)
    subscriptions.append(subscription)
    return subscription
  }

  /// Ends one subscription: the stream lets go of it, and it of its handler.
  ///
  /// - Parameter subscription: A subscription of this stream.
  func unsubscribe(_ subscription: ResultSubscription) {
    subscription.onNext = nil
    subscriptions.removeAll { $0 === subscription }
  }

  /// Sends a value to every subscription.
  func emit() {
    for subscription in subscriptions { subscription.onNext?() }
  }

  /// Ends the stream: every subscription lets go of its handler, and the stream of them.
  func complete() {
    for subscription in subscriptions { subscription.onNext = nil }
    subscriptions.removeAll()
  }
}

/// A subscription to a ``ResultStream``: it holds its handler until the stream completes.
@MainActor
final class ResultSubscription {
  var onNext: (@MainActor () -> Void)?

  init(_ handler: @escaping @MainActor () -> Void) {
    onNext = handler
  }
}
