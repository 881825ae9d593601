import CoordAuditCLI

/// libFuzzer's entry: the bytes as a command line, arguments separated by NUL (which no
/// argument can hold), parsed as `coordaudit` parses its own; help and errors rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let arguments = UnsafeBufferPointer(start: data, count: size)
    .split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  do {
    if case .help(let topic) = try CommandParser.parse(size == 0 ? [] : arguments) {
      _ = topic.helpText
    }
  } catch {
    _ = error.description
  }
  return 0
}
