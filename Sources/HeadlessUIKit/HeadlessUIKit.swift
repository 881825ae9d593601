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
// see it. As UIKit does, the module re-exports Foundation (and, on Linux,
// FoundationNetworking). It exports UIKit's names only (and the registries that stand for
// Interface Builder's files, `HeadlessStoryboard` and `HeadlessNib`): the model's own names
// (`ViewController`, `Window`, `NavigationError`, the kits' `ChildArrayCoordinator`) stay out
// of the app's namespace, so that an app's class named `ViewController` (Xcode's default) is
// never ambiguous in a file that imports the app and HeadlessUIKit. A test imports CoordinatorTree for the audit and the model's names.
//
// The scoped import of `HeadlessUIKitModel` brings no useful name: it makes the model's members
// (`pushViewController`, `userTapsBack()`) visible where `MemberImportVisibility` is on.

@_exported public import Foundation

@_exported public import enum CoordinatorTree.HeadlessUIKitModel

// On Linux, URLSession, URLRequest and URLResponse are in FoundationNetworking, which UIKit's
// Foundation includes: re-exported, so that an app's networking code compiles unchanged.
#if canImport(FoundationNetworking)
  @_exported public import FoundationNetworking
#endif
