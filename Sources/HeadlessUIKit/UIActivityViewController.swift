public import CoordinatorTree

/// UIKit's share sheet: a view controller the app presents with what to share.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [summary], applicationActivities: nil)
/// share.completionWithItemsHandler = { [weak self] _, completed, _, _ in
///   if completed { self?.didShare() }
/// }
/// present(share, animated: true)
/// ```
///
/// Presented, it is a sheet the user can swipe down, as any; the system's activities are not
/// modelled, so the user picks none and the handler is never called. It holds its items, its
/// activities and its handler strongly, as UIKit's: a handler that captures the presenter
/// strongly keeps it alive while the sheet is kept.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What the handler is told when the sheet goes: the activity picked, whether it completed,
  /// the items it returned, and its error.
  public typealias CompletionWithItemsHandler =
    (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// What is shared; held strongly.
  public let activityItems: [Any]
  /// The app's own activities; held strongly.
  public let applicationActivities: [UIActivity]?
  /// The system activities not offered; kept.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Runs when the sheet goes; held strongly, never called by the model.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// Creates a share sheet, as UIKit's.
  ///
  /// - Parameters:
  ///   - activityItems: What to share (text, URLs, images).
  ///   - applicationActivities: The app's own activities, if any.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available, as UIKit's: a share sheet is made in code.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    fatalError("UIActivityViewController is made with init(activityItems:applicationActivities:)")
  }
}

/// UIKit's activity: an app's own service in the share sheet.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// An activity's identifier, as `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String

    /// Creates an activity type.
    ///
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Copying to the pasteboard.
    public static let copyToPasteboard = ActivityType(
      rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// Sending a message.
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    /// Sending mail.
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    /// Printing.
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    /// Sending with AirDrop.
    public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
  }

  /// The activity's type; by default, its class name.
  open var activityType: ActivityType? { ActivityType(rawValue: "\(Self.self)") }
  /// The title the sheet shows.
  open var activityTitle: String? { nil }
}
