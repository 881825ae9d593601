import LeakAudit
import Testing

extension MemoryGraphTests {
  /// Growth with no root given, as LeakCanary's heap-growth tests find it: counts per class
  /// across the whole heap between two moments, with who holds the newest of each.
  @Suite struct GrowthTests {
    final class DetailViewModel {}
    final class DetailScreen {
      let viewModel = DetailViewModel()
    }

    /// Keeps every view model it is given: the fault.
    enum ModelCache {
      nonisolated(unsafe) static var models: [DetailViewModel] = []
    }

    func openAndCloseDetail(cachesModel: Bool) {
      let screen = DetailScreen()
      if cachesModel { ModelCache.models.append(screen.viewModel) }
    }

    @Test func aCacheThatGrowsIsNamedWithTheNewestHolder() throws {
      try #require(MemoryGraph.startRecording())
      defer {
        ModelCache.models.removeAll()
        MemoryGraph.stopRecording()
      }
      let before = try #require(MemoryGraph.snapshot())
      for _ in 0..<14 { openAndCloseDetail(cachesModel: true) }
      let growth = try #require(MemoryGraph.growth(since: before))
      #expect(
        growth.text == """
          Memory graph: 1 type grew.
            +14 DetailViewModel (0 → 14), the newest held by the global MemoryGraphTests.GrowthTests.ModelCache.models[13] → DetailViewModel

          """)
      #expect(
        growth.json == """
          {
            "changes" : [
              {
                "after" : 14,
                "before" : 0,
                "newestHeldBy" : "the global MemoryGraphTests.GrowthTests.ModelCache.models[13] → DetailViewModel",
                "type" : "DetailViewModel"
              }
            ]
          }

          """)
    }

    @Test func screensThatGoAwayLeaveNothingGrown() throws {
      try #require(MemoryGraph.startRecording())
      defer { MemoryGraph.stopRecording() }
      let before = try #require(MemoryGraph.snapshot())
      for _ in 0..<14 { openAndCloseDetail(cachesModel: false) }
      let growth = try #require(MemoryGraph.growth(since: before))
      #expect(growth.changes.isEmpty)
      #expect(growth.text == "Memory graph: nothing grew.\n")
    }

    @Test func withoutRecordingThereIsNoSnapshot() {
      #expect(MemoryGraph.snapshot() == nil)
    }
  }
}
