package import CoordAuditScenarios

extension Baseline {
  /// A run compared with a baseline: the results with their regressions, notes about what
  /// could not be compared, and the baseline's entries that matched nothing.
  package struct Comparison: Hashable, Sendable {
    /// The results, each with a ``MemoryFinding`` per regression, and `failed` when it has one.
    package var results: [ScenarioResult]
    /// What was not compared, one sentence each: a scenario or loop that is new, or that the
    /// baseline has but did not run, or whose heap was not measured.
    package var notes: [String]
    /// The baseline's scenarios and loops that match nothing in the run.
    ///
    /// Described as `'C9'` or `the loop 'login' of 'C5'`: renamed, removed, or not run. They
    /// fail the run unless `--allow-missing` is given, so that nothing the baseline checks
    /// stops being checked without a word.
    package var unmatched: [String]
  }

  /// Compares each result with its scenario in the baseline.
  ///
  /// A live count regresses when it is above ``Tolerance/allowedCount(baseline:)`` of the
  /// baseline's count (0 for a name the baseline does not list); the heap bytes after a loop,
  /// when above ``Tolerance/allowedHeapBytes(baseline:)``. Each regression is appended to the
  /// scenario's `memoryFindings` (`countRegression` or `heapRegression`, not expected) and makes
  /// its outcome `failed`:
  ///
  /// ```text
  /// Count regression: 3 live instances of 'Session' after 'C5-logout-login', above the
  /// baseline's 1 (at most 1 allowed with a tolerance of 10%)
  /// ```
  ///
  /// - Parameters:
  ///   - results: The results of the run, in run order.
  ///   - tolerance: How much growth is allowed.
  ///   - file: The baseline's path as the user gave it, for the notes.
  ///   - comparesHeap: Whether heap bytes were measured and are compared; without allocator
  ///     statistics they are neither compared nor noted loop by loop (the run says so once).
  /// - Returns: The results with their regressions, the notes, and the baseline's entries that
  ///   matched nothing (each also a note).
  package func compare(
    _ results: [ScenarioResult], tolerance: Tolerance, file: String, comparesHeap: Bool = true
  ) -> Comparison {
    var notes: [String] = []
    var unmatched: [String] = []
    var compared: [ScenarioResult] = []
    for var result in results {
      guard let recorded = scenarios[result.name] else {
        notes.append(
          """
          '\(result.name)' is not in the baseline '\(file)': not compared; record the baseline \
          again to include it.
          """)
        compared.append(result)
        continue
      }
      var regressions: [MemoryFinding] = []
      for type in result.liveCounts.keys.sorted() {
        let count = result.liveCounts[type]!
        let before = recorded.liveCounts[type] ?? 0
        let allowed = tolerance.allowedCount(baseline: before)
        guard count > allowed else { continue }
        let instances = count == 1 ? "live instance" : "live instances"
        regressions.append(
          MemoryFinding(
            kind: .countRegression, subject: type, line: nil, values: [before, count],
            message: """
              \(count) \(instances) of '\(type)' after '\(result.name)', above the baseline's \
              \(before) (at most \(allowed) allowed with a tolerance of \(tolerance))
              """))
      }
      for loop in result.loops {
        // A test report's heap bytes are its whole test's (line 0), not a loop's.
        let place =
          loop.line > 0
          ? "the loop '\(loop.name)' (line \(loop.line)) of '\(result.name)'" : "'\(result.name)'"
        guard comparesHeap else { continue }
        guard let recordedLoop = recorded.loops[loop.name] else {
          notes.append(
            "\(place) is not in the baseline '\(file)': its heap bytes were not compared.")
          continue
        }
        guard let bytes = loop.heapBytes?.last else {
          notes.append("the heap bytes of \(place) were not measured: not compared.")
          continue
        }
        guard let before = recordedLoop.heapBytes else {
          notes.append("the baseline '\(file)' has no heap bytes for \(place): not compared.")
          continue
        }
        let allowed = tolerance.allowedHeapBytes(baseline: before)
        guard bytes > allowed else { continue }
        regressions.append(
          MemoryFinding(
            kind: .heapRegression, subject: "heap", line: loop.line, values: [before, bytes],
            message: """
              \(bytes) heap bytes after \(place), above the baseline's \(before) (at most \
              \(allowed) allowed with a tolerance of \(tolerance), and at least \
              \(Tolerance.heapSlackBytes) bytes)
              """))
      }
      let ran = Set(result.loops.map(\.name))
      for name in recorded.loops.keys.sorted() where !ran.contains(name) {
        unmatched.append("the loop '\(name)' of '\(result.name)'")
        notes.append(
          "the loop '\(name)' of '\(result.name)' is in the baseline '\(file)' but no loop of "
            + "that name ran.")
      }
      if !regressions.isEmpty {
        result.memoryFindings += regressions
        result.outcome = .failed
      }
      compared.append(result)
    }
    let ran = Set(results.map(\.name))
    for name in scenarios.keys.sorted() where !ran.contains(name) {
      unmatched.append("'\(name)'")
      notes.append("'\(name)' is in the baseline '\(file)' but did not run.")
    }
    return Comparison(results: compared, notes: notes, unmatched: unmatched)
  }
}
