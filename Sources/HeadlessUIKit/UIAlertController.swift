public import CoordinatorTree

/// UIKit's alert: the model's ``CoordinatorTree/AlertController``.
///
/// `UIAlertController(title:message:preferredStyle:)`, `addAction(_:)`, `actions`,
/// `preferredAction`; presented like any view controller, over its presenter (which stays on
/// screen), and not swiped down. The user's tap, `alert.userTapsAction(titled:)`, dismisses
/// it, then runs the button's handler, as UIKit does.
public typealias UIAlertController = AlertController

/// UIKit's alert button: the model's ``CoordinatorTree/AlertAction``,
/// `UIAlertAction(title:style:handler:)`, held by its alert with its handler.
public typealias UIAlertAction = AlertAction
