public import CoordinatorTree

/// UIKit's insets from the four edges: the model's ``CoordinatorTree/EdgeInsets``; kept as set
/// and never applied.
///
/// ```swift
/// button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's insets in the reading direction: the model's
/// ``CoordinatorTree/DirectionalEdgeInsets``; kept as set and never applied.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
