public import CoordinatorTree

/// UIKit's adaptive presentation controller delegate: the model's
/// ``CoordinatorTree/AdaptivePresentationControllerDelegate``; every method is optional.
///
/// Only the user's swipe down of a sheet calls it (`presentationControllerShouldDismiss`,
/// `presentationControllerWillDismiss`, `presentationControllerDidDismiss`, or
/// `presentationControllerDidAttemptToDismiss` when `isModalInPresentation` or the delegate
/// keeps the sheet), never a `dismiss(animated:completion:)` from code. Set it before
/// presenting, as apps do:
///
/// ```swift
/// let sheet = UINavigationController(rootViewController: ComposeViewController())
/// sheet.presentationController?.delegate = self
/// present(sheet, animated: true)
/// ```
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate

/// UIKit's presentation controller: the model's ``CoordinatorTree/PresentationController``,
/// with `presentingViewController`, `presentedViewController` and the weak `delegate`.
public typealias UIPresentationController = PresentationController
