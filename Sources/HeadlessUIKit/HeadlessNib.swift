public import CoordinatorTree
import Foundation

/// The app's nibs, as a test registers them: Linux has no nib files to load, so ``UINib``
/// and `Bundle.main.loadNibNamed(_:owner:options:)` make what is registered here.
///
/// Register each nib the app loads by its name, with the class of its one top-level view
/// (made with `init(coder:)`, as UIKit makes it) or with a closure that makes its top-level
/// objects and may connect the owner's outlets:
///
/// ```swift
/// HeadlessNib.register("ProfileHeaderView", ProfileHeaderView.self)
/// HeadlessNib.register("CardView") { owner in
///   let content = UIView()
///   (owner as? CardView)?.contentView = content   // the File's Owner's outlet
///   return [content]
/// }
/// ```
///
/// A nib nobody registered whose name is that of a view class of the app (the convention of
/// a nib named after its view) is that view, made with `init(coder:)`; the app's modules are
/// those of the delegates an explorer starts the app through.
///
/// What the nib hands back is made as UIKit makes it: `awakeFromNib()` runs on each top-level
/// object that is a view or a view controller, and each is autoreleased (alive until the
/// current turn of the main loop ends). Registrations are process-wide; registering a nib
/// again replaces it. A nib nobody registered stops the app with a sentence that names it and
/// says how to register it, where UIKit raises.
@preconcurrency @MainActor
public enum HeadlessNib {
  /// The nibs by name: each makes its top-level objects for an owner.
  static var nibs: [String: @MainActor (Any?) -> [Any]] = [:]

  /// Registers a nib whose one top-level object is a view of this class, made with
  /// `init(coder:)`.
  ///
  /// ```swift
  /// HeadlessNib.register("ProfileHeaderView", ProfileHeaderView.self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The nib's name, as `UINib(nibName:bundle:)` is given it.
  ///   - type: The class of its top-level view; its `init?(coder:)` makes it.
  public static func register(_ name: String, _ type: UIView.Type) {
    nibs[name] = { _ in [makeView(type, of: name)] }
  }

  /// The view `type` makes with `init(coder:)` as the nib `name`'s top-level view.
  private static func makeView(_ type: UIView.Type, of name: String) -> UIView {
    guard let view = type.init(coder: NibCoder(name)) else {
      fatalError(
        "The top-level view of the nib '\(name)' could not be made: "
          + "'\(type).init?(coder:)' returned nil.")
    }
    return view
  }

  /// Registers a nib whose top-level objects a closure makes.
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - make: Makes the top-level objects, in order, for the owner the app passes (the
  ///     File's Owner), whose outlets it may set.
  public static func register(_ name: String, make: @escaping @MainActor (Any?) -> [Any]) {
    nibs[name] = make
  }

  /// Makes the top-level objects of the nib `name` for `owner` as UIKit does, or `nil` when
  /// nobody registered it.
  static func instantiate(_ name: String, owner: Any?) -> [Any]? {
    let objects: [Any]
    if let make = nibs[name] {
      objects = make(owner)
    } else if let type = AppModules.type(named: name, as: UIView.Type.self) {
      objects = [makeView(type, of: name)]
    } else {
      return nil
    }
    for object in objects {
      (object as? Responder)?.awakeFromNib()
      // Objects of classes only: a value has no lifetime to extend.
      if type(of: object) is AnyClass { MainLoop.autorelease(object as AnyObject) }
    }
    return objects
  }

  /// The sentence for a nib nobody registered: it names the nib, lists the registered ones,
  /// and says how to register it.
  ///
  /// - Parameter name: The nib's name the app asked for.
  /// - Returns: The sentence.
  package static func missingNibMessage(_ name: String) -> String {
    let registered = nibs.keys.sorted().map { "'\($0)'" }
    let known =
      registered.isEmpty
      ? "No nib is registered."
      : "The nibs registered are \(registered.joined(separator: ", "))."
    let type = AppModules.canBeClassName(name) ? name : "ItsView"
    return "There is no nib named '\(name)': nobody registered it, and "
      + "\(AppModules.searched). \(known) Register it before the app loads it, with the class "
      + "of its top-level view (made with init(coder:)): "
      + "HeadlessNib.register(\"\(name)\", \(type).self), or with a closure that makes its "
      + "top-level objects: HeadlessNib.register(\"\(name)\") { owner in [ … ] }."
  }
}

/// The coder a nib's view is made with: it carries the nib's name, and decodes nothing.
final class NibCoder: NSCoder {
  /// The nib's name.
  let nib: String

  init(_ nib: String) {
    self.nib = nib
    super.init()
  }
}
