import Foundation
import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct AssertReleasedTests {
  @Test func passesWhenTheActionReleasesTheObjects() async {
    var holder: [Screen] = [Screen(), Screen()]
    let issues = await withCapturedIssues {
      let report = await assertReleased(holder, step: "empty the holder") {
        holder.removeAll()
      }
      #expect(report.releasedCount == 2)
    }
    #expect(issues.isEmpty)
  }

  @Test func survivorFailsOnTheCallersLineWithTheReportText() async {
    // Only the cycle keeps the pair alive: the test holds a weak handle.
    let (screen, handle) = makeHandledCycle()
    var line = 0
    let issues = await withCapturedIssues {
      line = #line + 1
      await assertReleased([handle.object!], step: "pop detail", configuration: quick) {}
    }
    #expect(
      issues.map(\.message) == [
        """
        Leak: ViewModel still alive after step 1 "pop detail".

          #1 object ViewModel, tracked at LeakAuditTests/AssertReleasedTests.swift:\(line)
            in a cycle: ViewModel.screen → Screen.viewModel → ViewModel
            fingerprint 1560e74059c7fc95

        What to do: find who still holds it: a stored closure that captures self strongly, a \
        delegate or parent reference that is not weak, or a parent that keeps a finished child.
        """
      ])
    #expect(issues.map(\.line) == [line])
    #expect(issues.map(\.fileID) == ["LeakAuditTests/AssertReleasedTests.swift"])
    #expect(issues.map(\.filePath) == [#filePath])
    #expect(issues.map(\.isWarning) == [false])
    (screen.object as? Screen)?.viewModel = nil
  }

  @Test(.timeLimit(.minutes(10)))
  func lateReleaseIsReportedAsAWarning() async {
    var viewModel: SignallingViewModel? = SignallingViewModel()
    let issues = await withCapturedIssues {
      await assertReleased(
        [viewModel!],
        // The release comes 40 ms later, past the soft deadline whatever the machine; the
        // hard deadline is one no loaded machine reaches.
        configuration: .init(softDeadline: .milliseconds(5), hardDeadline: .seconds(3_600))
      ) {
        release(viewModel!, after: 40)
        viewModel = nil
      }
    }
    #expect(issues.map(\.isWarning) == [true])
    #expect(
      issues.first?.message.hasPrefix(
        "Late release: SignallingViewModel released after step 1 \"action\", but past the soft deadline."
      )
        == true)
  }

  @Test func survivorIsRecordedAsASwiftTestingIssueOnTheCallersLine() async {
    let (screen, viewModel) = makeCycle()
    let line = #line + 2
    await withKnownIssue {
      await assertReleased([viewModel], configuration: quick) {}
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "LeakAuditTests/AssertReleasedTests.swift"
        && LeakIssue(issue)?.headline
          == "Leak: ViewModel still alive after step 1 \"action\""
        // The finding is the issue's text, headline first: no "Caught error:", since nothing
        // was thrown.
        && issue.comments.first?.rawValue.hasPrefix(
          "Leak: ViewModel still alive after step 1 \"action\".\n\n  #1 object ViewModel, tracked at"
        )
          == true
        && issue.error == nil
    }
    withExtendedLifetime(screen) {}
  }

  @Test func aThrowingActionRethrowsAndChecksNothing() async {
    struct Boom: Error {}
    let (screen, viewModel) = makeCycle()
    let issues = await withCapturedIssues {
      await #expect(throws: Boom.self) {
        try await assertReleased([viewModel], configuration: quick) { throw Boom() }
      }
    }
    #expect(issues.isEmpty)
    withExtendedLifetime(screen) {}
  }

  @Test func retainRootsNameWhoKeepsTheSurvivor() async {
    // A window-like root keeps the screen in an array: a real leak, explained from the root.
    final class Holder { var screens: [Screen] = [] }
    let holder = Holder()
    holder.screens.append(Screen())
    let issues = await withCapturedIssues {
      await assertReleased([holder.screens[0]], retainRoots: [holder], configuration: quick) {}
    }
    #expect(issues.map(\.headline) == ["Leak: Screen still alive after step 1 \"action\""])
    #expect(issues.first?.message.contains("held by Holder.screens[0] → Screen\n") == true)
    withExtendedLifetime(holder) {}
  }
}

/// A step that throws, with `#expect(try …)` in it.
///
/// A closure counts as throwing only when a
/// `try` shows outside its macros (macros expand after the closure's type is inferred:
/// swiftlang/swift#75858, swift-testing#611), so such a step says its type: the form the docs
/// give, `{ () async throws in … }`, compiles and is checked.
@Suite struct AssertReleasedThrowingStepTests {
  struct Failure: Error {}
  static func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw Failure() }
    return value
  }

  @Test func aStepThatSaysItThrowsTakesTryInsideExpect() async throws {
    var holder: [Screen] = [Screen()]
    let issues = try await withCapturedIssues {
      let report = try await assertReleased(holder) { () async throws in
        #expect(try Self.parse("1") == 1)
        holder.removeAll()
      }
      #expect(report.releasedCount == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func aGraphStepThatSaysItThrowsTakesTryInsideExpect() async throws {
    var holder: [Screen] = [Screen()]
    let issues = try await withCapturedIssues {
      let report = try await assertGraphReleased(from: holder[0]) { () async throws in
        #expect(try Self.parse("2") == 2)
        holder.removeAll()
      }
      #expect(report.releasedCount >= 1)
    }
    #expect(issues.isEmpty)
  }

  /// The positive control: the same step, with the object kept, fails on the caller's line.
  @Test func aStepThatSaysItThrowsStillFindsTheLeak() async throws {
    let (screen, viewModel) = makeCycle()
    let issues = try await withCapturedIssues {
      try await assertReleased([viewModel], configuration: quick) { () async throws in
        #expect(try Self.parse("3") == 3)
      }
    }
    #expect(issues.map(\.headline) == ["Leak: ViewModel still alive after step 1 \"action\""])
    withExtendedLifetime(screen) {}
  }
}

/// An assertion called on the main actor evaluates its objects before anything else runs
/// there: a block already on the main queue (a turn of the main loop, which drains what UIKit
/// autoreleased) runs after them, never between the call and its objects.
@MainActor @Suite struct AssertReleasedOrderTests {
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  @Test func theObjectsAreEvaluatedBeforeTheMainQueueRunsAgain() async {
    let queued = Flag()
    DispatchQueue.main.async { queued.isSet = true }
    var setWhenEvaluated: Bool?
    await assertReleased(
      { () -> [AnyObject] in
        setWhenEvaluated = queued.isSet
        return []
      }(), configuration: quick
    ) {}
    #expect(setWhenEvaluated == false)
    // The positive control: a suspension that waits for the main queue sees the queued block
    // run (the queue is serial: the block queued first runs before the one that resumes this).
    let again = Flag()
    DispatchQueue.main.async { again.isSet = true }
    await withCheckedContinuation { resume in DispatchQueue.main.async { resume.resume() } }
    #expect(again.isSet)
  }
}
