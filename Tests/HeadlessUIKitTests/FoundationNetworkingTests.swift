import HeadlessUIKit
import Testing

/// An app's networking code names `URLSession` and `URLRequest`, from HeadlessUIKit alone.
///
/// On Linux they live in FoundationNetworking: HeadlessUIKit brings them, as UIKit's
/// Foundation does. This file imports nothing else that could.
@Suite struct FoundationNetworkingTests {
  @Test func aFileThatImportsOnlyHeadlessUIKitNamesURLSessionAndURLRequest() throws {
    let url = try #require(URL(string: "https://example.com/offers"))
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    let session: URLSession = URLSession.shared
    let response: URLResponse? = nil
    #expect(request.httpMethod == "POST")
    #expect(session.configuration.timeoutIntervalForRequest > 0)
    #expect(response == nil)
  }
}
