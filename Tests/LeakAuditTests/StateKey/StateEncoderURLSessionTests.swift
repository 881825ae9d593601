import Foundation
import Testing

@testable import LeakAudit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The networking system's objects are handles to the walks: named by their class, never read.
///
/// A task in flight changes its state on the session's queue while a step's state is walked
/// on the main actor; the walks read without locks, and read a protocol object the session had
/// just released (crashes on a public app whose cells load their images with `URLSession`: in
/// the state key's walk, then in the growth census's).
@Suite struct StateEncoderURLSessionTests {
  /// What a cell keeps while its image loads, as most image-loading code writes it.
  final class ImageLoader: @unchecked Sendable {
    var image: Data?
    var task: URLSessionDataTask?

    /// A loader whose request is under way (to a host that does not exist: it fails later),
    /// and what its request signals once it failed (the test's own: no walk reads it).
    static func loading() throws -> (loader: ImageLoader, failed: DispatchSemaphore) {
      let loader = ImageLoader()
      let failed = DispatchSemaphore(value: 0)
      loader.task = URLSession.shared.dataTask(
        with: try #require(URL(string: "https://example.invalid/rocket.png"))
      ) { [weak loader] data, _, _ in
        loader?.image = data
        failed.signal()
      }
      loader.task?.resume()
      return (loader, failed)
    }
  }

  /// Waits until a loader's request has failed by itself (`.invalid` never resolves), at most
  /// a minute.
  ///
  /// Not `cancel()`: FoundationNetworking crashes when a task is cancelled while its request
  /// fails (`Trying to access a behaviour for a task that in not in the registry`,
  /// swift-corelibs-foundation issue 3296), and a test's last key can end just then: CI under
  /// the thread sanitizer stopped on it once.
  func waitUntilFailed(_ failed: DispatchSemaphore) {
    _ = failed.wait(timeout: .now() + 60)
  }

  /// The key of a loader whose request is under way: taken many times while the session's
  /// queue works on the task (it crashed within a few before), each naming the task alone.
  @Test func aTaskInFlightIsNamedAndNotRead() throws {
    let (loader, failed) = try ImageLoader.loading()
    defer { waitUntilFailed(failed) }
    for _ in 0..<200 {
      let encoder = StateEncoder()
      encoder.begin(text: true)
      encoder.root("loader", loader)
      _ = encoder.finish()
      #expect(encoder.text.contains("URLSessionDataTask (not state)"), "\(encoder.text)")
      // Nothing of the session's was met: neither its handles nor its queue's words.
      #expect(encoder.unreadParts.isEmpty, "\(encoder.unreadParts)")
    }
  }

  /// The census a growth check takes, and the retain graph's walk, while the task is in flight.
  @Test func theRetainGraphsWalksDoNotReadATaskInFlight() throws {
    let (loader, failed) = try ImageLoader.loading()
    defer { waitUntilFailed(failed) }
    for _ in 0..<200 {
      let census = try #require(GrowthCensus(roots: [loader]))
      #expect(census.types["URLSessionDataTask"] == 1, "\(census.types)")
    }
    let held = Target()
    let holder = Holder(loader: loader, held: held)
    let analysis = RetainAnalysis.run(
      survivors: [held], roots: [.object(holder)],
      symbols: .process)
    #expect(
      analysis.notes.contains {
        $0.contains("is the networking system's, changed by its own threads")
      }, "\(analysis.notes)")
  }

  final class Target {}

  /// An object the analysis explains, beside the loader.
  final class Holder {
    let loader: ImageLoader
    let held: Target
    init(loader: ImageLoader, held: Target) {
      self.loader = loader
      self.held = held
    }
  }

  /// The handle is still an object of the key: a loader with a task and one without are two
  /// states.
  @Test func aTaskOrNoneAreTwoStates() throws {
    let loading = ImageLoader()
    loading.task = URLSession.shared.dataTask(
      with: try #require(URL(string: "https://example.invalid/rocket.png")))
    let idle = ImageLoader()
    #expect(key(("loader", loading)) != key(("loader", idle)))
    #expect(key(("loader", loading)) != nil)
  }
}
