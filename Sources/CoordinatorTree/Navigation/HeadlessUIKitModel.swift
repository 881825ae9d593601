/// The one name of this module that `HeadlessUIKit` re-exports.
///
/// `HeadlessUIKit` spells UIKit's names as type aliases of this module's types, and re-exports
/// this name alone (`@_exported import enum CoordinatorTree.HeadlessUIKitModel`). A scoped
/// import makes the module's members visible to the importing file (so that
/// `navigationController.pushViewController(_:animated:)` resolves where the upcoming feature
/// `MemberImportVisibility` is on), without bringing the model's type names (`ViewController`,
/// `Window`, `NavigationError`, …) into the app's namespace, where an app's own class of the
/// same name would become ambiguous.
public enum HeadlessUIKitModel {}
