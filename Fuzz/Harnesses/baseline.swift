import CoordAuditCLI
import CoordAuditScenarios

/// libFuzzer's entry: the bytes as a baseline file, read as `coordaudit run --baseline` reads
/// it; a baseline read is written and read back, and must come back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let baseline = try Baseline(bytes: bytes, file: "fuzz.json")
    let again = try Baseline(bytes: Array(baseline.jsonString.utf8), file: "fuzz.json")
    precondition(again == baseline, "the baseline changed on a round trip")
  } catch {
    _ = error.description
  }
  return 0
}
