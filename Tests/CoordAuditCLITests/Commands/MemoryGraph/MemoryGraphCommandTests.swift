import CoordAuditCLI
import Foundation
import LeakAudit
import TestSupport
import Testing

/// `coordaudit memory-graph FILE`: snapshots and growths as LeakAudit's memory graph saves
/// them, drawn in every format; the growth between two saved snapshots fails the command (the
/// positive control), a snapshot with nothing grown does not.
@Suite struct MemoryGraphCommandTests {
  /// Three view models before, seven after, each held through a cache a global holds.
  static let before = MemoryGraphSnapshot(counts: ["DetailViewModel": 3, "AppCoordinator": 1])
  static let after = MemoryGraphSnapshot(
    counts: ["DetailViewModel": 7, "AppCoordinator": 1, "ModelCache": 1],
    holders: [
      "DetailViewModel": [
        MemoryGraphHolders(
          kind: .root,
          path: RetainPath(
            links: [
              .init(ownerType: "the global AppState.cache", field: ""),
              .init(ownerType: "ModelCache", field: "models[]"),
            ], targetType: "DetailViewModel"), count: 6),
        MemoryGraphHolders(kind: .unknown, path: nil, count: 1),
      ]
    ])

  func withSnapshots(_ body: (String) async -> Void) async {
    await withTemporaryDirectory { directory in
      write(Self.before.json, to: "before.json", in: directory)
      write(Self.after.json, to: "after.json", in: directory)
      await body(directory)
    }
  }

  @Test func aSnapshotIsDrawnAsText() async {
    await withSnapshots { directory in
      let outcome = await run(["memory-graph", "after.json"], in: directory)
      #expect(outcome.status == 0)
      #expect(outcome.standardError == "")
      #expect(
        outcome.standardOutput == """
          Memory graph: 9 live objects of 3 types.
            7 DetailViewModel
              6 held by the global AppState.cache → ModelCache.models[] → DetailViewModel
              1 with no holder found
            1 AppCoordinator
            1 ModelCache

          """)
    }
  }

  @Test func theGrowthBetweenTwoSnapshotsFailsAndNamesItsHolders() async {
    await withSnapshots { directory in
      let outcome = await run(
        ["memory-graph", "after.json", "--since", "before.json"], in: directory)
      #expect(outcome.status == 1)
      #expect(
        outcome.standardOutput == """
          Memory graph: 2 types grew.
            +4 DetailViewModel (3 → 7)
              6 held by the global AppState.cache → ModelCache.models[] → DetailViewModel
              1 with no holder found
            +1 ModelCache (0 → 1)

          """)
      let mermaid = await run(
        ["memory-graph", "after.json", "--since=before.json", "--format", "mermaid"], in: directory)
      #expect(mermaid.status == 1)
      #expect(
        mermaid.standardOutput == """
          flowchart LR
            %% Memory graph: 2 types grew
            n1["DetailViewModel<br/>+4 (3 → 7)<br/>1 with no holder found"]
            n2["ModelCache<br/>+1 (0 → 1)"]
            n3["the global AppState.cache"]
            n3 -->|"×6"| n2
            n2 -->|"models[] ×6"| n1
            classDef counted fill:#fdd,stroke:#c00,stroke-width:2px,color:#000
            class n1,n2 counted

          """)
      let dot = await run(
        ["memory-graph", "after.json", "--since", "before.json", "--format", "dot"], in: directory)
      #expect(
        dot.standardOutput == """
          // Memory graph: 2 types grew
          digraph memory_graph {
            rankdir=LR;
            node [shape=box];
            n1 [label="DetailViewModel\\n+4 (3 → 7)\\n1 with no holder found", color="#cc0000", penwidth=2];
            n2 [label="ModelCache\\n+1 (0 → 1)", color="#cc0000", penwidth=2];
            n3 [label="the global AppState.cache"];
            n3 -> n2 [label="×6"];
            n2 -> n1 [label="models[] ×6"];
          }

          """)
    }
  }

  /// A growth saved as JSON reads back as itself; drawn alone, it fails as the growth did.
  @Test func aSavedGrowthIsDrawnAsItWasSaved() async {
    await withSnapshots { directory in
      let json = await run(
        ["memory-graph", "after.json", "--since", "before.json", "--format", "json"],
        in: directory)
      #expect(json.standardOutput == MemoryGraphGrowth(from: Self.before, to: Self.after).json)
      write(json.standardOutput, to: "growth.json", in: directory)
      let again = await run(["memory-graph", "growth.json", "--format", "json"], in: directory)
      #expect(again.status == 1)
      #expect(again.standardOutput == json.standardOutput)
    }
  }

  @Test func nothingGrownPasses() async {
    await withSnapshots { directory in
      let outcome = await run(
        ["memory-graph", "before.json", "--since", "after.json"], in: directory)
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput == "Memory graph: nothing grew.\n")
    }
  }

  @Test(arguments: [
    (
      "{\"counts\" : {\"A\" : -1}}",
      "Error: 'bad.json' is not a valid memory graph: the count of A is -1, outside 0 to 4294967296\n"
    ),
    (
      "{\"changes\" : [{\"type\" : \"A\", \"before\" : 3, \"after\" : 2, \"holders\" : []}]}",
      "Error: 'bad.json' is not a valid memory graph: A did not grow (3 → 2)\n"
    ),
    (
      "{\"counts\" : {\"A\" : 1, \"A\" : 5}}",
      "Error: 'bad.json' is not a valid memory graph: the key 'A' is given twice in one object, the second time at line 1, column 23\n"
    ),
    // Holders of a class the snapshot does not count: their counts were never checked.
    (
      "{\"counts\" : {\"A\" : 1}, \"holders\" : {\"B\" : [{\"kind\" : \"unknown\", \"count\" : -5}]}}",
      "Error: 'bad.json' is not a valid memory graph: 'holders' names B, which 'counts' lacks\n"
    ),
    (
      "{\"counts\" : {\"A\" : 1}, \"holders\" : {\"B\" : [{\"kind\" : \"unknown\", \"count\" : 9223372036854775807}]}}",
      "Error: 'bad.json' is not a valid memory graph: 'holders' names B, which 'counts' lacks\n"
    ),
    // A snapshot's counts and a growth's changes: it was read as a snapshot.
    (
      "{\"counts\" : {\"A\" : 1}, \"changes\" : [{\"type\" : \"A\", \"before\" : 0, \"after\" : 9, \"holders\" : []}]}",
      "Error: 'bad.json' is not a valid memory graph: it has both 'counts' (a snapshot) and 'changes' (a growth)\n"
    ),
    (
      "[1, 2",
      """
      Error: 'bad.json' is not a memory-graph snapshot or growth (LeakAudit's JSON)
      Help: save one in a test: MemoryGraph.snapshot(holders: true)?.json, or MemoryGraph.growth(since:)?.json.

      """
    ),
  ])
  func aBadFileIsRefusedWithWhatIsWrong(file: String, error: String) async {
    await withTemporaryDirectory { directory in
      write(file, to: "bad.json", in: directory)
      let outcome = await run(["memory-graph", "bad.json"], in: directory)
      #expect(outcome.status == 65)
      #expect(outcome.standardOutput == "")
      #expect(outcome.standardError == error)
    }
  }

  /// ESC, a bidirectional override, a bell and a line feed in a class name and in a holder's
  /// field: the text has one line per class and per holder, and nothing raw.
  @Test func theTextEscapesWhatANameHoldsAndALineFeedForgesNoLine() async {
    let hostile = "A\u{1b}[2J\u{202E}\u{7}\n  99 Forged"
    let snapshot = MemoryGraphSnapshot(
      counts: [hostile: 2],
      holders: [
        hostile: [
          MemoryGraphHolders(
            kind: .root,
            path: RetainPath(
              links: [.init(ownerType: "the global G", field: "x\ny")], targetType: hostile),
            count: 2)
        ]
      ])
    let growth = MemoryGraphGrowth(changes: [
      .init(type: hostile, before: 0, after: 2, newestHeldBy: "held by \u{202E}G\n", holders: [])
    ])
    await withTemporaryDirectory { directory in
      write(snapshot.json, to: "snapshot.json", in: directory)
      write(growth.json, to: "growth.json", in: directory)
      let drawn = await run(["memory-graph", "snapshot.json"], in: directory)
      let escaped = "A\\u{1b}[2J\\u{202e}\\u{7}\\u{a}  99 Forged"
      #expect(
        drawn.standardOutput == """
          Memory graph: 2 live objects of 1 type.
            2 \(escaped)
              2 held by the global G.x\\u{a}y → \(escaped)

          """)
      #expect(TerminalSafetyTests.unsafe(drawn.standardOutput) == [])
      let grown = await run(["memory-graph", "growth.json"], in: directory)
      #expect(grown.status == 1)
      #expect(
        grown.standardOutput == """
          Memory graph: 1 type grew.
            +2 \(escaped) (0 → 2), the newest held by held by \\u{202e}G\\u{a}

          """)
    }
  }

  @Test func aGrowthCannotBeComparedWithSince() async {
    await withSnapshots { directory in
      write(MemoryGraphGrowth(from: Self.before, to: Self.after).json, to: "g.json", in: directory)
      let outcome = await run(["memory-graph", "after.json", "--since", "g.json"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: 'g.json' is a growth, and --since compares two snapshots
          Help: draw a saved growth alone: 'coordaudit memory-graph g.json'.

          """)
    }
  }

  @Test(arguments: [
    (["memory-graph"], "Error: Missing expected argument '<file>'"),
    (["memory-graph", "a.json", "b.json"], "Error: Unexpected argument 'b.json'"),
    (
      ["memory-graph", "a.json", "--format", "svg"],
      "Error: The value 'svg' is invalid for '--format <format>'"
    ),
    (
      ["memory-graph", "a.json", "--format", "mermiad"],
      "Error: The value 'mermiad' is invalid for '--format <format>'. Did you mean 'mermaid'?"
    ),
    (
      ["memory-graph", "a.json", "--since", ""],
      "Error: The value '' is invalid for '--since <file>': a path cannot be empty"
    ),
  ])
  func usageErrorsSayWhatIsWrong(arguments: [String], error: String) async {
    let outcome = await run(arguments, in: "/")
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasPrefix(error + "\n"))
  }
}
