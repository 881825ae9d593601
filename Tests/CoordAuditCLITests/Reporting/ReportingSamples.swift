import CoordAuditCLI
import CoordAuditScenarios
import LeakAudit

/// Results made by hand that cover what reports show.
///
/// A clean scenario, a caught fault with
/// survivors, a failure with mismatches, findings and a step error, memory findings, and a
/// scenario that expected a finding and got none. The graph has weak and unowned edges and
/// survivors.
enum ReportingSamples {
  static func object(
    _ number: Int, _ role: Role, _ type: String, _ label: String, _ file: String, _ line: Int
  ) -> TrackedObject {
    TrackedObject(
      number: number, role: role, label: label, typeName: type,
      site: SourceSite(fileID: file, line: line))
  }

  static let clean = ScenarioResult(
    name: "C1-back-tap", file: "catalog/C1-back-tap.scenario", systems: ["child-array"],
    expected: .clean, outcome: .clean,
    steps: [
      StepResult(number: 1, name: "start", line: 8, findings: []),
      StepResult(number: 2, name: "open search", line: 9, findings: []),
      StepResult(number: 3, name: "user taps back", line: 10, findings: []),
    ],
    liveCounts: ["Main": 1, "MainScreen": 1],
    graph: OwnershipGraph(
      step: 3,
      nodes: [
        .init(id: "n1", name: "Main", role: "coordinator", isSurvivor: false),
        .init(id: "n2", name: "Nav of Main", role: "container", isSurvivor: false),
        .init(id: "n3", name: "MainScreen", role: "view", isSurvivor: false),
      ],
      edges: [
        .init(from: "n1", to: "n2", label: "navigationController", strength: .strong),
        .init(from: "n2", to: "n3", label: "viewControllers", strength: .strong),
        .init(from: "n2", to: "n1", label: "delegate", strength: .weak),
      ]))

  static let caughtFile = "catalog/C1-back-tap-faulty.scenario"
  static let caught = ScenarioResult(
    name: "C1-back-tap-faulty", file: caughtFile, systems: ["child-array"],
    expected: .caught, outcome: .caught, survivors: ["Search", "SearchModel"],
    steps: [
      StepResult(number: 1, name: "start", line: 8, findings: []),
      StepResult(number: 2, name: "open search", line: 9, findings: []),
      StepResult(
        number: 3, name: "user taps back", line: 10,
        findings: [
          Finding(
            kind: .leak, step: .init(number: 3, name: "user taps back"),
            objects: [object(3, .coordinator, "SearchCoordinator", "Search", caughtFile, 5)]),
          Finding(
            kind: .leak, step: .init(number: 3, name: "user taps back"),
            objects: [object(5, .viewModel, "SearchViewModel", "SearchModel", caughtFile, 6)]),
        ]),
    ],
    liveCounts: ["Main": 1, "MainScreen": 1, "Search": 1, "SearchModel": 1],
    graph: OwnershipGraph(
      step: 3,
      nodes: [
        .init(id: "n1", name: "Main", role: "coordinator", isSurvivor: false),
        .init(id: "n2", name: "Nav of Main", role: "container", isSurvivor: false),
        .init(id: "n3", name: "Search", role: "coordinator", isSurvivor: true),
        .init(id: "n4", name: "SearchModel", role: "view model", isSurvivor: true),
      ],
      edges: [
        .init(from: "n1", to: "n2", label: "navigationController", strength: .strong),
        .init(from: "n1", to: "n3", label: "childCoordinators", strength: .strong),
        .init(from: "n3", to: "n1", label: "parentCoordinator", strength: .weak),
        .init(from: "n3", to: "n2", label: "navigationController", strength: .unowned),
        .init(from: "n3", to: "n4", label: "viewModel", strength: .strong),
        .init(from: "n4", to: "n3", label: "onFinish closure", strength: .strong),
      ]))

  static let failedFile = "flows/memo.scenario"
  static let failed = ScenarioResult(
    name: "memo-detail", file: failedFile, systems: ["scene"], expected: .clean,
    outcome: .failed, survivors: ["Detail"],
    steps: [
      StepResult(number: 1, name: "start", line: 10, findings: []),
      StepResult(number: 2, name: "open memo", line: 11, findings: []),
      StepResult(
        number: 3, name: "user taps back", line: 12,
        findings: [
          Finding(
            kind: .leak, step: .init(number: 3, name: "user taps back"),
            objects: [object(4, .view, "DetailViewController", "Detail", failedFile, 7)]),
          Finding(
            kind: .brokenInvariant, step: .init(number: 3, name: "user taps back"),
            objects: [object(1, .coordinator, "SceneCoordinator", "Memo", failedFile, 5)],
            message: "the current screen 'Detail' is not on screen"),
        ], unexpectedFindings: [0, 1]),
      StepResult(
        number: 4, name: "open memo", line: 13, findings: [],
        error: StepError(
          code: "navigationControllerMissing",
          message: "'Detail' has no navigation controller to push from")),
    ],
    mismatches: [
      Mismatch(
        line: 12,
        message: "step 3 \"user taps back\" found a leak of 'Detail', which nothing expected"),
      Mismatch(
        line: 13,
        message: "step 4 \"open memo\" threw navigationControllerMissing, which nothing expected"),
    ],
    liveCounts: ["Detail": 1, "List": 1, "Memo": 1],
    graph: OwnershipGraph(
      step: 3,
      nodes: [
        .init(id: "n1", name: "Memo", role: "coordinator", isSurvivor: false),
        .init(id: "n2", name: "window", role: "window", isSurvivor: false),
        .init(id: "n3", name: "Detail", role: "view", isSurvivor: true),
        .init(id: "n4", name: "Nav \"List\" <main>", role: "container", isSurvivor: false),
      ],
      edges: [
        .init(from: "n1", to: "n2", label: "window", strength: .strong),
        .init(from: "n1", to: "n3", label: "currentViewController", strength: .strong),
        .init(from: "n2", to: "n4", label: "rootViewController", strength: .strong),
        .init(from: "n4", to: "n1", label: "delegate | fallback", strength: .weak),
      ]))

  static let memory = ScenarioResult(
    name: "C5-logout-login", file: "catalog/C5-logout-login.scenario",
    systems: ["child-array", "self-releasing"], expected: .clean, outcome: .failed,
    steps: [
      StepResult(number: 1, name: "log in", line: 10, findings: []),
      StepResult(number: 2, name: "log out", line: 13, findings: []),
    ],
    liveCounts: ["App": 1, "Session": 2],
    loops: [
      LoopResult(
        line: 12, name: "logout and login", repetitions: 3,
        liveCounts: [
          ["App": 1, "Session": 1], ["App": 1, "Session": 2], ["App": 1, "Session": 2],
        ],
        heapBytes: [1024, 2048, 3072])
    ],
    memoryFindings: [
      MemoryFinding(
        kind: .heapGrowth, subject: "heap", line: 12, values: [1024, 2048, 3072],
        message:
          "heap bytes in use grew on every repetition of the loop at line 12: 1024, 2048, 3072",
        isExpected: true),
      MemoryFinding(
        kind: .countRegression, subject: "Session", line: nil, values: [1, 2],
        message: """
          2 live instances of 'Session' after 'C5-logout-login', above the baseline's 1 (at most \
          1 allowed with a tolerance of 10%)
          """),
    ])

  static let missed = ScenarioResult(
    name: "C9-stale-pointer", file: "catalog/C9-stale-pointer.scenario", systems: ["scene"],
    expected: .caught, outcome: .clean,
    steps: [StepResult(number: 1, name: "user taps back", line: 14, findings: [])],
    mismatches: [
      Mismatch(
        line: 15, message: "expected a leak of 'Detail' after step 1 \"user taps back\", found none"
      )
    ])

  /// A run with every kind of scenario, compared with a baseline, with a note.
  static let run = RunReport(
    scenarios: [clean, caught, failed, memory, missed], source: .catalog,
    baseline: .init(file: "ci/baseline.json", tolerance: .default),
    notes: [
      "'memo-detail' is not in the baseline 'ci/baseline.json': not compared; record the baseline again to include it."
    ])

  /// A run in which every scenario is as expected, from files, one without a graph.
  static let asExpected = RunReport(
    scenarios: [
      clean, caught,
      ScenarioResult(
        name: "no-graph", file: "flows/no-graph.scenario", systems: [], expected: .clean,
        outcome: .clean),
    ],
    source: .files)
}
