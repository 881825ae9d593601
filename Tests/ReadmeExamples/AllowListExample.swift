// docs/leakaudit.md's allow-list example, verbatim (compiled, never run).
import LeakAudit

func readTheAllowList() throws -> LeakTracker {
  let allowList = try AllowList(contentsOfFile: "Tests/known-leaks.txt")
  let tracker = LeakTracker(configuration: .init(allowList: allowList))
  return tracker
}
