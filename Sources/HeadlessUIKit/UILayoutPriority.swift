/// How much a constraint matters, as `UILayoutPriority`: from 1 to 1000 (required); kept as
/// set, as the model solves no constraint.
///
/// ```swift
/// let height = card.heightAnchor.constraint(equalToConstant: 120)
/// height.priority = .defaultHigh
/// label.setContentHuggingPriority(.required, for: .vertical)
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, from 1 to 1000.
  public var rawValue: Float
  /// A priority from its value.
  ///
  /// - Parameter rawValue: From 1 to 1000.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority from its value, as `UILayoutPriority(750)`.
  ///
  /// - Parameter rawValue: From 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Required: 1000.
  public static let required = UILayoutPriority(1000)
  /// High: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// Low: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The lowest a view's fitting size uses: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// Whether one priority is below another.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: Another.
  /// - Returns: Whether `lhs` is lower.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  /// A priority raised by a value.
  ///
  /// - Parameters:
  ///   - lhs: The priority.
  ///   - rhs: How much.
  /// - Returns: The sum.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  /// A priority lowered by a value.
  ///
  /// - Parameters:
  ///   - lhs: The priority.
  ///   - rhs: How much.
  /// - Returns: The difference.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
