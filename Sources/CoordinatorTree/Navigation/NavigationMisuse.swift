/// A navigation call that UIKit rejects, made through a UIKit-named method: the call did
/// nothing, and the misuse was recorded.
///
/// UIKit turns such calls into an exception (pushing a view controller that is already on a
/// stack, popping to one that is not on it) or logs and ignores them (presenting while already
/// presenting). The model's UIKit-named calls never throw and never crash a test run: the
/// call changes nothing, the window's ``EventLog`` gets a `misuse` event, and a ``FlowAudit``
/// of that window reports a broken invariant at the line of the call:
///
/// ```text
/// Broken invariant after step 2 "open search": misuse at MyApp/MainCoordinator.swift:31:
/// pushViewController(_:animated:) did nothing. Cannot push 'Search': it is already on the
/// stack of 'Nav'. Pop back to it with popToViewController(_:animated:) instead.
/// ```
///
/// A view controller in no window has no log: its misuse is printed on standard error, as UIKit
/// prints what it ignores. The same calls through ``StrictNavigating/strict`` throw the
/// ``NavigationError`` instead.
public struct NavigationMisuse: Hashable, Sendable, CustomStringConvertible {
  /// The UIKit-named call, for example `pushViewController(_:animated:)`.
  public var call: String
  /// What was wrong and what to do.
  public var error: NavigationError
  /// Where the call was made; `nil` for a property setter (`viewControllers = …`), which has
  /// no call site, and for an initializer.
  public var site: SourceSite?

  /// Creates the record of a misuse.
  ///
  /// - Parameters:
  ///   - call: The UIKit-named call.
  ///   - error: What was wrong and what to do.
  ///   - site: Where the call was made, if known.
  public init(call: String, error: NavigationError, site: SourceSite?) {
    self.call = call
    self.error = error
    self.site = site
  }

  /// `misuse at File.swift:12: call did nothing. Message`.
  public var description: String {
    let place = site.map { " at \($0)" } ?? " (\(call) has no call site)"
    return "misuse\(place): \(call) did nothing. \(error.message)"
  }

  /// The event the window's log gets: `misuse(code, call, site)`.
  var event: Event {
    Event("misuse", [error.code.description, call, site?.description ?? "no call site"])
  }
}
