import Foundation

extension LeakTracker {
  /// Adds an object from which retain paths start: the app's window, a root coordinator, a
  /// service container.
  ///
  /// Objects expected alive are roots already. The tracker keeps a weak reference; a root that
  /// is gone is skipped.
  ///
  /// ```swift
  /// tracker.addRetainRoot(window)
  /// ```
  ///
  /// ```text
  ///   #4 view DetailViewController "detail", tracked at App/Flows.swift:30
  ///     held by Window.rootViewController → NavigationController.viewControllers[1] → DetailViewController
  /// ```
  ///
  /// - Parameter object: The root.
  public func addRetainRoot(_ object: AnyObject) {
    state.withLock { $0.retainRoots.append(.object(WeakReference(object: object))) }
  }

  /// Adds a value from which retain paths start, read each time leaks are explained: a global,
  /// a static, a cache outside any object, state that main-actor code owns.
  ///
  /// Paths from it start with `name`, a class instance's too (`AppState.model →
  /// AppModel.screens[0] → Screen`). The closure runs on the main actor, so that it may read
  /// main-actor state under Swift 6 as it is written, and runs after the hard deadline, while
  /// the objects are quiet: a settle reads it on the main actor (hopping there if it settles
  /// elsewhere; the main thread must not be blocked waiting for the settle), and a
  /// synchronous check reads it only on the main thread, and elsewhere notes that it could
  /// not.
  ///
  /// ```swift
  /// tracker.addRetainRoot(named: "EventBus.handlers") { EventBus.shared.handlers }
  /// ```
  ///
  /// ```text
  ///     held by EventBus.handlers[2]{closure captures} → DetailScreen
  /// ```
  ///
  /// - Parameters:
  ///   - name: How paths name the value.
  ///   - value: Returns the value, on the main actor; the analysis keeps its copy only while
  ///     it runs.
  public func addRetainRoot(
    named name: String, _ value: @escaping @MainActor @Sendable () -> Any
  ) {
    state.withLock { $0.retainRoots.append(.value(name: name, provider: value)) }
  }

  /// Whether explaining leaks now would read a value root, which needs the main actor.
  var needsMainActorRoots: Bool {
    configuration.explainsLeaks
      && state.withLock { ledger in
        ledger.retainRoots.contains {
          if case .value = $0 { return true }
          return false
        }
      }
  }

  /// Reads every value root on the main actor, for the analysis that follows: each value
  /// in a box, by the root's position, from which the analysis takes it (the walk's copy must
  /// be the only one).
  func readMainActorRoots() async -> [Int: LockedBox<Any?>] {
    let providers = state.withLock { ledger -> [(Int, @MainActor @Sendable () -> Any)] in
      ledger.retainRoots.enumerated().compactMap { index, root in
        guard case .value(_, let provider) = root else { return nil }
        return (index, provider)
      }
    }
    guard !providers.isEmpty else { return [:] }
    var boxes: [Int: LockedBox<Any?>] = [:]
    for (index, _) in providers { boxes[index] = LockedBox(nil) }
    let filled = boxes
    await MainActor.run {
      for (index, provider) in providers { filled[index]?.withLock { $0 = provider() } }
    }
    return boxes
  }

  /// Where analysis starts: the objects expected alive (in tracking order, so that the walk
  /// and the paths it finds are the same every run), the object roots, and the value roots
  /// that can be read here; and the names of those that cannot.
  ///
  /// Value roots come from `mainActorValues` (see ``readMainActorRoots()``), or are read when
  /// the walk runs, if the caller runs on the main actor or the main thread (which the runtime
  /// takes for the main actor). The objects are held strongly by the roots returned.
  func analysisRoots(
    mainActorValues: [Int: LockedBox<Any?>], isOnMainActor: Bool
  ) -> (roots: [RetainAnalysis.Root], unread: [String]) {
    state.withLock { ledger in
      var roots: [RetainAnalysis.Root] = []
      // A walk of every record: this runs only when something is explained, and the walk of
      // the graph that follows costs more.
      for index in ledger.expectations.indices {
        guard case .alive = ledger.expectations[index],
          let object = ledger.references.pointer(to: index).pointee.object
        else { continue }
        roots.append(.object(object))
      }
      var values: [RetainAnalysis.Root] = []
      var unread: [String] = []
      for (index, root) in ledger.retainRoots.enumerated() {
        switch root {
        case .object(let reference):
          if let object = reference.object { roots.append(.object(object)) }
        case .value(let name, let provider):
          if let box = mainActorValues[index] {
            values.append(.value(name: name, { Self.take(box) }))
          } else if isOnMainActor || Thread.isMainThread {
            values.append(
              .value(name: name) {
                let box = LockedBox<Any?>(nil)
                MainActor.assumeIsolated { box.withLock { $0 = provider() } }
                return Self.take(box)
              })
          } else {
            unread.append(name)
          }
        }
      }
      return (roots + values, unread)
    }
  }

  /// The value in a box, which the box lets go of: the caller's copy is then the only one.
  private static func take(_ box: LockedBox<Any?>) -> Any {
    box.withLock { value in
      defer { value = nil }
      return value ?? ()
    }
  }

  /// The note for value roots that could not be read.
  static func unreadNotes(_ names: [String]) -> [String] {
    names.map {
      "the retain root '\($0)' is read on the main actor, and this check ran off it: "
        + "paths from it are not followed"
    }
  }
}
