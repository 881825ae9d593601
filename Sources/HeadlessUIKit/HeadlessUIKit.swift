// HeadlessUIKit: the navigation part of UIKit, spelled as UIKit spells it, over the headless
// model of CoordinatorTree. App code imports it in place of UIKit where UIKit does not exist:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import HeadlessUIKit
//     #endif
//
// Each UIKit name is a type alias of the model's type, so a view controller made by app code
// is the model's, and FlowAudit, the user's gestures (`userTapsBack()`) and the event log all
// see it. As UIKit does, the module re-exports Foundation. It exports only the model's types
// that the UIKit names stand for (the kits' `ChildArrayCoordinator`, `Scene` and the rest stay
// out of the app's namespace); a test imports CoordinatorTree for the audit and the user's
// actions.

@_exported public import Foundation

@_exported public import protocol CoordinatorTree.AdaptivePresentationControllerDelegate
@_exported public import enum CoordinatorTree.ModalPresentationStyle
@_exported public import class CoordinatorTree.NavigationController
@_exported public import protocol CoordinatorTree.NavigationControllerDelegate
@_exported public import struct CoordinatorTree.NavigationError
@_exported public import class CoordinatorTree.NavigationItem
@_exported public import struct CoordinatorTree.NavigationMisuse
@_exported public import class CoordinatorTree.PresentationController
@_exported public import protocol CoordinatorTree.StrictNavigating
@_exported public import struct CoordinatorTree.StrictNavigation
@_exported public import class CoordinatorTree.TabBarController
@_exported public import protocol CoordinatorTree.TabBarControllerDelegate
@_exported public import struct CoordinatorTree.TransitionContextViewControllerKey
@_exported public import class CoordinatorTree.TransitionCoordinator
@_exported public import class CoordinatorTree.ViewController
@_exported public import class CoordinatorTree.Window
