import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct WithLeakTrackingTests {
  @Test func passesWhenEverythingTrackedIsReleased() async {
    let issues = await withCapturedIssues {
      let count = await withLeakTracking(configuration: quick) { tracker in
        tracker.track(Screen(), role: .view)
        #expect(LeakTracker.current === tracker)
        return tracker.trackedCount
      }
      #expect(count == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func survivorFailsWhereItWasTracked() async {
    var line = 0
    var leaked: ViewModel?
    let issues = await withCapturedIssues {
      await withLeakTracking(configuration: quick) { tracker in
        let (_, viewModel) = makeCycle()
        leaked = viewModel
        tracker.beginStep("close register")
        tracker.track(viewModel, role: .viewModel, label: "register")
        line = #line - 1
      }
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        """
        Leak: ViewModel "register" still alive after step 2 "end of scope".

          #1 view model ViewModel "register", tracked at \
        LeakAuditTests/WithLeakTrackingTests.swift:\(line)
        """) == true)
    withExtendedLifetime(leaked) {}
  }

  @Test func prematureReleaseFailsWhereTheObjectWasTracked() async {
    var line = 0
    let issues = await withCapturedIssues {
      await withLeakTracking(configuration: quick) { tracker in
        var coordinator: TokenCoordinator? = TokenCoordinator()
        let probe = tracker.track(coordinator!, role: .coordinator, label: "login")
        line = #line - 1
        tracker.beginStep("start login")
        tracker.expectAlive([probe])
        coordinator = nil  // held by nothing: gone while its flow still runs
        await tracker.settle()
      }
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        Premature release: TokenCoordinator "login" released while expected alive during step 1 \
        "start login".

          #1 coordinator TokenCoordinator "login", tracked at \
        LeakAuditTests/WithLeakTrackingTests.swift:\(line)

        What to do: give it an owner for as long as it is in use: an object held only by weak \
        references is released at once.
        """
      ])
  }

  @Test func checksEvenWhenTheBodyThrows() async {
    struct Boom: Error {}
    let (screen, viewModel) = makeCycle()
    let issues = await withCapturedIssues {
      await #expect(throws: Boom.self) {
        try await withLeakTracking(configuration: quick) { tracker in
          tracker.track(viewModel)
          throw Boom()
        }
      }
    }
    #expect(issues.count == 1)
    withExtendedLifetime(screen) {}
  }

  @Test func synchronousFormChecksInADefer() {
    let (screen, viewModel) = makeCycle()
    var line = 0
    let issues = withCapturedIssues {
      withLeakTracking { tracker in
        tracker.track(Screen())
        tracker.track(viewModel, role: .viewModel)
        line = #line - 1
      }
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "Leak: ViewModel still alive after step 1 \"end of scope\".") == true)
    withExtendedLifetime(screen) {}
  }

  @Test func overLimitLandsOnTheScopesLine() async {
    let screens = [Screen(), Screen()]
    var line = 0
    let issues = await withCapturedIssues {
      line = #line + 1
      await withLeakTracking(configuration: quick) { tracker in
        tracker.limitLiveCount(of: Screen.self, to: 1)
        for screen in screens { tracker.track(screen) }
        await tracker.settle()
      }
    }
    // Every finding of the scope counts, the settle's inside the body too: the two survivors
    // (one bug, so one issue), then the over-limit finding, at the scope's line.
    #expect(issues.count == 2)
    #expect(issues.first?.message.hasPrefix("Leak: Screen and Screen still alive") == true)
    #expect(issues.last?.line == line)
    #expect(issues.last?.message.hasPrefix("Over limit: 2 instances of Screen") == true)
    withExtendedLifetime(screens) {}
  }

  @Test func theScopeHandsBackItsReport() async {
    var leaked: ViewModel?
    let issues = await withCapturedIssues {
      let report = await withLeakTracking(configuration: quick) { tracker in
        tracker.track(Screen(), role: .view)
        let (_, viewModel) = makeCycle()
        leaked = viewModel
        tracker.track(viewModel, role: .viewModel, label: "register")
      }
      #expect(report.releasedCount == 1)
      #expect(report.findings.map(\.kind) == [.leak])
      #expect(report.findings.first?.objects.map(\.label) == ["register"])
    }
    #expect(issues.count == 1)
    withExtendedLifetime(leaked) {}
  }

  @Test func theSynchronousScopeHandsBackItsReportToo() {
    let (screen, viewModel) = makeCycle()
    let issues = withCapturedIssues {
      let report = withLeakTracking { tracker in
        tracker.track(Screen())
        tracker.track(viewModel, role: .viewModel)
      }
      #expect(report.releasedCount == 1)
      #expect(report.findings.first?.objects.first?.typeName == "ViewModel")
    }
    #expect(issues.map(\.headline) == ["Leak: ViewModel still alive after step 1 \"end of scope\""])
    withExtendedLifetime(screen) {}
  }
}
