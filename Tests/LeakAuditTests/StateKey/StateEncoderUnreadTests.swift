import Dispatch
import LeakAudit
import Testing

/// What the encoder cannot describe: it goes on walking past it, reads its words for the
/// objects it met (conservative links), and says what it could not read at all.
@Suite struct StateEncoderUnreadTests {
  final class Target {}

  /// A raw pointer made from an object (as C callbacks carry a context), then an ordinary
  /// reference after it.
  final class PointerHolder {
    let context: UnsafeMutableRawPointer
    let after: Target
    init(pointingAt target: Target, after: Target) {
      context = Unmanaged.passUnretained(target).toOpaque()
      self.after = after
    }
  }

  /// A value nested deeper than the walk goes.
  indirect enum Chain {
    case end(Target)
    case link(Chain)
  }

  final class ChainHolder {
    var chain: Chain
    init(depth: Int, target: Target) {
      var chain = Chain.end(target)
      for _ in 0..<depth { chain = .link(chain) }
      self.chain = chain
    }
  }

  final class WorkHolder {
    var work: DispatchWorkItem?
  }

  static func encode(_ roots: [AnyObject]) -> (StateEncoder.Outcome, StateEncoder) {
    let encoder = StateEncoder()
    encoder.begin(links: true)
    for root in roots { encoder.root("root", root) }
    return (encoder.finish(), encoder)
  }

  @Test func aPointerIsReadAsAWordAndTheWalkGoesOnPastIt() throws {
    let pointed = Target()
    let after = Target()
    let holder = PointerHolder(pointingAt: pointed, after: after)
    let (outcome, encoder) = Self.encode([holder, pointed])
    #expect(outcome.key == nil, "a pointer is no state a key can describe")
    #expect(
      encoder.unreadParts == [
        UnreadPart(
          reason: "a pointer in .context", holder: "PointerHolder", isReadConservatively: true)
      ])
    let links = try #require(encoder.links)
    let number = try #require(encoder.number(of: holder))
    let linked = links.successors[number].map {
      (object: links.object(Int($0.target)), isConservative: $0.isConservative)
    }
    // `after` is read as usual (the walk did not stop); the pointer's word names `pointed`.
    #expect(linked.contains { $0.object === after && !$0.isConservative })
    #expect(linked.contains { $0.object === pointed && $0.isConservative })
    #expect(links.conservativeCount == 1)
    // Without conservative links, `pointed` is not linked from the holder.
    let exact = links.linkedInstances(
      from: number, includingConservative: false, passingThrough: { _ in false })
    #expect(exact.map { links.object($0.target) === pointed } == [false])
  }

  /// The positive control of "not read at all": a value nested past the walk's depth.
  @Test func aValueNestedTooDeepIsNotReadAtAllAndSaysSo() {
    let holder = ChainHolder(depth: 300, target: Target())
    let (outcome, encoder) = Self.encode([holder])
    #expect(outcome.key == nil)
    #expect(
      encoder.unreadParts == [
        UnreadPart(
          reason: "a value nests more than 256 levels deep", holder: "ChainHolder",
          isReadConservatively: false)
      ])
    // Shallow enough, it is read whole.
    let (shallow, reader) = Self.encode([ChainHolder(depth: 20, target: Target())])
    #expect(shallow.key != nil && reader.unreadParts.isEmpty)
  }

  /// A `DispatchWorkItem` keeps its work as a C block: the block's captures are read
  /// conservatively, never described.
  @Test func aWorkItemsBlockIsReadConservatively() {
    let holder = WorkHolder()
    let captured = Target()
    holder.work = DispatchWorkItem { _ = captured }
    let (outcome, encoder) = Self.encode([holder])
    #expect(outcome.key == nil)
    #expect(!encoder.unreadParts.isEmpty)
    #expect(encoder.unreadParts.allSatisfy { $0.isReadConservatively }, "\(encoder.unreadParts)")
    holder.work?.cancel()
  }
}
