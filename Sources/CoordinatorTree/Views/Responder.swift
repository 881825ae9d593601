public import Foundation

/// An object in the chain of objects that can answer the user, as `UIResponder`: the base of
/// views, view controllers and, in HeadlessUIKit, the application and an app's delegates.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {}
/// ```
///
/// The model delivers no touches or keys: a responder holds nothing and ``next`` only names
/// the object after it, weakly read (a view's superview or its view controller, a view
/// controller's parent or presenter), for code that walks the chain to find a view controller.
/// Like every UIKit responder it is an `NSObject`: equal and hashed by identity.
@preconcurrency @MainActor
open class Responder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil` at its end; subclasses say theirs, as UIKit's
  /// do: a view's is its view controller when it is that view controller's view, else its
  /// superview; a view controller's is its parent, or its presenter.
  open var next: Responder? { nil }

  /// Whether this responder may become the first responder; `false` unless a subclass says.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder is the first responder now.
  open var isFirstResponder: Bool { Responder.firstResponder === self }

  /// Makes this responder the first responder when it may be (``canBecomeFirstResponder``),
  /// as UIKit's: the former one resigns first.
  ///
  /// - Returns: Whether it is the first responder now.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let former = Responder.firstResponder, former !== self {
      guard former.resignFirstResponder() else { return false }
    }
    Responder.firstResponder = self
    return true
  }

  /// Stops being the first responder, as UIKit's.
  ///
  /// - Returns: Whether it resigned (always, unless a subclass refuses).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if Responder.firstResponder === self { Responder.firstResponder = nil }
    return true
  }

  /// Called on each object a storyboard or a nib made, once it is made, as UIKit's (declared
  /// on `NSObject` there): a view controller or a view that HeadlessUIKit's `UIStoryboard` or
  /// `UINib` makes hears it; call `super` when you override it.
  open func awakeFromNib() {}

  /// The first responder now, if any (HeadlessUIKit's `endEditing(_:)` asks it).
  package static var current: Responder? { firstResponder }

  /// The first responder, held weakly: a responder that goes away stops being it.
  private static weak var firstResponder: Responder?
}
