/// A part of an object graph that a graph-wide check leaves out: the instances of a type, or
/// what a stored property holds.
///
/// ```swift
/// tracker.trackGraph(from: screen, ignoring: [.type(ImageCache.self), .field("delegate")])
/// ```
///
/// An ignored object is neither tracked nor walked through: what only it holds is left out
/// too. An ignored property is not followed. Objects of the standard library, Foundation and
/// Dispatch (a shared queue, a formatter) are always left out.
public struct IgnoreRule: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case type(String)
    case field(String, owner: String?)
  }

  let kind: Kind
  /// Whether an object is an instance of the rule's type (or of the owner type of a field).
  let matches: @Sendable (AnyObject) -> Bool

  /// Leaves out every instance of a class and of its subclasses.
  ///
  /// - Parameter type: The class, for example `ImageCache.self`.
  /// - Returns: The rule.
  public static func type<Object: AnyObject>(_ type: Object.Type) -> IgnoreRule {
    IgnoreRule(kind: .type(String(describing: type)), matches: { $0 is Object })
  }

  /// Leaves out what a stored property holds, in every class.
  ///
  /// The name is the property's, as declared: `delegate`, `parentCoordinator`, `onTap`.
  ///
  /// - Parameter name: The stored property's name.
  /// - Returns: The rule.
  public static func field(_ name: String) -> IgnoreRule {
    IgnoreRule(kind: .field(name, owner: nil), matches: { _ in true })
  }

  /// Leaves out what a stored property of one class (or a subclass) holds.
  ///
  /// - Parameters:
  ///   - name: The stored property's name.
  ///   - owner: The class that declares it, for example `SearchScreen.self`.
  /// - Returns: The rule.
  public static func field<Owner: AnyObject>(_ name: String, of owner: Owner.Type) -> IgnoreRule {
    IgnoreRule(kind: .field(name, owner: String(describing: owner)), matches: { $0 is Owner })
  }

  /// `type ImageCache`, `field delegate`, `field SearchScreen.delegate`.
  public var description: String {
    switch kind {
    case .type(let name): "type \(name)"
    case .field(let name, let owner): "field " + (owner.map { "\($0)." } ?? "") + name
    }
  }
}

extension [IgnoreRule] {
  /// Whether an object is left out: one of its type's rules matches it, or its class belongs
  /// to the standard library, Foundation or Dispatch.
  func ignores(_ object: AnyObject) -> Bool {
    IgnoreRule.isSystemObject(object) || ignoresType(of: object)
  }

  /// Whether one of the type rules matches an object.
  func ignoresType(of object: AnyObject) -> Bool {
    contains {
      if case .type = $0.kind { return $0.matches(object) }
      return false
    }
  }

  /// Whether the stored property `field` of `owner` is left out.
  func ignores(field: String, of owner: AnyObject) -> Bool {
    contains {
      guard case .field(let name, _) = $0.kind, name == field else { return false }
      return $0.matches(owner)
    }
  }
}

extension IgnoreRule {
  /// The modules whose objects a graph-wide check never tracks: shared queues, formatters
  /// and the like outlive every step.
  static let systemModules: Set<Substring> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "CoreFoundation", "Dispatch", "_Concurrency", "_StringProcessing", "Synchronization",
    "ObjectiveC", "os", "XCTest", "Testing",
  ]

  static func isSystemObject(_ object: AnyObject) -> Bool {
    let name = String(reflecting: Swift.type(of: object))
    guard let dot = name.firstIndex(of: ".") else { return false }
    return systemModules.contains(name[..<dot])
  }
}
