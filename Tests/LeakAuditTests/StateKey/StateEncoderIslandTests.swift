import LeakAudit
import Testing

/// Closed islands: objects no root reaches whose every owner is among them.
///
/// (`StateEncoder+Islands.swift`.) Each way something outside can still reach an island (a
/// strong, weak or unowned reference, a closure that is also held outside) keeps it open;
/// each test builds the island in a helper, so that no local of the test holds it.
@Suite struct StateEncoderIslandTests {
  final class Node {
    var next: Node?
    var onEvent: (() -> Void)?
    var service: AnyObject?
    weak var watched: AnyObject?
  }

  final class WeakHolder {
    weak var node: Node?
  }

  final class UnownedHolder {
    unowned let node: Node
    init(node: Node) { self.node = node }
  }

  final class Service {}

  /// Two nodes that hold each other, and nothing else holds.
  static func cycle() -> (Unmanaged<Node>, Unmanaged<Node>) {
    let first = Node()
    let second = Node()
    first.next = second
    second.next = first
    return (.passUnretained(first), .passUnretained(second))
  }

  static func address(_ node: Unmanaged<Node>) -> UInt {
    UInt(bitPattern: node.toOpaque())
  }

  /// Breaks the cycle, so that the test leaves nothing alive.
  static func release(_ node: Unmanaged<Node>) {
    let object = node.takeUnretainedValue()
    object.onEvent = nil
    object.next = nil
  }

  /// The closed islands among `candidates` and what they reach, after an encoding of `roots`.
  static func islands(
    roots: [AnyObject], candidates: [Unmanaged<Node>], weakHolds: [UInt: Int] = [:],
    symbols: RuntimeSymbols = .process
  ) -> [StateEncoder.Island] {
    let encoder = StateEncoder(symbols: symbols)
    encoder.begin()
    for root in roots { encoder.root("root", root) }
    let mark = encoder.checkpoint()
    for candidate in candidates { _ = encoder.number(assigning: candidate.takeUnretainedValue()) }
    let islands = encoder.closedIslands(since: mark, weakHolds: weakHolds)
    encoder.keep(since: mark)
    _ = encoder.finish()
    return islands
  }

  @Test func aCycleNothingElseHoldsIsClosed() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    let islands = Self.islands(roots: [Service()], candidates: [first])
    #expect(islands.map(\.addresses) == [[Self.address(first), Self.address(second)]])
    #expect(islands.first?.holds == [])
  }

  /// A runtime that cannot count every kind of reference closes no island.
  @Test(arguments: ["swift_retainCount", "swift_weakRetainCount", "swift_unownedRetainCount"])
  func withoutACountNothingIsClosed(_ missing: String) {
    let (first, _) = Self.cycle()
    defer { Self.release(first) }
    let symbols = RuntimeSymbols(hiding: [missing])
    #expect(Self.islands(roots: [Service()], candidates: [first], symbols: symbols).isEmpty)
  }

  @Test func aStrongReferenceFromOutsideKeepsItOpen() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    let outside = Node()
    outside.next = second.takeUnretainedValue()
    #expect(Self.islands(roots: [Service()], candidates: [first]).isEmpty)
    outside.next = nil
    #expect(Self.islands(roots: [Service()], candidates: [first]).count == 1)
  }

  @Test func aWeakReferenceFromOutsideKeepsItOpenUnlessTheCallerHoldsIt() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    let delegate = WeakHolder()
    delegate.node = second.takeUnretainedValue()
    #expect(Self.islands(roots: [Service()], candidates: [first]).isEmpty)
    let held = Self.islands(
      roots: [Service()], candidates: [first], weakHolds: [Self.address(second): 1])
    #expect(held.count == 1)
    withExtendedLifetime(delegate) {}
  }

  @Test func aWeakReferenceInsideIsFoundThere() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    first.takeUnretainedValue().watched = second.takeUnretainedValue()
    #expect(Self.islands(roots: [Service()], candidates: [first]).count == 1)
  }

  @Test func anUnownedReferenceFromOutsideKeepsItOpen() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    do {
      let holder = UnownedHolder(node: second.takeUnretainedValue())
      #expect(Self.islands(roots: [Service()], candidates: [first]).isEmpty)
      withExtendedLifetime(holder) {}
    }
    #expect(Self.islands(roots: [Service()], candidates: [first]).count == 1)
  }

  @Test func aClosureAlsoHeldOutsideKeepsItOpen() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    // An observer list, a timer or a queue that keeps the same closure: its context has an
    // owner the walk does not find.
    func observe() -> [() -> Void] {
      let node = second.takeUnretainedValue()
      node.onEvent = { [node] in _ = node }
      return [node.onEvent!]
    }
    do {
      let observers = observe()
      #expect(Self.islands(roots: [Service()], candidates: [first]).isEmpty)
      withExtendedLifetime(observers) {}
    }
    #expect(Self.islands(roots: [Service()], candidates: [first]).count == 1)
  }

  @Test func whatItHoldsOfTheRootsIsSaid() {
    let (first, second) = Self.cycle()
    defer { Self.release(first) }
    let service = Service()
    second.takeUnretainedValue().service = service
    let islands = Self.islands(roots: [service], candidates: [first])
    #expect(islands.map(\.addresses) == [[Self.address(first), Self.address(second)]])
    // The root is the encoding's first object.
    #expect(islands.first?.holds == [0])
    second.takeUnretainedValue().service = nil
    second.takeUnretainedValue().watched = service
    #expect(Self.islands(roots: [service], candidates: [first]).first?.holds == [])
  }

  @Test func rollingBackGivesTheKeyOfAnEncodingThatNeverMetTheIsland() {
    let (first, _) = Self.cycle()
    defer { Self.release(first) }
    // Enough objects before the mark that the table has long runs to shift back.
    let roots = (0..<300).map { _ in Node() }
    for (index, root) in roots.enumerated() { root.next = roots[(index + 1) % roots.count] }
    defer { for root in roots { root.next = nil } }
    let plain = StateEncoder()
    plain.begin(text: true)
    plain.root("root", roots[0])
    let expected = plain.finish()
    let encoder = StateEncoder()
    encoder.begin(text: true)
    encoder.root("root", roots[0])
    let mark = encoder.checkpoint()
    _ = encoder.number(assigning: first.takeUnretainedValue())
    #expect(encoder.closedIslands(since: mark, weakHolds: [:]).count == 1)
    encoder.rollBack(to: mark)
    #expect(encoder.number(of: first.takeUnretainedValue()) == nil)
    for root in roots { #expect(encoder.number(of: root) == plain.number(of: root)) }
    #expect(encoder.finish() == expected)
    #expect(encoder.text == plain.text)
  }
}
