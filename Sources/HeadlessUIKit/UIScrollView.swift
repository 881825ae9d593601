public import Foundation

/// A headless scroll view, as UIKit's `UIScrollView`: its settings kept as set, and a weak
/// delegate; the model never scrolls.
///
/// ```swift
/// let scrollView = UIScrollView()
/// scrollView.delegate = self  // weak, as UIKit's
/// scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
/// view.addSubview(scrollView)
/// ```
///
/// The delegate is weak, as UIKit documents; ``contentOffset``, ``contentInset`` and
/// ``contentSize`` hold what the app set and change only when it sets them (no touch moves
/// the content, nothing is laid out). Everything inside a scroll view is reachable by the
/// user, scrolled into sight or not: the model has no geometry.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the content is dismissed with the keyboard while dragging.
  public enum KeyboardDismissMode: Int, Sendable {
    /// The keyboard stays.
    case none
    /// The keyboard goes when a drag begins.
    case onDrag
    /// The keyboard follows the drag.
    case interactive
  }

  /// How the safe area adjusts the content insets.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// UIKit's default.
    case automatic
    /// Along the scrollable axes.
    case scrollableAxes
    /// Never adjusted.
    case never
    /// Always adjusted.
    case always
  }

  /// The object told of scrolling; weak, as UIKit's.
  ///
  /// Tables and collections keep their own delegate here: a table's `delegate` is this
  /// property.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// Where the content is scrolled to; kept as set.
  open var contentOffset = CGPoint.zero
  /// The size of the content; kept as set, never computed.
  open var contentSize = CGSize.zero
  /// The space added around the content; kept as set.
  open var contentInset = UIEdgeInsets.zero
  /// The insets of the scroll indicators; kept as set.
  ///
  /// Setting it sets both ``verticalScrollIndicatorInsets`` and
  /// ``horizontalScrollIndicatorInsets``, as UIKit's; reading it reads the vertical one.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The insets of the vertical scroll indicator (iOS 13); kept as set.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of the horizontal scroll indicator (iOS 13); kept as set.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets the content is laid out with: ``contentInset``.
  ///
  /// UIKit adds the safe area's insets; the model has no safe area (no bar or notch takes
  /// room).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// How the safe area adjusts the insets; kept as set.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the user may scroll; kept, as nothing scrolls.
  open var isScrollEnabled = true
  /// Whether the content stops on multiples of the bounds; kept.
  open var isPagingEnabled = false
  /// Whether the content bounces at its edges; kept.
  open var bounces = true
  /// Whether the content bounces vertically when it is shorter than the bounds; kept.
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally when it is narrower than the bounds; kept.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows; kept.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows; kept.
  open var showsHorizontalScrollIndicator = true
  /// How dragging dismisses the keyboard; kept.
  open var keyboardDismissMode = KeyboardDismissMode.none

  /// Sets the content offset, as UIKit's; no animation, and the delegate is not called (the
  /// model tells no one of scrolling).
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Ignored: the model does not animate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls so that a rectangle is visible, as UIKit's: the model has no geometry, so it
  /// changes nothing.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the content's coordinates.
  ///   - animated: Ignored.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}
