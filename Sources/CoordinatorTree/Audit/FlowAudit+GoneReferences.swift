/// An object of the model that keeps weak references to what it made, and can drop those whose
/// object has gone without changing what it does next.
///
/// A kit's own lists keep a weak entry after its object went until the kit next looks (a
/// flow's screens until its next push): an exploration's state key reads the list as it is,
/// so a flow played back and forth would leave one more dead entry each time and never come
/// back to the same state. After each step the audit asks the owners and parents of what it
/// released to drop them.
///
/// ```swift
/// extension MyFlow: DropsGoneReferences {
///   func dropGoneReferences() { screens.removeAll { $0.screen == nil } }
/// }
/// ```
@MainActor
package protocol DropsGoneReferences: AnyObject {
  /// Drops the weak entries whose object has gone, where no code of the object would read
  /// them differently from no entry.
  func dropGoneReferences()
}

extension FlowAudit {
  /// Asks the owner or parent of each released entry, while it lives, to drop its gone
  /// references (see ``DropsGoneReferences``): a step costs what it released.
  ///
  /// - Parameter gone: The entries the step released.
  func dropGoneReferences(around gone: [AuditEntry]) {
    var asked: Set<Int> = []
    for entry in gone {
      let holder: Relation?
      switch entry.kind {
      case .coordinator(let parent, _, _): holder = parent
      case .screen(let owner): holder = owner
      case .viewModel: holder = nil
      }
      guard let key = holder?.key, asked.insert(key).inserted,
        let object = entries.object(ofKey: key) as? any DropsGoneReferences
      else { continue }
      object.dropGoneReferences()
    }
  }
}
