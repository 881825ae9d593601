import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct AssertGraphReleasedTests {
  @Test func aGraphThatGoesWithItsRootPasses() async {
    let cache = SharedCache()
    var screens = [makeScreenGraph(leaky: false, cache: cache)]
    let issues = await withCapturedIssues {
      let report = await assertGraphReleased(
        from: screens[0], ignoring: [.type(SharedCache.self)], configuration: quick
      ) { screens.removeAll() }
      #expect(report.releasedCount == 3)
    }
    #expect(issues.isEmpty)
  }

  /// The positive control: the root goes, so `assertReleased([root])` passes, while the view
  /// model and its child keep each other; the graph-wide check names both.
  @Test func aCycleBelowTheRootIsCaughtWithTheSurvivorsNamed() async {
    let cache = SharedCache()
    var screens = [makeScreenGraph(leaky: true, cache: cache)]
    var others = [makeScreenGraph(leaky: true, cache: cache)]
    let rootOnly = await withCapturedIssues {
      await assertReleased([others[0]], configuration: quick) { others.removeAll() }
    }
    #expect(rootOnly.isEmpty, "the root alone is released")
    let line = #line + 2
    let issues = await withCapturedIssues {
      await assertGraphReleased(
        from: screens[0], ignoring: [.type(SharedCache.self)], step: "pop", configuration: quick
      ) { screens.removeAll() }
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.headline) == [
        """
        Leak: GraphViewModel "via GraphScreen.viewModel" and GraphChild \
        "via GraphScreen.viewModel → GraphViewModel.child" still alive after step 1 "pop"
        """
      ])
    #expect(
      issues.first?.message.contains(
        "in a cycle: GraphViewModel.child → GraphChild.delegate → GraphViewModel") == true)
  }

  @Test func anObjectThatRightlyStaysIsLeftOutByTypeOrByField() async {
    let cache = SharedCache()
    for rules: [IgnoreRule] in [[.type(SharedCache.self)], [.field("cache")]] {
      var screens = [makeScreenGraph(leaky: false, cache: cache)]
      let issues = await withCapturedIssues {
        await assertGraphReleased(from: screens[0], ignoring: rules, configuration: quick) {
          screens.removeAll()
        }
      }
      #expect(issues.isEmpty, "\(rules)")
    }
    // Without a rule, the shared cache is part of the graph, and stays: a finding.
    var screens = [makeScreenGraph(leaky: false, cache: cache)]
    let issues = await withCapturedIssues {
      await assertGraphReleased(from: screens[0], configuration: quick) { screens.removeAll() }
    }
    #expect(
      issues.map(\.headline) == [
        "Leak: SharedCache \"via GraphScreen.cache\" still alive after step 1 \"action\""
      ])
    withExtendedLifetime(cache) {}
  }

  @Test func aFieldRuleOfOneClassLeavesTheSamePropertyOfOthersIn() async {
    let cache = SharedCache()
    var screens = [makeScreenGraph(leaky: true, cache: cache)]
    let issues = await withCapturedIssues {
      await assertGraphReleased(
        from: screens[0],
        ignoring: [.type(SharedCache.self), .field("delegate", of: GraphScreen.self)],
        configuration: quick
      ) { screens.removeAll() }
    }
    #expect(issues.count == 1, "GraphChild.delegate is not GraphScreen's: still followed")
  }
}
