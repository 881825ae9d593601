/// A class that says, where it is defined, how many of its instances may be alive at once, as
/// LifetimeTracker's `LifetimeTrackable` does with `maxCount` and a group.
///
/// A ``LeakTracker`` that tracks an instance applies the limit (unless
/// ``LeakTracker/limitLiveCount(of:to:)`` set another for the type): the moment an instance is
/// tracked while too many are alive, it makes an ``Finding/Kind/overLimit`` finding that names
/// them all, the newest being the one just made; the next settle or check reports it. Track
/// instances as they are made, with the tracker of the current scope:
///
/// ```swift
/// final class DetailViewModel: LiveCountLimited {
///   static let liveCountLimit = LiveCountLimit(maxCount: 1, group: "view models", groupMaxCount: 3)
///
///   init() {
///     LeakTracker.current?.track(self, role: .viewModel)
///   }
/// }
/// ```
///
/// ```text
/// Over limit: 2 instances of DetailViewModel were alive when #4 was made during step 2 "open detail"; at most 1 allowed.
/// ```
public protocol LiveCountLimited: AnyObject {
  /// The most instances of the class alive at once, and the group it counts in.
  static var liveCountLimit: LiveCountLimit { get }
}

/// How many instances of a class may be alive at once, and how many of a group of classes.
public struct LiveCountLimit: Hashable, Sendable {
  /// The most instances of the class alive at once.
  public var maxCount: Int
  /// A name under which instances of several classes count together, if any.
  public var group: String?
  /// The most live objects of the group, if the group has a limit.
  public var groupMaxCount: Int?

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - maxCount: The most instances of the class alive at once.
  ///   - group: A name under which instances of several classes count together; it is also
  ///     the group an instance is tracked under when `track(_:group:)` names none.
  ///   - groupMaxCount: The most live objects of the group.
  public init(maxCount: Int, group: String? = nil, groupMaxCount: Int? = nil) {
    self.maxCount = maxCount
    self.group = group
    self.groupMaxCount = groupMaxCount
  }
}
