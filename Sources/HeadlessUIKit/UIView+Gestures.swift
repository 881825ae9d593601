public import CoordinatorTree

/// A view's gesture recognizers, as UIKit's: the view holds them strongly, each points back
/// weakly, and exploration asks each what the user can do on the view.
extension UIView {
  /// The recognizers attached to the view, held strongly; `nil` when there are none.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      let recognizers = interactionSources.compactMap { $0 as? UIGestureRecognizer }
      return recognizers.isEmpty ? nil : recognizers
    }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, which the view then holds strongly; one attached to another view
  /// moves, as in UIKit.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let former = gestureRecognizer.view, former !== self {
      former.removeGestureRecognizer(gestureRecognizer)
    }
    guard !interactionSources.contains(where: { $0 === gestureRecognizer }) else { return }
    interactionSources.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; the view lets go of it.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    interactionSources.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
}
