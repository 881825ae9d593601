import LeakAudit

/// libFuzzer's entry: the bytes as an allow-list file, read as `coordaudit run --allow-list`
/// reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAllowList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let list = try AllowList(parsing: text, fileName: "fuzz.txt")
    for entry in list.entries {
      precondition(list.entry(for: entry.fingerprint) != nil, "an entry cannot be found")
    }
  } catch {
    _ = error.description
  }
  return 0
}
