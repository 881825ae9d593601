public import CoordinatorTree

/// UIKit's presentation styles: the model's ``CoordinatorTree/ModalPresentationStyle``.
///
/// The styles that decide what the model does: `.automatic` (the default, a page sheet),
/// `.pageSheet`, `.formSheet`, `.fullScreen` and `.overFullScreen`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
