import BenchmarkGuard
import CoordAuditCLI
import LeakAudit

// The JSON readers on large files: the check for a key given twice in one object (every
// reader of saved JSON runs it: baselines, test reports, memory graphs, shard reports), and
// `coordaudit memory-graph`'s whole reader, on one object of 100,000 and of a million keys.
// Ten times the keys should take about ten times as long.

/// `{"counts": {"Class0": 1, "Class1": 1, …}}`: a saved snapshot of `count` classes, one key
/// per class.
func snapshotOfClasses(_ count: Int) -> [UInt8] {
  var bytes = Array("{\n  \"counts\" : {\n".utf8)
  bytes.reserveCapacity(count * 20)
  for index in 0..<count {
    bytes += Array("    \"Class\(index)\" : 1\(index + 1 < count ? "," : "")\n".utf8)
  }
  return bytes + Array("  }\n}\n".utf8)
}

func runJSONReaderBenchmarks(rounds: Int) {
  print("== JSON readers on one object of many keys (\(rounds) rounds; each figure the median)")
  print("  input                                   MB   duplicate keys ms   memory-graph read ms")
  for count in [100_000, 1_000_000] {
    let bytes = snapshotOfClasses(count)
    var found: JSONDuplicateKeys.Duplicate?
    let check = medianNanoseconds(rounds: rounds) { found = JSONDuplicateKeys.first(in: bytes) }
    guard found == nil else { fail("the snapshot of \(count) classes has a duplicate key") }
    var classes = 0
    let read = medianNanoseconds(rounds: rounds) {
      guard case .snapshot(let snapshot)? = try? SavedMemoryGraph(bytes: bytes) else {
        fail("the snapshot of \(count) classes does not read")
      }
      classes = snapshot.counts.count
    }
    guard classes == count else { fail("read \(classes) classes of \(count)") }
    print(
      "  " + pad("snapshot of \(grouped(count)) classes", 36, alignRight: false)
        + pad(fixed(Double(bytes.count) / 1e6, 1), 6) + pad(fixed(check / 1e6, 1), 20)
        + pad(fixed(read / 1e6, 1), 23))
  }
  print("")
}
