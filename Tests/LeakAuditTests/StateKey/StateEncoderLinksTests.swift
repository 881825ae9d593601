import LeakAudit
import Testing

/// The references an encoding records, for the explorer's ownership rule.
@Suite struct StateEncoderLinksTests {
  final class Screen {
    weak var coordinator: Flow?
    var onTap: (() -> Void)?
  }

  final class Flow {
    var screens: [Screen] = []
    let service: Service

    init(service: Service) {
      self.service = service
    }
  }

  final class Service {}

  /// The links out of `holder`, by object, with whether every way there is strong.
  static func links(
    from holder: AnyObject, roots: [AnyObject]
  ) throws -> [ObjectIdentifier: Bool] {
    let encoder = StateEncoder()
    encoder.begin(links: true)
    for root in roots { encoder.root("root", root) }
    #expect(encoder.finish().key != nil)
    let links = try #require(encoder.links)
    let number = try #require(encoder.number(of: holder))
    var result: [ObjectIdentifier: Bool] = [:]
    for (target, onlyStrong) in links.linkedInstances(from: number, passingThrough: { _ in false })
    {
      result[ObjectIdentifier(links.object(target))] = onlyStrong
    }
    return result
  }

  @Test func aWeakReferenceAndAWeakCaptureAreLinksThatAreNotOnlyStrong() throws {
    let service = Service()
    let flow = Flow(service: service)
    let screen = Screen()
    let other = Flow(service: service)
    screen.coordinator = flow
    screen.onTap = { [weak other] in _ = other }
    flow.screens = [screen]
    let fromScreen = try Self.links(from: screen, roots: [flow, other])
    #expect(fromScreen == [ObjectIdentifier(flow): false, ObjectIdentifier(other): false])
    let fromFlow = try Self.links(from: flow, roots: [flow, other])
    #expect(fromFlow == [ObjectIdentifier(screen): true, ObjectIdentifier(service): true])
  }

  @Test func aStrongCaptureIsAStrongLinkThroughTheClosureContext() throws {
    let service = Service()
    let flow = Flow(service: service)
    let screen = Screen()
    screen.onTap = { _ = flow }
    let fromScreen = try Self.links(from: screen, roots: [screen])
    #expect(fromScreen[ObjectIdentifier(flow)] == true)
    // Not through the flow: its service is the flow's link, not the screen's.
    #expect(fromScreen[ObjectIdentifier(service)] == nil)
  }

  @Test func anEncodingThatRecordsNoLinksHasNone() {
    let encoder = StateEncoder()
    encoder.begin()
    encoder.root("root", Service())
    _ = encoder.finish()
    #expect(encoder.links == nil)
  }
}
