public import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`: an inert value the model
/// keeps as set (a scroll view's `contentInset`, a table's `separatorInset`, a flow layout's
/// `sectionInset`); nothing is laid out with it.
///
/// ```swift
/// tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset on the left.
  public var left: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset on the right.
  public var right: CGFloat

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The inset at the top.
  ///   - left: The inset on the left.
  ///   - bottom: The inset at the bottom.
  ///   - right: The inset on the right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets()
}
