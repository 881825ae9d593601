import CoordinatorTree

/// The expectations: each follows what it is about, and names objects and codes that exist.
extension Validator {
  /// The codes `expect error` takes, as a step's error names them: the navigation model's,
  /// then the runner's own.
  static let errorCodes =
    navigationErrorCodes.map(\.description) + RunnerError.Code.allCases.map(\.rawValue)

  /// The navigation model's codes that `expect error` takes, in the order its hint lists them.
  ///
  /// ``NavigationError/Code`` is not `CaseIterable` (new codes may come), so they are named
  /// here, by the model's own constants: a code it renames or drops stops the build.
  static let navigationErrorCodes: [NavigationError.Code] = [
    .alreadyOnStack, .notOnStack, .alreadyInHierarchy, .cannotPushContainer, .emptyStack,
    .alreadyPresenting, .nothingToDismiss, .notASheet, .sheetIsCovered, .modalInPresentation,
    .indexOutOfRange, .nothingToPop, .transitionInProgress, .noTransition,
    .navigationControllerMissing, .noCurrentScreen,
  ]

  /// What came just before an expectation, which it is about.
  enum Previous {
    case nothing, step, loop
  }

  /// Checks that an expectation follows what it is about (a step, or a loop for `growth` and
  /// `flat`), and names objects and codes that exist.
  mutating func check(
    _ expectation: Scenario.Expectation, at position: Scenario.Position, after previous: Previous
  ) {
    // A dropped step or loop before it may be what it is about.
    let isExcused = dropped.mayHaveStepped(before: position.line)
    switch (previous, expectation.isAboutALoop) {
    case (.nothing, _) where !isExcused:
      reporter.report(
        "an expectation before any step", at: position, length: 6,
        hint: "an expectation is about the step (or loop) just before it")
      return
    case (.step, true) where !isExcused:
      reporter.report(
        "'growth' and 'flat' are about a loop, and a step comes just before", at: position,
        length: 6, hint: "put it right after the loop's '}'")
      return
    default: break
    }
    switch expectation {
    case .released(let names), .releasedInOrder(let names), .alive(let names), .leak(let names),
      .prematureRelease(let names):
      for name in names { resolve(name, as: .any) }
    case .growth(let names):
      for name in names where name.text != "heap" { resolve(name, as: .any) }
    case .error(let code):
      if !Self.errorCodes.contains(code.text) {
        reporter.report(
          "unknown error code '\(code.text)'", at: code,
          hint: Suggestions.hint(for: code.text, in: Self.errorCodes, what: "codes"))
      }
    case .clean, .flat, .brokenInvariant:
      break
    }
  }
}
