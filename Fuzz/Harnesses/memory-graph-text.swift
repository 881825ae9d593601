import CoordAuditCLI
import LeakAudit

/// libFuzzer's entry: the bytes as a saved memory graph, read as `coordaudit memory-graph`
/// reads it, and drawn in its text format (the default, for a terminal).
///
/// Beyond not crashing: the text has exactly one line per class and per holder under its
/// heading (a line feed in a class name or a path forges no line), and no control character
/// but the line feed, no bidirectional formatting character and no invisible one reaches it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMemoryGraphText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let graph = try? SavedMemoryGraph(bytes: bytes) else { return 0 }
  let text = graph.drawing(in: .text)
  let lines: Int
  switch graph {
  case .snapshot(let snapshot):
    lines =
      1 + snapshot.counts.count
      + snapshot.counts.keys.reduce(0) {
        $0 + (snapshot.holders?[$1]?.count ?? 0)
      }
  case .growth(let growth):
    lines = 1 + growth.changes.reduce(0) { $0 + 1 + $1.holders.count }
  }
  precondition(text.hasSuffix("\n"), "the text does not end its last line")
  let counted = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  precondition(counted == lines, "\(counted) lines for \(lines) classes and holders")
  precondition(
    TerminalSafety.unsafeScalars(in: text).isEmpty,
    "a control or formatting character reaches the text raw")
  return 0
}
