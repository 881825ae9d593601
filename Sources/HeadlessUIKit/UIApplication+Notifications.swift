public import Foundation

extension UIApplication {
  /// Posted by UIKit when the app becomes active; the model names it and never posts it.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted by UIKit when the app is about to become inactive; never posted by the model.
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted by UIKit when the app enters the background; never posted by the model.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted by UIKit when the app is about to enter the foreground; never posted by the model.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted by UIKit when the app has finished launching; never posted by the model.
  public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted by UIKit when the app is about to terminate; never posted by the model.
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted by UIKit on a memory warning; never posted by the model.
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}
