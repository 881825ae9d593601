import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct LeakIssueTests {
  static let leak = Finding(
    kind: .leak, step: .init(number: 2, name: "back"),
    objects: [
      TrackedObject(
        number: 3, role: .coordinator, label: "search", typeName: "SearchCoordinator",
        site: SourceSite(fileID: "App/Flows.swift", line: 41))
    ],
    retainPath: RetainPath(
      links: [.init(ownerType: "MainCoordinator", field: "childCoordinators[0]")],
      targetType: "SearchCoordinator"),
    fingerprint: "2d1b6ccc03e857be")

  @Test func theHeadlineNamesTheFindingAndTheDetailsFollowIt() throws {
    let entry = try #require(Report(findings: [Self.leak]).entries.first)
    let issue = LeakIssue(entry)
    #expect(
      issue.headline == "Leak: SearchCoordinator \"search\" still alive after step 2 \"back\"")
    #expect("\(issue)" == issue.headline)
    #expect(
      issue.details.hasPrefix(
        """
          #3 coordinator SearchCoordinator "search", tracked at App/Flows.swift:41
            held by MainCoordinator.childCoordinators[0] → SearchCoordinator
        """))
    #expect(issue.message == issue.headline + ".\n\n" + issue.details)
    #expect(issue.kind == .leak)
    #expect(!issue.isWarning)
    #expect(issue.findings == [Self.leak])
  }
}
