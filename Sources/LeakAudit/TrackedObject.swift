/// Who a tracked object is: the description of a probe that findings and reports carry.
///
/// A tracked object never holds the object itself, only what is needed to name it:
///
/// ```text
/// #3 view model DetailViewModel "memo detail", tracked at MemoTests/DetailTests.swift:18
/// ```
public struct TrackedObject: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The object's number in its tracker, from 1, in the order objects were tracked.
  ///
  /// Numbers, not addresses, identify objects in reports, so the same run prints the same
  /// report every time.
  public var number: Int
  /// The part the object plays.
  public var role: Role
  /// A label that says which flow or screen the object belongs to, if one was given.
  public var label: String?
  /// The object's dynamic type, as `String(describing:)` prints it.
  public var typeName: String
  /// Where the object was tracked.
  public var site: SourceSite
  /// How the object became known, when no line of the app's made it known: found by an
  /// explorer, or made during a step (`first seen in step 2 "user taps 'Open'"`); reports say
  /// it instead of the ``site``, which is then a line of the tool's own.
  public var origin: String?
  /// For an object of an over-limit or growth finding: the shortest chain of strong
  /// references from a root to it, when retain-graph analysis found one (a leak's survivor is
  /// explained by ``Finding/retainPath`` instead).
  public var retainPath: RetainPath?

  /// Creates the description of a tracked object.
  ///
  /// - Parameters:
  ///   - number: The object's number in its tracker.
  ///   - role: The part the object plays.
  ///   - label: The flow or screen the object belongs to, if any.
  ///   - typeName: The object's dynamic type name.
  ///   - site: Where the object was tracked.
  public init(number: Int, role: Role, label: String?, typeName: String, site: SourceSite) {
    self.number = number
    self.role = role
    self.label = label
    self.typeName = typeName
    self.site = site
  }

  /// `#3 view model DetailViewModel "memo detail", tracked at Module/File.swift:18`, or with an
  /// ``origin``, `#5 object BuyCoordinator, first seen in step 2 "user taps 'Buy'"`.
  public var description: String {
    var text = "#\(number) \(role) \(typeName)"
    if let label { text += " \"\(label)\"" }
    if let origin { return text + ", " + origin }
    return text + ", tracked at \(site)"
  }
}
