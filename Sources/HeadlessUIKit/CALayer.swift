public import CoordinatorTree

/// Core Animation's layer: the model's ``CoordinatorTree/Layer``, the values apps set (corner
/// radius, border, shadow, opacity) kept as set and a tree of sublayers held strongly; nothing
/// is drawn or animated.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.masksToBounds = true
/// card.layer.borderColor = UIColor.separator.cgColor
/// ```
public typealias CALayer = Layer

/// Which corners a layer rounds: the model's ``CoordinatorTree/Layer/CornerMask``.
public typealias CACornerMask = Layer.CornerMask

/// The curve of a layer's corners: the model's ``CoordinatorTree/Layer/CornerCurve``.
public typealias CALayerCornerCurve = Layer.CornerCurve
