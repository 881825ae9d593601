import CoordinatorTree
import Foundation

/// The app's modules, where a storyboard scene or a nib nobody registered is looked up by
/// class name, as the `Storyboarded` convention names a scene by its class: an explorer that
/// starts the app through its delegates adds the delegates' modules.
@MainActor
enum AppModules {
  /// The modules, in the order they were added.
  private(set) static var names: [String] = []

  /// Adds the module that declares `type`.
  static func add(_ type: Any.Type) {
    guard let module = String(reflecting: type).split(separator: ".").first.map(String.init),
      !names.contains(module)
    else { return }
    names.append(module)
  }

  /// The class of the app named `name` that is a `Kind`, looked up in the app's modules in
  /// order (a class of the app's, not nested in another type).
  static func type<Kind>(named name: String, as kind: Kind.Type) -> Kind? {
    for module in names {
      if let found = NSClassFromString("\(module).\(name)") as? Kind { return found }
    }
    return nil
  }

  /// Whether `name` can be a class's name (a Storyboard ID or a nib's name often is), for an
  /// error's example.
  static func canBeClassName(_ name: String) -> Bool {
    name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Where the lookup by class name went, for an error.
  static var searched: String {
    switch names.count {
    case 0: return "no app module is known to look it up in by class name"
    case 1: return "the app's module '\(names[0])' has no class of that name either"
    default:
      return "the app's modules \(names.map { "'\($0)'" }.joined(separator: ", ")) have no "
        + "class of that name either"
    }
  }
}
