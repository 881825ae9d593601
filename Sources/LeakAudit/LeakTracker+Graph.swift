extension LeakTracker {
  /// Tracks an object and every object strongly reachable from it, so that a check can say
  /// that a whole graph is released, not only its root.
  ///
  /// The walk follows what LeakAudit counts as an owner (see ``RetainPath``), and leaves out
  /// what `rules` ignore, and objects of the standard library, Foundation and Dispatch. Each
  /// object is tracked with the path by which the walk reached it as its label:
  ///
  /// ```swift
  /// let probes = tracker.trackGraph(from: screen, ignoring: [.type(ImageCache.self)])
  /// let report = await tracker.step("pop", expectReleased: probes) { navigation.pop() }
  /// ```
  ///
  /// ```text
  ///   #3 object SearchChild "via SearchScreen.viewModel → SearchViewModel.child", tracked at …
  /// ```
  ///
  /// The objects must be quiet (no other thread mutating them) while the walk runs. On a
  /// runtime that lacks the reflection functions the walk needs, only the root is tracked.
  ///
  /// - Parameters:
  ///   - root: Where the walk starts; tracked first.
  ///   - rules: The objects and stored properties to leave out.
  ///   - role: The root's role.
  ///   - label: The root's label.
  ///   - fileID: The file that tracks the objects; defaults to the caller's.
  ///   - filePath: The full path of that file; defaults to the caller's.
  ///   - line: The line; defaults to the caller's.
  ///   - column: The column; defaults to the caller's.
  /// - Returns: A probe per object, the root first, then in the order the walk met them.
  @discardableResult
  public func trackGraph(
    from root: AnyObject, ignoring rules: [IgnoreRule] = [], role: Role = .object,
    label: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [Probe] {
    let reachable = RetainAnalysis.reachableObjects(from: root, ignoring: rules, symbols: runtime)
    return reachable.enumerated().map { index, entry in
      let isRoot = index == 0
      let via = entry.path.map { path in
        "via " + path.links.map(\.description).joined(separator: " → ")
      }
      return track(
        entry.object, role: isRoot ? role : .object, label: isRoot ? label : via,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
