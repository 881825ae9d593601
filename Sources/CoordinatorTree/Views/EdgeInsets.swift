public import Foundation

/// Insets from the four edges of a rectangle, as `UIEdgeInsets`: a view's layout margins, a
/// scroll view's content inset, a button's content insets; kept as set and never applied (the
/// model lays nothing out).
///
/// ```swift
/// view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets from each edge.
  ///
  /// - Parameters:
  ///   - top: From the top.
  ///   - left: From the left.
  ///   - bottom: From the bottom.
  ///   - right: From the right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// No inset, as `UIEdgeInsets()`.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No inset.
  public static let zero = EdgeInsets()
}

/// Insets that follow the reading direction, as `NSDirectionalEdgeInsets`: leading and
/// trailing in place of left and right; kept as set and never applied.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets from each edge.
  ///
  /// - Parameters:
  ///   - top: From the top.
  ///   - leading: From the leading edge.
  ///   - bottom: From the bottom.
  ///   - trailing: From the trailing edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No inset.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// No inset.
  public static let zero = DirectionalEdgeInsets()
}
