public import Foundation

/// UIKit's device: what apps read of the phone they run on, of a fixed device.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { layout = .twoColumns }
/// NotificationCenter.default.addObserver(
///   forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
/// ) { _ in self.relayout() }
/// ```
///
/// The model's device is the iPhone of ``UIScreen/main``, held in portrait, running iOS 17.0:
/// its orientation never changes, so `orientationDidChangeNotification` is never posted by
/// the model (a test may post it).
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// How the device is held, as `UIDeviceOrientation`.
  public enum Orientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright, the home indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the top to the left.
    case landscapeLeft
    /// On its side, the top to the right.
    case landscapeRight
    /// Flat, the screen up.
    case faceUp
    /// Flat, the screen down.
    case faceDown

    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The kind of interface, as `UIUserInterfaceIdiom`.
  public enum UserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone
    /// A tablet.
    case pad
    /// A television.
    case tv
    /// A car's screen.
    case carPlay
    /// A Mac.
    case mac = 5
    /// Apple Vision.
    case vision
  }

  /// Posted when the device's orientation changes; the model never posts it.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// The device the app runs on.
  public static let current = UIDevice()

  /// How the device is held: portrait, always.
  public let orientation = Orientation.portrait
  /// The kind of interface: a phone.
  public let userInterfaceIdiom = UserInterfaceIdiom.phone
  /// The system's name.
  public let systemName = "iOS"
  /// The system's version.
  public let systemVersion = "17.0"
  /// The device's model.
  public let model = "iPhone"
  /// The device's model, in the user's language.
  public var localizedModel: String { model }
  /// The device's name, as iOS 16 and later give it to apps without an entitlement.
  public var name: String { model }
  /// The device's identifier for this app's vendor: a fixed one, so that replays agree.
  public let identifierForVendor = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
  /// Whether the app asked for orientation notifications; kept, as none is posted.
  public private(set) var isGeneratingDeviceOrientationNotifications = false

  /// Creates the device; use ``current``.
  override init() {
    super.init()
  }

  /// Asks for orientation notifications, as UIKit's; the model's device never turns.
  public func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops orientation notifications, as UIKit's.
  public func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }
}

/// UIKit's device orientation: ``UIDevice/Orientation``.
public typealias UIDeviceOrientation = UIDevice.Orientation

/// UIKit's interface idiom: ``UIDevice/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UIDevice.UserInterfaceIdiom
