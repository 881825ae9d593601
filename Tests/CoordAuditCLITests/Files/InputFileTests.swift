import CoordAuditScenarios
import Foundation
import LeakAudit
import Testing

@testable import CoordAuditCLI

/// What the command line reads: only regular files, up to a size per kind, never blocking on
/// a FIFO, a byte-order mark skipped.
@Suite struct InputFileTests {
  func failure(_ path: String, kind: InputFile.Kind = .scenario) -> String? {
    do {
      _ = try InputFile.bytes(at: path, kind: kind)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func aRegularFileIsReadWithoutItsByteOrderMark() async throws {
    try await withTemporaryDirectory { directory throws in
      let path = directory + "/a.scenario"
      try Data([0xEF, 0xBB, 0xBF] + Array("flow Main root\n".utf8)).write(
        to: URL(fileURLWithPath: path))
      #expect(try InputFile.text(at: path, kind: .scenario) == "flow Main root\n")
      // Only at the start: elsewhere it is the file's own text.
      try Data(Array("a\u{FEFF}b".utf8)).write(to: URL(fileURLWithPath: path))
      #expect(try InputFile.text(at: path, kind: .scenario) == "a\u{FEFF}b")
    }
  }

  @Test func aDeviceIsRefusedBeforeAnythingIsRead() {
    // `/dev/zero` never ends: reading it grew past 5 GB in 10 s.
    #expect(failure("/dev/zero") == "it is a character device, not a regular file")
    #expect(failure("/dev/null") == "it is a character device, not a regular file")
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() async {
    await withTemporaryDirectory { directory in
      let path = directory + "/pipe.scenario"
      #expect(mkfifo(path, 0o600) == 0)
      // Opened to read, a FIFO waits for a writer: none ever comes here.
      #expect(failure(path) == "it is a FIFO (a named pipe), not a regular file")
    }
  }

  @Test func aLinkToADeviceOrADirectoryIsRefused() async {
    await withTemporaryDirectory { directory in
      symlink("/dev/zero", directory + "/zero.json")
      #expect(
        failure(directory + "/zero.json", kind: .testReport)?.hasPrefix("it is a character device")
          == true)
      #expect(failure(directory) == "it is a directory")
    }
  }

  @Test func aFileLargerThanItsKindsLimitIsRefusedAndTheLimitIsSaid() async {
    await withTemporaryDirectory { directory in
      // Sparse: it costs no disk.
      let path = directory + "/big.scenario"
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      #expect(truncate(path, off_t(InputFile.Kind.scenario.sizeLimit + 1)) == 0)
      #expect(failure(path) == "it is larger than 16 MB, the most a scenario file may hold")
      #expect(
        failure(path, kind: .allowList)
          == "it is larger than 16 MB, the most an allow-list may hold")
      // A baseline may be larger.
      #expect(failure(path, kind: .baseline) == nil)
      #expect(truncate(path, off_t(InputFile.Kind.baseline.sizeLimit + 1)) == 0)
      #expect(
        failure(path, kind: .baseline) == "it is larger than 64 MB, the most a baseline may hold")
      #expect(
        failure(path, kind: .testReport)
          == "it is larger than 64 MB, the most a test report may hold")
    }
  }

  @Test func textThatIsNotUTF8IsRefused() async throws {
    try await withTemporaryDirectory { directory throws in
      let path = directory + "/a.scenario"
      try Data([0x61, 0xFF, 0x62]).write(to: URL(fileURLWithPath: path))
      #expect(throws: FileAccess.Failure(reason: "it is not UTF-8 text")) {
        try InputFile.text(at: path, kind: .scenario)
      }
      // U+FFFD itself is UTF-8, and kept.
      try Data(Array("a\u{FFFD}b".utf8)).write(to: URL(fileURLWithPath: path))
      #expect(try InputFile.text(at: path, kind: .scenario) == "a\u{FFFD}b")
    }
  }
}
