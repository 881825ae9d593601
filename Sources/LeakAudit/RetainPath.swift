/// The chain of strong references from a live root to a survivor: who keeps it alive.
///
/// Leak findings carry a retain path when retain-graph analysis is asked for and succeeds.
/// The analysis itself is not part of this version of LeakAudit, so ``Finding/retainPath`` is
/// always `nil` for now; the type fixes the place and the shape of the answer:
///
/// ```text
/// MainCoordinator.childCoordinators[0] → SearchCoordinator
/// ```
public struct RetainPath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One strong reference in a path: the owner's type and the field (or element, or capture)
  /// that holds the next object.
  public struct Link: Hashable, Sendable, Codable {
    /// The type of the object that holds the reference.
    public var ownerType: String
    /// The field that holds it, with an index or key for collections, for example
    /// `childCoordinators[0]` or `{closure captures}`.
    public var field: String

    /// Creates a link.
    ///
    /// - Parameters:
    ///   - ownerType: The type of the object that holds the reference.
    ///   - field: The field, element or capture that holds it.
    public init(ownerType: String, field: String) {
      self.ownerType = ownerType
      self.field = field
    }
  }

  /// The links from the root to the survivor, root first.
  public var links: [Link]
  /// The survivor's type.
  public var targetType: String

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - links: The links from the root to the survivor, root first.
  ///   - targetType: The survivor's type.
  public init(links: [Link], targetType: String) {
    self.links = links
    self.targetType = targetType
  }

  /// `Owner.field → Owner.field → Target`.
  public var description: String {
    (links.map { "\($0.ownerType).\($0.field)" } + [targetType]).joined(separator: " → ")
  }
}
