public import Foundation

/// UIKit's nib: makes the top-level objects of a nib file, here what a test registered with
/// ``HeadlessNib``.
///
/// ```swift
/// let header = UINib(nibName: "ProfileHeaderView", bundle: nil)
///   .instantiate(withOwner: nil, options: nil).first as! ProfileHeaderView
/// ```
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The keys of the options of ``instantiate(withOwner:options:)``, as UIKit's.
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name, as UIKit's.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Objects that stand for the nib's placeholders; ignored by the model.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name.
  let name: String

  /// A nib by name, as UIKit's; the bundle is ignored (nibs are registered, not loaded).
  ///
  /// - Parameters:
  ///   - name: The nib's name, without its extension.
  ///   - bundleOrNil: Ignored.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// Makes the nib's top-level objects, as UIKit's: each view or view controller hears
  /// `awakeFromNib()`, and each is autoreleased.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The File's Owner, whose outlets the registered closure may set.
  ///   - optionsOrNil: Ignored.
  /// - Returns: The top-level objects, in order; a nib nobody registered stops the app with a
  ///   sentence that says how to register it (UIKit raises).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    guard let objects = HeadlessNib.instantiate(name, owner: ownerOrNil) else {
      fatalError(HeadlessNib.missingNibMessage(name))
    }
    return objects
  }
}
