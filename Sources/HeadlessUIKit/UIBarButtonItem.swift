public import CoordinatorTree

/// UIKit's bar button: the model's ``CoordinatorTree/BarButtonItem``.
///
/// `UIBarButtonItem(title:style:target:action:)`, `(image:style:target:action:)` and
/// `(barButtonSystemItem:target:action:)`, with the target held weakly; `(title:image:
/// primaryAction:menu:)` and `(systemItem:primaryAction:menu:)` with a closure. The user's tap,
/// `navigationController.userTapsBarButton(_:)`, runs the closure or calls the action on its
/// target, and is refused for a button that is not on screen.
///
/// There is no `#selector` on Linux: the action is the method, unapplied. A closure compiles
/// unchanged against UIKit:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.doneTapped() })
/// ```
///
/// A target and an action take an `#if`; see docs/uikit-surface.md:
///
/// ```swift
/// #if canImport(UIKit)
///   UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
/// #else
///   UIBarButtonItem(barButtonSystemItem: .done, target: self, action: EditorViewController.doneTapped)
/// #endif
/// ```
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's action with a closure: the model's ``CoordinatorTree/Action``,
/// `UIAction(title:image:handler:)`, a bar button's `primaryAction` or a menu's item.
public typealias UIAction = Action

/// UIKit's menu: the model's ``CoordinatorTree/Menu``, kept by a bar button without being
/// shown.
public typealias UIMenu = Menu

/// UIKit's menu element, the base of actions and menus: the model's
/// ``CoordinatorTree/MenuElement``.
public typealias UIMenuElement = MenuElement
