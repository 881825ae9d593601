public import Foundation

/// An image that coordinators pass through without looking at it, as `UIImage`: its name, for
/// a tab bar item, a bar button or an alert.
///
/// ```swift
/// let item = UITabBarItem(title: "Memos", image: UIImage(named: "memos"), tag: 0)
/// let compose = UIImage(systemName: "square.and.pencil")?.withRenderingMode(.alwaysTemplate)
/// ```
///
/// The model has no asset catalog: every name makes an image (UIKit returns `nil` for a name
/// it does not find; the initializers stay failable so that code written for UIKit compiles
/// unchanged). Two images are equal when they name the same picture the same way.
public final class Image: Hashable, Sendable, CustomStringConvertible {
  /// How an image is drawn, as `UIImage.RenderingMode`.
  public enum RenderingMode: Hashable, Sendable {
    /// The context decides: the default.
    case automatic
    /// Drawn with its own colours.
    case alwaysOriginal
    /// Drawn as a template, in the tint colour.
    case alwaysTemplate
  }

  /// The name in the app's asset catalog, or the SF Symbol's name.
  public let name: String
  /// Whether it is a system symbol (`init(systemName:)`), not an asset.
  public let isSymbolImage: Bool
  /// How it is drawn.
  public let renderingMode: RenderingMode

  /// The image of an asset, as `UIImage(named:)`.
  ///
  /// - Parameter name: The asset's name.
  public convenience init?(named name: String) {
    self.init(name: name, isSymbolImage: false, renderingMode: .automatic)
  }

  /// A system symbol, as `UIImage(systemName:)`.
  ///
  /// - Parameter name: The symbol's name, such as `"gear"`.
  public convenience init?(systemName name: String) {
    self.init(name: name, isSymbolImage: true, renderingMode: .automatic)
  }

  /// An empty image, as `UIImage()`: apps pass it to clear a bar's shadow or background.
  ///
  /// ```swift
  /// navigationBar.shadowImage = UIImage()
  /// ```
  public convenience init() {
    self.init(name: "", isSymbolImage: false, renderingMode: .automatic)
  }

  private init(name: String, isSymbolImage: Bool, renderingMode: RenderingMode) {
    self.name = name
    self.isSymbolImage = isSymbolImage
    self.renderingMode = renderingMode
  }

  /// An image from data, as `UIImage(data:)`: named `data`, as the model decodes nothing.
  ///
  /// - Parameter data: The encoded picture; empty data makes no image, as UIKit's.
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(name: "data", isSymbolImage: false, renderingMode: .automatic)
  }

  /// An image from a file, as `UIImage(contentsOfFile:)`: named by the path (never `nil`: the
  /// model reads no file).
  ///
  /// - Parameter path: The file's path.
  public convenience init?(contentsOfFile path: String) {
    self.init(name: path, isSymbolImage: false, renderingMode: .automatic)
  }

  /// The size: none, as the model decodes no picture.
  public var size: CGSize { .zero }

  /// The scale of the picture's points.
  public var scale: CGFloat { 1 }

  /// The same picture in a colour, as UIKit's `withTintColor(_:)`: drawn as a template.
  ///
  /// - Parameter color: The colour (kept by nothing: the model draws nothing).
  /// - Returns: A new image.
  public func withTintColor(_ color: Color) -> Image {
    withRenderingMode(.alwaysTemplate)
  }

  /// The same picture drawn another way, as UIKit's `withRenderingMode(_:)`.
  ///
  /// - Parameter renderingMode: How to draw it.
  /// - Returns: A new image.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(name: name, isSymbolImage: isSymbolImage, renderingMode: renderingMode)
  }

  /// `named("memos")` or `systemName("gear")`.
  public var description: String { isSymbolImage ? "systemName(\(name))" : "named(\(name))" }

  /// Whether both name the same picture, drawn the same way.
  ///
  /// - Parameters:
  ///   - lhs: An image.
  ///   - rhs: Another image.
  /// - Returns: Whether they are equal.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
      && lhs.renderingMode == rhs.renderingMode
  }

  /// Hashes the name and kind.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
  }
}
