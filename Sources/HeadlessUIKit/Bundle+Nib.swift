public import Foundation

extension Bundle {
  /// Loads a nib's top-level objects, as UIKit's addition to `Bundle`: what ``HeadlessNib``
  /// registered for the name.
  ///
  /// ```swift
  /// let view = Bundle.main.loadNibNamed("CardView", owner: self, options: nil)?.first as? UIView
  /// ```
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - owner: The File's Owner, whose outlets the registered closure may set.
  ///   - options: Ignored.
  /// - Returns: The top-level objects; a nib nobody registered stops the app with a sentence
  ///   that says how to register it (UIKit raises).
  @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
