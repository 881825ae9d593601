public import CoordinatorTree

/// UIKit's colour: the model's ``CoordinatorTree/Color``, an inert value holding its name or
/// components.
///
/// `UIColor(named:)`, `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)` and a few
/// system colours (`.systemBlue`, `.label`, `.white`, …), for the tints coordinators set.
public typealias UIColor = Color
