public import CoordinatorTree

/// UIKit's image: the model's ``CoordinatorTree/Image``, an inert value that holds its name.
///
/// `UIImage(named:)` and `UIImage(systemName:)` make one for every name (the model has no
/// asset catalog to miss), and `withRenderingMode(_:)` keeps how it is drawn; coordinators pass
/// it to tab bar items and bar buttons without looking at it.
///
/// ```swift
/// UITabBarItem(title: "Memos", image: UIImage(systemName: "note"), tag: 0)
/// ```
public typealias UIImage = Image
