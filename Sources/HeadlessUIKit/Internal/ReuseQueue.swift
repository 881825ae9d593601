/// A view a table or collection makes from a registered class and reuses: cells, header and
/// footer views, supplementary views.
@MainActor
protocol ReusableView: UIView {
  /// Makes one of a registered class, through UIKit's designated initializer.
  ///
  /// - Parameter reuseIdentifier: The identifier the class was registered under.
  init(registeredWithReuseIdentifier reuseIdentifier: String)
  /// The identifier it is reused under, or `nil` when it is never reused.
  var reuseIdentifier: String? { get }
  /// Resets it before it is handed back again.
  func prepareForReuse()
}

/// The classes registered for reuse identifiers, and the views that wait to be reused: what
/// UIKit calls a table's or a collection's reuse queue, held strongly by its view.
///
/// A class, so that the app code a dequeue runs (`prepareForReuse()`, an initializer) may
/// dequeue again without overlapping an access to its view's storage.
@MainActor
final class ReuseQueue<View: ReusableView> {
  /// The class registered for each identifier.
  private(set) var registrations: [String: View.Type] = [:]
  /// The views that left their row and wait, oldest first, by identifier.
  private(set) var waiting: [String: [View]] = [:]

  /// Registers a class for an identifier, or removes the registration (`nil`), as UIKit's
  /// `register`; a later registration replaces an earlier one.
  ///
  /// - Parameters:
  ///   - viewClass: The class, or `nil`.
  ///   - identifier: The reuse identifier.
  func register(_ viewClass: View.Type?, for identifier: String) {
    registrations[identifier] = viewClass
  }

  /// Keeps a view that left its row until it is dequeued; one without a reuse identifier is
  /// not kept (UIKit lets it go).
  ///
  /// - Parameter view: The view.
  func enqueue(_ view: View) {
    guard let identifier = view.reuseIdentifier else { return }
    waiting[identifier, default: []].append(view)
  }

  /// A view for `identifier`, as UIKit's dequeue methods hand one back: the oldest waiting one
  /// after its `prepareForReuse()`, else a new one of the registered class, else `nil`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil` when none waits and no class is registered.
  func dequeue(_ identifier: String) -> View? {
    if var views = waiting[identifier], !views.isEmpty {
      let view = views.removeFirst()
      waiting[identifier] = views.isEmpty ? nil : views
      view.prepareForReuse()
      return view
    }
    return registrations[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
  }
}
