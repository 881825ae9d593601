import Foundation
import Testing

@testable import LeakAudit

/// A closure that captures a checked continuation alone, read without a crash.
///
/// An `async` coordinator's screen keeps one (`screen.onDone = { continuation.resume(returning:
/// $0) }`), and its context's metadata says its first capture is at offset 0, over the
/// object's own header. Read as written, the walks took the context's metadata pointer for an
/// object and crashed (an explorer on such an app stopped with a segmentation fault at the
/// first state key); such a context is read conservatively now.
@MainActor @Suite struct StateEncoderContinuationTests {
  /// What a screen keeps while its flow awaits it.
  final class Screen {
    var onDone: ((String) -> Void)?
  }

  /// A screen whose flow awaits it in a task, suspended in its continuation; the caller
  /// answers it (`done`) before it returns.
  func awaitedScreen() async -> (Screen, Task<String, Never>) {
    let screen = Screen()
    let task = Task { @MainActor in
      await withCheckedContinuation { continuation in
        screen.onDone = { continuation.resume(returning: $0) }
      }
    }
    while screen.onDone == nil { await Task.yield() }
    return (screen, task)
  }

  @Test func theStateKeyOfAScreenAwaitedThroughAContinuationIsTaken() async {
    let (screen, task) = await awaitedScreen()
    for _ in 0..<3 {
      let encoder = StateEncoder()
      encoder.begin(text: true)
      encoder.root("screen", screen)
      _ = encoder.finish()
      #expect(encoder.text.contains("Screen"), "\(encoder.text)")
      #expect(
        encoder.unreadParts.map(\.reason) == ["a closure context whose captures cannot be placed"])
      #expect(encoder.unreadParts.allSatisfy { $0.isReadConservatively })
    }
    screen.onDone?("done")
    #expect(await task.value == "done")
  }

  /// Memory whose first word cannot be a metadata pointer (unaligned, or within the first
  /// page) is not read as an object, whatever the word after it.
  @Test(arguments: [UInt(0), 8, 0x7f44_543a_9459, 0x5_6011])
  func aFirstWordThatIsNoMetadataPointerIsNotAnObject(_ first: UInt) {
    let memory = UnsafeMutablePointer<UInt>.allocate(capacity: 4)
    defer { memory.deallocate() }
    memory.initialize(repeating: 0x400, count: 4)
    memory[0] = first
    guard case .other(let what) = HeapObjects.kind(of: UInt(bitPattern: memory)) else {
      Issue.record("read as an object")
      return
    }
    #expect(what == "not a Swift heap object")
  }

  /// The positive control: an object's first word is its metadata, read as one.
  @Test func anObjectIsStillReadAsOne() {
    let screen = Screen()
    withExtendedLifetime(screen) {
      guard
        case .object(let metadata) = HeapObjects.kind(
          of: UInt(bitPattern: Unmanaged.passUnretained(screen).toOpaque()))
      else {
        Issue.record("not read as an object")
        return
      }
      #expect(metadata.name.hasSuffix("Screen"), "\(metadata.name)")
    }
  }

  @Test func theRetainGraphsWalksReadAScreenAwaitedThroughAContinuation() async throws {
    let (screen, task) = await awaitedScreen()
    let census = try #require(GrowthCensus(roots: [screen]))
    #expect(census.types["Screen"] == 1, "\(census.types)")
    let analysis = RetainAnalysis.run(
      survivors: [screen], roots: [.object(screen)], symbols: .process)
    // The screen is explained, and the walk went on past it, into its closure's context.
    #expect(analysis.explanations.count == 1)
    #expect(analysis.nodeCount >= 2, "\(analysis.nodeCount)")
    #expect(
      analysis.notes.contains("a closure context whose captures cannot be placed is not followed"),
      "\(analysis.notes)")
    screen.onDone?("done")
    #expect(await task.value == "done")
  }
}
