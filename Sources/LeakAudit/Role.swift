/// What part a tracked object plays in the app: coordinator, view, view model, or your own role.
///
/// Roles appear in every finding, so that a report reads "view model `DetailViewModel`" rather
/// than a bare type name. Use the predefined roles, or make your own from a string literal:
///
/// ```swift
/// tracker.track(router, role: "router")
/// ```
public struct Role: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The role's name as it appears in reports, for example `view model`.
  public var name: String

  /// Creates a role with the given name.
  ///
  /// - Parameter name: The name that reports print, in lower case, for example `"router"`.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a role from a string literal.
  ///
  /// - Parameter value: The role's name.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// Creates a role from its encoded name.
  ///
  /// - Parameter decoder: The decoder to read a single string from.
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the role as its name, a single string.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` when the encoder refuses the string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The role's name.
  public var description: String { name }

  /// An object that owns a flow: it creates screens and decides where the user goes next.
  public static let coordinator = Role("coordinator")
  /// A screen: a view controller, or a view that stands for one.
  public static let view = Role("view")
  /// A screen that contains others: a navigation controller, a tab bar controller.
  public static let container = Role("container")
  /// The state and logic behind one or more screens.
  public static let viewModel = Role("view model")
  /// Any object that plays no more specific role; the default.
  public static let object = Role("object")
}
