import Foundation

extension UIApplicationDelegate {
  /// The program's entry point of an app delegate marked `@main`, as UIKit's: the
  /// annotation compiles unchanged.
  ///
  /// On iOS, `main()` runs `UIApplicationMain`, which makes the app delegate and never
  /// returns. HeadlessUIKit has no device and no run loop to run an app on: a program that
  /// starts here writes what to do instead to the standard error and exits with status 1.
  /// The app runs headlessly in a test, started as iOS starts it:
  ///
  /// ```swift
  /// @main
  /// final class AppDelegate: UIResponder, UIApplicationDelegate { … }
  ///
  /// // In a test:
  /// let exploration = await FlowExplorer(appDelegate: AppDelegate.init, depth: 5).run()
  /// ```
  ///
  /// A library target cannot hold a `@main` type whose module a test links (both would define
  /// the program's `main`): put the app's files in an executable target, which SwiftPM lets
  /// tests import.
  public static func main() {
    FileHandle.standardError.write(Data((headlessMainMessage(Self.self) + "\n").utf8))
    exit(1)
  }
}

/// What a program that starts at an app delegate's `main()` is told: there is no device to run
/// the app on, and how to run it in a test.
///
/// - Parameter delegate: The app delegate's type.
/// - Returns: The sentence, with the delegate's name in single quotes.
package func headlessMainMessage(_ delegate: Any.Type) -> String {
  let name = String(describing: delegate)
  return "Error: '\(name)' is the app's entry point (@main), and HeadlessUIKit has no device "
    + "to run an app on. Run it in a test instead, started as iOS starts it: "
    + "FlowExplorer(appDelegate: \(name).init), or FlowExplorer(sceneDelegate: "
    + "SceneDelegate.init, appDelegate: \(name).init) for an app with scenes (see "
    + "docs/exploring.md)."
}
