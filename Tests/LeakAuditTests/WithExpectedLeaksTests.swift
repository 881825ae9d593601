import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct WithExpectedLeaksTests {
  @Test func anExpectedLeakIsTakenAndHandedBackNotReported() async {
    let (screen, handle) = makeHandledCycle()
    let issues = await withCapturedIssues {
      let report = await withExpectedLeaks {
        await assertReleased([handle.object!], step: "pop detail", configuration: quick) {}
      }
      #expect(report.findings.map(\.kind) == [.leak])
      #expect(report.findings.first?.objects.first?.typeName == "ViewModel")
    }
    #expect(issues.isEmpty)
    (screen.object as? Screen)?.viewModel = nil
  }

  @Test func noLeakAtAllFailsOnTheBlocksLine() async {
    var screens = [Screen()]
    let line = #line + 2
    let issues = await withCapturedIssues {
      await withExpectedLeaks {
        await assertReleased(screens, configuration: quick) { screens.removeAll() }
      }
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.headline) == ["No leak was reported, and the block expects one"])
    #expect(issues.first?.message.contains("What to do: this test is a positive control") == true)
  }

  @Test func findingsOfOtherKindsStillFail() async {
    let issues = await withCapturedIssues {
      await withExpectedLeaks {
        await withLeakTracking(configuration: quick) { tracker in
          var coordinator: TokenCoordinator? = TokenCoordinator()
          let probe = tracker.track(coordinator!, role: .coordinator)
          tracker.expectAlive([probe])
          coordinator = nil
          await tracker.settle()
        }
      }
    }
    #expect(
      issues.map(\.headline) == [
        "Premature release: TokenCoordinator released while expected alive",
        "No leak was reported, and the block expects one",
      ])
  }

  @Test func theSynchronousFormTakesTheLeaksOfSynchronousChecks() {
    let (screen, viewModel) = makeCycle()
    let issues = withCapturedIssues {
      let report = withExpectedLeaks {
        let checked = withLeakTracking { tracker in
          tracker.beginStep("track")
          tracker.track(viewModel, role: .viewModel)
        }
        #expect(checked.findings.count == 1)
      }
      #expect(report.findings.count == 1)
    }
    #expect(issues.isEmpty)
    withExtendedLifetime(screen) {}
  }

  @Test func verifyingSaysWhichKindsWereExpected() {
    #expect(verifyExpectedLeaks(Report()) != nil)
    #expect(
      verifyExpectedLeaks(Report(), kinds: [.leak, .overLimit])?.hasPrefix(
        "No finding of the kinds the block expects (leak, over limit) was reported.") == true)
  }
}
