extension LayoutCompiler {
  /// Compilers kept between walks, so that a walk compiles only the types no earlier walk in
  /// the process met: the types of a program do not change.
  ///
  /// An exploration explains its survivors after many steps, each time in a fresh
  /// ``RetainGraph``; with a compiler made for each graph, compiling the same classes' layouts
  /// again was 7% of an exploration's time. Every graph (an explanation's, a census's, a
  /// growth snapshot's) borrows a compiler for its life and gives it back when it goes. Graphs
  /// alive at once (on several threads, or one inside another's life) each borrow their own,
  /// so a compiler is still used by one thread at a time; the lock is taken only to take one
  /// out and put it back.
  package enum Pool {
    /// What a compiler's layouts depend on.
    private struct Kind: Hashable {
      let symbols: RuntimeSymbols
      let countsValueCollections: Bool
    }

    /// The compilers not lent out, by kind; the last given back is lent first (it knows the
    /// most types).
    private static let idle = LockedBox<[Kind: [LayoutCompiler]]>([:])
    /// The most compilers of one kind kept idle (as many as graphs were alive at once, up to
    /// this): past it, a compiler given back is dropped.
    package static let capacity = 8

    /// A compiler of that kind, kept from an earlier walk when one is idle, else new.
    package static func borrow(symbols: RuntimeSymbols, countsValueCollections: Bool)
      -> LayoutCompiler
    {
      let kind = Kind(symbols: symbols, countsValueCollections: countsValueCollections)
      if let kept = idle.withLock({ $0[kind]?.popLast() }) { return kept }
      return LayoutCompiler(symbols: symbols, countsValueCollections: countsValueCollections)
    }

    /// Takes back a compiler that ``borrow(symbols:countsValueCollections:)`` lent, which its
    /// graph no longer uses.
    package static func giveBack(_ compiler: LayoutCompiler) {
      let kind = Kind(
        symbols: compiler.symbols, countsValueCollections: compiler.countsValueCollections)
      idle.withLock {
        if $0[kind, default: []].count < capacity { $0[kind, default: []].append(compiler) }
      }
    }

    /// How many compilers of that kind are idle (for tests).
    package static func idleCount(symbols: RuntimeSymbols, countsValueCollections: Bool) -> Int {
      let kind = Kind(symbols: symbols, countsValueCollections: countsValueCollections)
      return idle.withLock { $0[kind]?.count ?? 0 }
    }
  }
}
