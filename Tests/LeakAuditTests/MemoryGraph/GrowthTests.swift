import Foundation
import LeakAudit
import Testing

extension MemoryGraphTests {
  /// Growth with no root given, as LeakCanary's heap-growth tests find it: counts per class
  /// across the whole heap between two moments, with who holds the newest of each and every
  /// instance's path merged by shape.
  @Suite struct GrowthTests {
    final class DetailViewModel {
      var onChange: (() -> Void)?
    }
    final class DetailScreen {
      let viewModel = DetailViewModel()
    }

    /// Keeps every view model it is given: the fault.
    enum ModelCache {
      nonisolated(unsafe) static var models: [DetailViewModel] = []
    }

    /// Keeps view models by key: the second holder of the merged paths.
    final class History {
      var byKey: [String: DetailViewModel] = [:]
    }
    enum Session {
      nonisolated(unsafe) static var history: History?
    }

    /// How the test reaches the models on a cycle, to break it afterwards: weakly.
    final class WeakModel {
      weak var model: DetailViewModel?
    }

    func openAndCloseDetail(cachesModel: Bool) {
      let screen = DetailScreen()
      if cachesModel { ModelCache.models.append(screen.viewModel) }
    }

    @Test(.enabled(if: MemoryGraph.searchesGlobalsAndFrames, "globals are searched on Linux only"))
    func aCacheThatGrowsIsNamedWithTheNewestHolderAndEveryPathMerged() throws {
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
              14 held by the global MemoryGraphTests.GrowthTests.ModelCache.models[] → DetailViewModel

          """)
      #expect(
        growth.json == """
          {
            "changes" : [
              {
                "after" : 14,
                "before" : 0,
                "holders" : [
                  {
                    "count" : 14,
                    "kind" : "root",
                    "path" : {
                      "links" : [
                        {
                          "field" : "[]",
                          "ownerType" : "the global MemoryGraphTests.GrowthTests.ModelCache.models"
                        }
                      ],
                      "targetType" : "DetailViewModel"
                    }
                  }
                ],
                "newestHeldBy" : "the global MemoryGraphTests.GrowthTests.ModelCache.models[13] → DetailViewModel",
                "type" : "DetailViewModel"
              }
            ]
          }

          """)
    }

    /// Three holders of one class: the paths merge into a group each, most first, and the
    /// diagrams draw them.
    @Test(.enabled(if: MemoryGraph.searchesGlobalsAndFrames, "globals are searched on Linux only"))
    func theHoldersOfAGrownClassAreMergedByPath() throws {
      try #require(MemoryGraph.startRecording())
      let history = History()
      Session.history = history
      let cyclic = [WeakModel(), WeakModel()]
      defer {
        for box in cyclic { box.model?.onChange = nil }
        ModelCache.models.removeAll()
        Session.history = nil
        MemoryGraph.stopRecording()
      }
      let before = try #require(MemoryGraph.snapshot())
      for index in 0..<5 { history.byKey["detail \(index)"] = DetailViewModel() }
      for _ in 0..<3 { openAndCloseDetail(cachesModel: true) }
      for box in cyclic {
        let model = DetailViewModel()
        model.onChange = { _ = model }
        box.model = model
      }
      let growth = try #require(MemoryGraph.growth(since: before))
      let models = try #require(growth.changes.first { $0.type == "DetailViewModel" })
      #expect(models.before == 0 && models.after == 10)
      #expect(
        models.holders.map(\.description) == [
          "5 held by the global MemoryGraphTests.GrowthTests.Session.history → History.byKey[] → DetailViewModel",
          "3 held by the global MemoryGraphTests.GrowthTests.ModelCache.models[] → DetailViewModel",
          "2 in a cycle: DetailViewModel.onChange{closure captures} → DetailViewModel",
        ])
      #expect(
        MemoryGraphGrowth(changes: [models]).mermaid == """
          flowchart LR
            %% Memory graph: 1 type grew
            n1["DetailViewModel<br/>+10 (0 → 10)"]
            n2["the global MemoryGraphTests.GrowthTests.Session.history"]
            n3["History"]
            n4["the global MemoryGraphTests.GrowthTests.ModelCache.models"]
            n2 -->|"×5"| n3
            n3 -->|"byKey[] ×5"| n1
            n4 -->|"[] ×3"| n1
            n1 -->|"onChange{closure captures} ×2"| n1
            classDef counted fill:#fdd,stroke:#c00,stroke-width:2px,color:#000
            class n1 counted

          """)
      #expect(
        MemoryGraphGrowth(changes: [models]).dot == """
          // Memory graph: 1 type grew
          digraph memory_graph {
            rankdir=LR;
            node [shape=box];
            n1 [label="DetailViewModel\\n+10 (0 → 10)", color="#cc0000", penwidth=2];
            n2 [label="the global MemoryGraphTests.GrowthTests.Session.history"];
            n3 [label="History"];
            n4 [label="the global MemoryGraphTests.GrowthTests.ModelCache.models"];
            n2 -> n3 [label="×5"];
            n3 -> n1 [label="byKey[] ×5"];
            n4 -> n1 [label="[] ×3"];
            n1 -> n1 [label="onChange{closure captures} ×2"];
          }

          """)
    }

    /// A snapshot with holders, saved as JSON and read back, and the growth between two saved
    /// snapshots: what `coordaudit memory-graph` renders.
    @Test(.enabled(if: MemoryGraph.searchesGlobalsAndFrames, "globals are searched on Linux only"))
    func aSavedSnapshotReadsBackAndTwoGiveTheirGrowth() throws {
      try #require(MemoryGraph.startRecording())
      defer {
        ModelCache.models.removeAll()
        MemoryGraph.stopRecording()
      }
      let before = try #require(MemoryGraph.snapshot(holders: true))
      for _ in 0..<4 { openAndCloseDetail(cachesModel: true) }
      let after = try #require(MemoryGraph.snapshot(holders: true))
      #expect(
        after.text == """
          Memory graph: 4 live objects of 1 type.
            4 DetailViewModel
              4 held by the global MemoryGraphTests.GrowthTests.ModelCache.models[] → DetailViewModel

          """)
      let decoded = try JSONDecoder().decode(
        MemoryGraphSnapshot.self, from: Data(after.json.utf8))
      #expect(decoded == after)
      let growth = MemoryGraphGrowth(from: before, to: decoded)
      let models = try #require(growth.changes.first { $0.type == "DetailViewModel" })
      #expect(models.before == 0 && models.after == 4 && models.newestHeldBy == nil)
      #expect(models.holders == after.holders?["DetailViewModel"])
    }

    @Test func screensThatGoAwayLeaveNothingGrown() throws {
      try #require(MemoryGraph.startRecording())
      defer { MemoryGraph.stopRecording() }
      let before = try #require(MemoryGraph.snapshot())
      for _ in 0..<14 { openAndCloseDetail(cachesModel: false) }
      let growth = try #require(MemoryGraph.growth(since: before))
      #expect(growth.changes.isEmpty)
      #expect(growth.text == "Memory graph: nothing grew.\n")
      #expect(growth.mermaid == "flowchart LR\n  %% Memory graph: nothing grew\n")
    }

    @Test func withoutRecordingThereIsNoSnapshot() {
      #expect(MemoryGraph.snapshot() == nil)
    }
  }
}
