import Foundation
import LeakAudit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Writes each test's report into the directory that `COORDAUDIT_TEST_REPORTS` names, for
/// `coordaudit report` (see ``TestReport``); does nothing when the variable is not set.
///
/// A test's checks are merged into one report, rewritten after each check (Swift Testing) or
/// when the test ends (XCTest, whose current test is known from an observer). Heap bytes are
/// measured around each check, and kept only when no other check ran meanwhile: tests that run
/// in parallel count each other's allocations.
final class TestReports: Sendable {
  static let shared = TestReports(
    directory: ProcessInfo.processInfo.environment[TestReport.environmentVariable])

  /// The directory, or `nil` when the bridge writes no report.
  let directory: String?
  private let state = LockedBox(State())

  private struct State {
    var reports: [String: Entry] = [:]
    /// Checks under way, and those that ran while another did.
    var active: Set<Int> = []
    var overlapped: Set<Int> = []
    var nextCheck = 0
    /// The XCTest test under way, once the observer has seen it start.
    var currentXCTest: String?
    /// Reports of XCTest checks made before the observer knew the test's name.
    var pending: Entry?
    var isObserving = false
    /// Whether the observer is in XCTest's observation center (asked for is not yet in).
    var isObserverAdded = false
    var hasWarned = false
  }

  /// What one test's checks found so far.
  struct Entry {
    var report: TestReport
    var heapIsComplete = true
  }

  /// A check under way: its number and the heap bytes in use when it began.
  struct Token: Sendable {
    let check: Int
    let heapBefore: Int?
  }

  /// What a check adds to its test's heap bytes.
  enum Heap {
    /// The check does not measure heap (an assertion about a report it was given).
    case none
    /// Bytes in use at its end minus at its start.
    case measured(Int)
    /// Not measurable: another check ran meanwhile, or the build keeps no statistics.
    case unmeasured
  }

  init(directory: String?) {
    self.directory = directory.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Starts a check; `nil` when no report is written.
  func begin() -> Token? {
    guard directory != nil else { return nil }
    observeXCTest()
    let check = state.withLock { state -> Int in
      let check = state.nextCheck
      state.nextCheck += 1
      if !state.active.isEmpty {
        state.overlapped.formUnion(state.active)
        state.overlapped.insert(check)
      }
      state.active.insert(check)
      return check
    }
    return Token(check: check, heapBefore: HeapStatistics.bytesInUse())
  }

  /// Ends a check: what it adds to its test's heap bytes.
  func end(_ token: Token?) -> Heap {
    guard let token else { return .none }
    let after = HeapStatistics.bytesInUse()
    let wasAlone = state.withLock { state -> Bool in
      state.active.remove(token.check)
      return state.overlapped.remove(token.check) == nil
    }
    guard wasAlone, let before = token.heapBefore, let after else { return .unmeasured }
    return .measured(after - before)
  }

  /// Adds a check's findings, live counts and heap bytes to the report of the test under way,
  /// and writes it.
  ///
  /// - Parameters:
  ///   - report: The findings no `withExpectedLeaks` block took.
  ///   - liveCounts: Live tracked objects per type when the check ended.
  ///   - heap: What the check adds to the test's heap bytes.
  ///   - location: Where the check was opened.
  ///   - test: The test's name, when the caller knows it (an XCTest teardown).
  func add(
    _ report: Report, liveCounts: [String: Int], heap: Heap, location: IssueLocation,
    test: String? = nil
  ) {
    guard let directory else { return }
    let name = test ?? Self.swiftTestingName()
    let written = state.withLock { state -> TestReport? in
      guard let key = name ?? state.currentXCTest else {
        // An XCTest check before the observer knew the test: named when the test ends.
        var entry = state.pending ?? Entry(report: TestReport(test: "", file: location.fileID))
        entry.add(report, liveCounts: liveCounts, heap: heap)
        state.pending = entry
        return nil
      }
      var entry = state.reports[key] ?? Entry(report: TestReport(test: key, file: location.fileID))
      entry.add(report, liveCounts: liveCounts, heap: heap)
      state.reports[key] = entry
      return entry.report
    }
    if let written { write(written, to: directory, at: location) }
  }

  /// Names the pending reports of an XCTest test that just ended, and writes them.
  fileprivate func xcTestDidFinish(_ name: String) {
    guard let directory else { return }
    let written = state.withLock { state -> TestReport? in
      state.currentXCTest = nil
      guard var pending = state.pending else { return nil }
      state.pending = nil
      pending.report.test = name
      if let known = state.reports[name] { pending.merge(into: known) }
      state.reports[name] = pending
      return pending.report
    }
    if let written {
      write(written, to: directory, at: nil)
    }
  }

  fileprivate func xcTestWillStart(_ name: String) {
    state.withLock { $0.currentXCTest = name }
  }

  private func write(_ report: TestReport, to directory: String, at location: IssueLocation?) {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(report.jsonString.utf8).write(
        to: url.appendingPathComponent(TestReport.fileName(forTest: report.test)),
        options: .atomic)
    } catch {
      let isFirst = state.withLock { state -> Bool in
        defer { state.hasWarned = true }
        return !state.hasWarned
      }
      guard isFirst, let location else { return }
      IssueRecorder.record(
        """
        The test report of \(report.test) could not be written to '\(directory)': \
        \(error.localizedDescription)

        \(TestReport.environmentVariable) names the directory where each test's report goes.

        What to do: name a directory this process may create and write, or unset the variable.
        """, isWarning: true, at: location)
    }
  }

  /// The name of the Swift Testing test under way: `Module.Suite.test()`.
  private static func swiftTestingName() -> String? {
    #if canImport(Testing)
      guard let test = Test.current else { return nil }
      return ([test.id.moduleName] + test.id.nameComponents).joined(separator: ".")
    #else
      return nil
    #endif
  }

  /// Starts watching XCTest's tests begin and end before an asynchronous check begins, on the
  /// main actor and before the check goes on.
  ///
  /// An XCTest `async` test runs its body off the main thread, where ``begin()`` can only ask
  /// the main queue to add the observer later: a test that ends first (a check of a few
  /// milliseconds) ends unseen, and its report is never named nor written. Awaited here, the
  /// observer is in place before the check begins.
  ///
  /// Await it only when ``needsXCTestObserver`` says so: a check on the main actor does not
  /// suspend for it, but one elsewhere hops to the main actor and back, and while it is away
  /// the main queue runs (a turn of the main loop drains what UIKit autoreleased).
  @MainActor func observeXCTestBeforeAsyncCheck() async {
    guard needsXCTestObserver else { return }
    addXCTestObserver()
  }

  /// Whether an asynchronous check must first await ``observeXCTestBeforeAsyncCheck()``: the
  /// run writes reports, and XCTest's observation center does not have the observer yet.
  var needsXCTestObserver: Bool {
    #if canImport(XCTest)
      directory != nil && !isObserverAdded
    #else
      false
    #endif
  }

  /// Whether XCTest's observation center has the observer.
  var isObserverAdded: Bool { state.withLock { $0.isObserverAdded } }

  /// Starts watching XCTest's tests begin and end, once: now on the main thread, else as soon
  /// as the main queue runs.
  private func observeXCTest() {
    #if canImport(XCTest)
      let isNew = state.withLock { state -> Bool in
        defer { state.isObserving = true }
        return !state.isObserving
      }
      guard isNew else { return }
      if Thread.isMainThread {
        MainActor.assumeIsolated { addXCTestObserver() }
      } else {
        DispatchQueue.main.async { self.addXCTestObserver() }
      }
    #endif
  }

  /// Adds the observer to XCTest's observation center, unless it is there.
  @MainActor private func addXCTestObserver() {
    #if canImport(XCTest)
      let isNew = state.withLock { state -> Bool in
        defer {
          state.isObserving = true
          state.isObserverAdded = true
        }
        return !state.isObserverAdded
      }
      guard isNew else { return }
      XCTestObservationCenter.shared.addTestObserver(XCTestReportObserver(reports: self))
    #endif
  }
}

extension TestReports.Entry {
  mutating func add(_ findings: Report, liveCounts: [String: Int], heap: TestReports.Heap) {
    report.report = report.report.merging(findings)
    report.liveCounts.merge(liveCounts, uniquingKeysWith: +)
    switch heap {
    case .none: break
    case .measured(let bytes): report.heapBytes = (report.heapBytes ?? 0) + bytes
    case .unmeasured: heapIsComplete = false
    }
    if !heapIsComplete { report.heapBytes = nil }
  }

  /// This entry, added after `earlier` of the same test.
  mutating func merge(into earlier: TestReports.Entry) {
    var merged = earlier
    merged.report.report = earlier.report.report.merging(report.report)
    merged.report.liveCounts.merge(report.liveCounts, uniquingKeysWith: +)
    merged.heapIsComplete = earlier.heapIsComplete && heapIsComplete
    merged.report.heapBytes =
      merged.heapIsComplete
      ? (earlier.report.heapBytes ?? 0) + (report.heapBytes ?? 0) : nil
    self = merged
  }
}

#if canImport(XCTest)
  /// Tells the reports which XCTest test runs, by the name `Module.Class.testMethod`.
  final class XCTestReportObserver: NSObject, XCTestObservation, Sendable {
    let reports: TestReports

    init(reports: TestReports) {
      self.reports = reports
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      reports.xcTestWillStart(Self.name(of: testCase))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      reports.xcTestDidFinish(Self.name(of: testCase))
    }

    /// `Module.Class.testMethod`, from `Class.testMethod` (Linux) or `-[Class testMethod]`.
    static func name(of testCase: XCTestCase) -> String {
      let type = String(reflecting: Swift.type(of: testCase))
      let method = testCase.name.split(whereSeparator: { " .]".contains($0) }).last ?? ""
      return "\(type).\(method)"
    }
  }
#endif
