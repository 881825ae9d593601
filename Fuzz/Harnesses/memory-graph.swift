import CoordAuditCLI
import LeakAudit

/// libFuzzer's entry: the bytes as a saved memory graph, read as `coordaudit memory-graph`
/// reads it; one that reads is drawn in every format, and its JSON reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMemoryGraph(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let graph = try SavedMemoryGraph(bytes: bytes)
    for format in MemoryGraphCommand.Format.allCases { _ = graph.drawing(in: format) }
    let again = try SavedMemoryGraph(bytes: Array(graph.drawing(in: .json).utf8))
    precondition(again == graph, "the memory graph changed on a round trip")
  } catch {
    _ = error.description
  }
  return 0
}
