import Foundation
import Testing

@testable import CoordAuditCLI

@Suite struct CommandLineFileAccessTests {
  @Test func pathsResolveAgainstTheWorkingDirectoryByTheirTextAlone() {
    #expect(FileAccess.resolve("b.json", in: "/work") == "/work/b.json")
    #expect(FileAccess.resolve("./ci/../b.json", in: "/work/") == "/work/b.json")
    #expect(FileAccess.resolve("/abs//x.json", in: "/work") == "/abs/x.json")
    #expect(FileAccess.directory(of: "ci/b.json") == "ci")
    #expect(FileAccess.directory(of: "b.json") == ".")
    #expect(FileAccess.directory(of: "/b.json") == "/")
  }

  @Test func anAtomicWriteReplacesTheFileAndLeavesNothingElse() async {
    await withTemporaryDirectory { directory in
      write("old", to: "b.json", in: directory)
      try! FileAccess.writeAtomically("new\n", to: directory + "/b.json")
      #expect(try! String(contentsOfFile: directory + "/b.json", encoding: .utf8) == "new\n")
      #expect(contents(of: directory) == ["b.json"])
    }
  }

  @Test func aFailedAtomicWriteRemovesItsTemporaryFileAndKeepsTheTarget() async {
    await withTemporaryDirectory { directory in
      // A directory with something in it cannot be replaced by a file: the rename fails.
      try! FileManager.default.createDirectory(
        atPath: directory + "/b.json", withIntermediateDirectories: false)
      write("keep", to: "b.json/inside", in: directory)
      #expect(throws: FileAccess.Failure.self) {
        try FileAccess.writeAtomically("new\n", to: directory + "/b.json")
      }
      #expect(contents(of: directory) == ["b.json"])
      #expect(contents(of: directory + "/b.json") == ["inside"])
    }
  }

  @Test func aWriteIntoAMissingDirectorySaysWhy() {
    #expect {
      try FileAccess.writeAtomically("x", to: "/nonexistent-coordaudit/b.json")
    } throws: { error in
      (error as? FileAccess.Failure)?.reason == "no such file or directory"
    }
  }
}
