import CoordAuditCLI
import CoordAuditScenarios
import LeakAudit

/// libFuzzer's entry: the bytes as a command line, arguments separated by NUL (which no
/// argument can hold), each taken as `coordaudit` takes its own (`String(losslessBytes:)`: a
/// byte that is not UTF-8 is kept), parsed; help and errors rendered.
///
/// Beyond not crashing: every argument gives its bytes back, and no control character but the
/// line feed, and no byte that is not UTF-8, reaches a message raw.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let raw = UnsafeBufferPointer(start: data, count: size)
    .split(separator: 0, omittingEmptySubsequences: false)
  let arguments = raw.map { String(losslessBytes: $0) }
  for (bytes, argument) in zip(raw, arguments) {
    precondition(argument.losslessBytes == Array(bytes), "an argument lost its bytes")
  }
  do {
    if case .help(let topic) = try CommandParser.parse(size == 0 ? [] : arguments) {
      _ = topic.helpText
    }
  } catch {
    let shown = error.description.escapingControlCharacters
    precondition(
      !shown.unicodeScalars.contains {
        ($0 != "\n" && $0.properties.generalCategory == .control) || $0.value >= 0x10_FF80
      }, "a message shows a control character or a byte raw")
  }
  return 0
}
