/// A chain of strong references: who keeps an object alive.
///
/// A leak finding carries one when retain-graph analysis explains the survivor (see
/// ``LeakTracker/Configuration/explainsLeaks``): as ``Finding/retainPath`` from a root, as
/// ``Finding/retainCycle`` around a cycle, or as ``Finding/unrootedPath`` from a holder that
/// no root reaches. Each link is the type of the object that holds the next one and the stored
/// property (with an index or key for collections, a case for enum payloads, and
/// `{closure captures}` for a closure's captures) that holds it:
///
/// ```text
/// MainCoordinator.childCoordinators[0] → SearchCoordinator
/// RegisterCoordinator.viewModel → RegisterViewModel.onFinish{closure captures} → RegisterCoordinator
/// ```
public struct RetainPath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One strong reference in a path: the owner's type and the field (or element, or capture)
  /// that holds the next object.
  public struct Link: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type of the object that holds the reference, as `String(describing:)` prints it,
    /// or the name of a root value.
    public var ownerType: String
    /// The field that holds it, with an index or key for collections, for example
    /// `childCoordinators[0]` or `onTap{closure captures}`; empty when the owner holds it
    /// directly (a root value that is the reference itself).
    public var field: String
    /// The number of the holder in the tracker's report, when the holder is a tracked
    /// object.
    public var ownerNumber: Int?
    /// A name for the holder that reports print in place of its type (a tool that declares
    /// its objects, such as coordaudit's scenarios, sets it); `nil` by default.
    public var ownerName: String?

    /// Creates a link.
    ///
    /// - Parameters:
    ///   - ownerType: The type of the object that holds the reference.
    ///   - field: The field, element or capture that holds it.
    ///   - ownerNumber: The holder's number in the tracker, when it is tracked.
    public init(ownerType: String, field: String, ownerNumber: Int? = nil) {
      self.ownerType = ownerType
      self.field = field
      self.ownerNumber = ownerNumber
    }

    /// `Owner.field`; `Owner[0]` when the field starts with a subscript or capture, `Owner`
    /// when it is empty.
    public var description: String {
      guard let first = field.first else { return ownerType }
      return "[{(".contains(first) ? ownerType + field : ownerType + "." + field
    }
  }

  /// The links, from the first holder to the last; a cycle's first holder is its survivor.
  public var links: [Link]
  /// The type of the object the path ends at: the survivor.
  public var targetType: String
  /// The survivor's number in the tracker's report.
  public var targetNumber: Int?
  /// A name for the survivor that reports print in place of its type; `nil` by default.
  public var targetName: String?

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - links: The links from the root (or first holder) to the survivor.
  ///   - targetType: The survivor's type.
  ///   - targetNumber: The survivor's number in the tracker.
  public init(links: [Link], targetType: String, targetNumber: Int? = nil) {
    self.links = links
    self.targetType = targetType
    self.targetNumber = targetNumber
  }

  /// Whether some holder or the survivor has a name.
  public var isNamed: Bool { targetName != nil || links.contains { $0.ownerName != nil } }

  /// The path as reports print it.
  ///
  /// `Owner.field → Owner.field → Target`; when objects have names, each reference is an
  /// arrow labelled with its field, between names (types where an object has none):
  ///
  /// ```text
  /// RegisterCoordinator.viewModel → RegisterViewModel.coordinator → RegisterCoordinator
  /// Register —strong ref→ RegisterModel —owner→ Register
  /// ```
  public var description: String {
    guard isNamed else { return (links.map(\.description) + [targetType]).joined(separator: " → ") }
    var text = ""
    for link in links {
      text +=
        (link.ownerName ?? link.ownerType) + (link.field.isEmpty ? " → " : " —\(link.field)→ ")
    }
    return text + (targetName ?? targetType)
  }
}
