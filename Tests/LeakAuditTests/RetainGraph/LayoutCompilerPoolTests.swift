import LeakAudit
import Testing

/// The compilers that retain graphs borrow between walks (`LayoutCompiler.Pool`): never lent to
/// two graphs at once, kept for the next walk, and giving the same explanations as a new one.
///
/// Each test uses symbols that hide a function no other test hides, so that the pool's
/// compilers of that kind are its own while tests run in parallel.
@Suite struct LayoutCompilerPoolTests {
  @Test func aCompilerIsLentToOneBorrowerAtATimeAndKeptWhenGivenBack() {
    let symbols = RuntimeSymbols(hiding: ["swift_isDeallocating", "swift_weakRetainCount"])
    #expect(LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: true) == 0)
    let kept = LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: true)
    LayoutCompiler.Pool.giveBack(kept)
    // Two borrowers at once: the idle one goes to the first, a new one to the second.
    let first = LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: true)
    let second = LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: true)
    #expect(first === kept)
    #expect(first !== second)
    // Another kind (collections of values counted or not) is never lent in its place.
    let otherKind = LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: false)
    LayoutCompiler.Pool.giveBack(otherKind)
    LayoutCompiler.Pool.giveBack(first)
    LayoutCompiler.Pool.giveBack(second)
    #expect(LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: true) == 2)
    // The last given back is lent first; once lent, it is not idle.
    let again = LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: true)
    #expect(again === second)
    #expect(LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: true) == 1)
    LayoutCompiler.Pool.giveBack(again)
  }

  @Test func atMostItsCapacityIsKeptIdle() {
    let symbols = RuntimeSymbols(hiding: ["swift_isDeallocating", "swift_retainCount"])
    let lent = (0...LayoutCompiler.Pool.capacity).map { _ in
      LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: true)
    }
    #expect(Set(lent.map(ObjectIdentifier.init)).count == lent.count)
    for compiler in lent { LayoutCompiler.Pool.giveBack(compiler) }
    #expect(
      LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: true)
        == LayoutCompiler.Pool.capacity)
  }

  /// An analysis gives its compiler back, the next one reuses it, and an analysis with a
  /// compiler that has met every type explains as one with a new compiler does.
  @Test func anAnalysisReusesTheCompilerOfTheLastAndExplainsAlike() throws {
    let symbols = RuntimeSymbols(hiding: ["swift_isDeallocating"])
    let fixture = CollectionHolder()
    let target = Target()
    fixture.byName["leaked"] = target
    fixture.list = [target, FieldHolder(unsafeTarget: target)]
    func explain() -> String {
      let analysis = RetainAnalysis.run(
        survivors: [target], roots: [.object(fixture)], symbols: symbols)
      return "\(analysis.explanations.map { $0.path?.description ?? "none" })"
    }
    let first = explain()
    #expect(first.contains("CollectionHolder"))
    #expect(LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: false) == 1)
    let warm = explain()
    #expect(LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: false) == 1)
    // Hold the warm compiler, so that the next analysis gets a new one.
    let held = LayoutCompiler.Pool.borrow(symbols: symbols, countsValueCollections: false)
    let cold = explain()
    LayoutCompiler.Pool.giveBack(held)
    #expect(warm == first)
    #expect(cold == first)
    #expect(LayoutCompiler.Pool.idleCount(symbols: symbols, countsValueCollections: false) == 2)
  }
}
