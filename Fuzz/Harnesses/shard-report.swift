import CoordAuditCLI
import CoordAuditScenarios
import LeakAudit

/// libFuzzer's entry: the bytes as the JSON report of a shard of a search, read as
/// `coordaudit explore --merge` reads each report (and `--jobs` each shard's output); a report
/// read is merged, its reproductions named, and the merged results rendered in every format.
///
/// Beyond not crashing (no overflow, no index out of range, whatever the counts say): a
/// reproduction's name is a plain file name, never a path; a report read, written again as
/// `explore` writes it, reads the same; no control character but the line feed, and no
/// bidirectional formatting character, reaches a human format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShardReport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let results = try? ShardReport.results(in: bytes, of: "shard.json") else { return 0 }
  let written = JSONReport.render(RunReport(scenarios: results, source: .files))
  let again = try? ShardReport.results(in: Array(written.utf8), of: "again.json")
  precondition(again == results, "the shard's report changed on a round trip")
  guard
    let merged = try? ExplorationMerge.merge(
      [.init(name: "shard.json", results: results)], allowsMissingShards: true)
  else { return 0 }
  for reproduction in merged.reproductions {
    let name = reproduction.fileName
    precondition(
      !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.contains("\0"),
      "a reproduction is named '\(name)', not a plain file name")
  }
  let report = RunReport(scenarios: merged.results, source: .files, notes: merged.summaries)
  for format in ReportFormat.allCases {
    let text = format.render(report)
    guard format == .text || format == .markdown || format == .mermaid else { continue }
    precondition(
      TerminalSafety.unsafeScalars(in: text).isEmpty,
      "a control character reaches the \(format) report raw")
  }
  return 0
}
