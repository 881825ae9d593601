import Foundation
import LeakAudit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The networking system's objects are handles in a key: named by their class, never read.
///
/// A task in flight changes its state on the session's queue while a step's state is walked
/// on the main actor; the walk reads without locks, and read a protocol object the session had
/// just released (a crash on a public app whose cells load their images with `URLSession`).
@Suite struct StateEncoderURLSessionTests {
  /// What a cell keeps while its image loads, as most image-loading code writes it.
  final class ImageLoader: @unchecked Sendable {
    var image: Data?
    var task: URLSessionDataTask?
  }

  /// The key of a loader whose request is under way: taken many times while the session's
  /// queue works on the task (it crashed within a few before), each naming the task alone.
  @Test func aTaskInFlightIsNamedAndNotRead() throws {
    let loader = ImageLoader()
    loader.task = URLSession.shared.dataTask(
      with: try #require(URL(string: "https://example.invalid/rocket.png"))
    ) { [weak loader] data, _, _ in loader?.image = data }
    loader.task?.resume()
    defer { loader.task?.cancel() }
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
