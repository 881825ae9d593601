import CoordinatorTree

/// Whether a scenario's expectations held, from what its steps and loops found.
extension Execution {
  // MARK: Expectations

  func evaluate(_ expectation: Scenario.Expectation, line: Int) {
    if expectation.isAboutALoop {
      evaluateLoop(expectation, line: line)
      return
    }
    guard let stepIndex = steps.indices.last else { return }
    let step = steps[stepIndex]
    let after = "after step \(step.number) \"\(step.name)\""
    switch expectation {
    case .clean:
      if !step.findings.isEmpty || step.error != nil {
        var found = step.findings.map { Self.describe($0) }
        if let error = step.error { found.append("error \(error.code)") }
        fail(
          line,
          "expected step \(step.number) \"\(step.name)\" to be clean, but it found "
            + found.joined(separator: ", "))
      }
    case .released(let names):
      for name in names.map(\.text) where !covered(name).contains(where: wasMade) {
        fail(line, "expected '\(name)' released \(after), but " + neverMade(name))
      }
      let counts = app.liveCounts
      // A leak that the allow-list knows is reported as known: it satisfies the expectation.
      // (Loops: the same as one chain of filter, flatMap and compactMap took the type checker
      // 1.5 s.)
      var known: Set<String> = []
      for step in steps {
        for finding in step.findings where finding.kind == .leak && finding.severity == .note {
          known.formUnion(finding.objects.compactMap(\.label))
        }
      }
      let alive = names.map(\.text).flatMap(covered).filter {
        (counts[$0] ?? 0) > 0 && !known.contains($0)
      }
      if alive.count == 1 {
        let count = counts[alive[0]] ?? 0
        fail(line, "expected '\(alive[0])' released \(after), but \(Self.instances(count)) alive")
      } else if alive.count > 1 {
        let list = Wording.quotedList(alive)
        let each = alive.map { "\(counts[$0] ?? 0)" }.joined(separator: ", ")
        fail(
          line,
          "expected \(list) released \(after), but they are alive (instances: \(each))")
      }
    case .releasedInOrder(let names):
      let expected = names.map(\.text)
      for name in expected where !step.released.contains(name) {
        fail(
          line,
          "expected '\(name)' released by step \(step.number) \"\(step.name)\", but it was not")
      }
      var seen: Set<String> = []
      let actual = step.released.filter { expected.contains($0) && seen.insert($0).inserted }
      if actual.count == expected.count, actual != expected {
        fail(
          line,
          "expected \(expected.joined(separator: ", ")) released in that order \(after), but "
            + "they went \(actual.joined(separator: ", "))")
      }
    case .alive(let names):
      let counts = app.liveCounts
      for name in names.map(\.text).flatMap(covered) where (counts[name] ?? 0) == 0 {
        fail(line, "expected '\(name)' alive \(after), but it is released")
      }
    case .leak(let names):
      consume(.leak, names: names, in: stepIndex, line: line, after: after)
    case .prematureRelease(let names):
      consume(.prematureRelease, names: names, in: stepIndex, line: line, after: after)
    case .brokenInvariant(let text):
      let matching = step.findings.indices.filter { index in
        let finding = step.findings[index]
        guard finding.kind == .brokenInvariant else { return false }
        guard let text else { return true }
        return finding.message?.contains(text) ?? false
      }
      if matching.isEmpty {
        let about = text.map { " saying \"\($0)\"" } ?? ""
        fail(line, "expected a broken invariant\(about) \(after), but found none")
      }
      for index in matching { consumed.insert(FindingIndex(step: stepIndex, finding: index)) }
    case .error(let name):
      let code = name.text
      if step.error?.code == code {
        consumedErrors.insert(stepIndex)
      } else if let error = step.error {
        fail(
          line,
          "expected error '\(code)' from step \(step.number) \"\(step.name)\", but it "
            + "threw '\(error.code)'")
      } else {
        fail(
          line,
          "expected error '\(code)' from step \(step.number) \"\(step.name)\", but it "
            + "threw nothing")
      }
    case .growth, .flat:
      break
    }
  }

  private func consume(
    _ kind: Finding.Kind, names: [Scenario.Name], in stepIndex: Int, line: Int, after: String
  ) {
    let step = steps[stepIndex]
    for name in names.map(\.text) {
      let labels = Set(covered(name))
      let matching = step.findings.indices.filter {
        step.findings[$0].kind == kind
          && step.findings[$0].objects.contains { $0.label.map(labels.contains) ?? false }
      }
      if matching.isEmpty {
        fail(line, "expected \(Self.article(kind)) of '\(name)' \(after), but found none")
      }
      for index in matching { consumed.insert(FindingIndex(step: stepIndex, finding: index)) }
    }
  }

  /// The declared names an expectation's name stands for: a flow's name covers the
  /// navigation controller it owns (a root, tab or sheet flow's `FlowNav`), since that is part
  /// of the flow.
  func covered(_ name: String) -> [String] {
    guard let flow = scenario.flow(named: name) else { return [name] }
    if case .push = flow.placement { return [name] }
    return [name, "\(name)Nav"]
  }

  private func evaluateLoop(_ expectation: Scenario.Expectation, line: Int) {
    guard let loopIndex = loops.indices.last else { return }
    let (result, stepIndex) = loops[loopIndex]
    let about = "the loop at line \(result.line)"
    switch expectation {
    case .growth(let names):
      for name in names.map(\.text) {
        if name == "heap" {
          heapExpectations.append((loopIndex, line))
          // What a census found growing is the heap's growth, object by object: it is
          // expected here, and caught where the allocator gives no statistics.
          for index in stepIndex.map({ steps[$0].findings.indices }) ?? 0..<0
          where Self.isCensusGrowth(steps[stepIndex!].findings[index]) {
            consumed.insert(FindingIndex(step: stepIndex!, finding: index))
          }
          continue
        }
        let groups = Set(covered(name))
        let matching =
          stepIndex.map { index in
            steps[index].findings.indices.filter {
              steps[index].findings[$0].kind == .growth
                && steps[index].findings[$0].group.map(groups.contains) ?? false
            }
          } ?? []
        if matching.isEmpty {
          let counts = result.liveCounts.map { String($0[name] ?? 0) }.joined(separator: ", ")
          fail(
            line,
            "expected '\(name)' to grow on every repetition of \(about), but its live "
              + "count went \(counts)")
        }
        for index in matching { consumed.insert(FindingIndex(step: stepIndex!, finding: index)) }
      }
    case .flat:
      guard result.liveCounts.count >= 2 else {
        // One repetition (or none, when the loop stopped) compares nothing with nothing.
        fail(
          line,
          "expected live counts flat across \(about), but it ran "
            + Wording.counted(result.liveCounts.count, "repetition")
            + ": 'flat' compares one repetition with the next, so it checked nothing")
        return
      }
      var names: [String] = []
      for counts in result.liveCounts {
        for name in counts.keys.sorted() where !names.contains(name) { names.append(name) }
      }
      for name in names {
        let counts = result.liveCounts.map { $0[name] ?? 0 }
        if Set(counts).count > 1 {
          fail(
            line,
            "expected live counts flat across \(about), but '\(name)' went "
              + counts.map(String.init).joined(separator: ", "))
        }
      }
    default:
      break
    }
  }

  /// Whether the run made an instance of a declared name.
  private func wasMade(_ name: String) -> Bool {
    app.madeCount(named: name) > 0
  }

  /// Why an expectation about a name the run never made checks nothing.
  private func neverMade(_ name: String) -> String {
    if let flow = scenario.flow(named: name), flow.system == .scene {
      return "'\(name)' is a scene flow, which has no object of its own (the scene coordinator "
        + "shows its screens): the expectation checks nothing; name its screens"
    }
    return "the run never made a '\(name)': the expectation checks nothing"
  }

  private func fail(_ line: Int, _ message: String) {
    mismatches.append(Mismatch(line: line, message: message))
  }
}
