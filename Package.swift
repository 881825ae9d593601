// swift-tools-version:6.1

import PackageDescription

let package = Package(
  name: "coordaudit",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
  products: [
    .library(name: "LeakAudit", targets: ["LeakAudit"]),
    .library(name: "LeakAuditTesting", targets: ["LeakAuditTesting"]),
    .library(name: "CoordinatorTree", targets: ["CoordinatorTree"]),
    .library(name: "CoordinatorTreeTesting", targets: ["CoordinatorTreeTesting"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .executable(name: "coordaudit", targets: ["coordaudit"]),
  ],
  targets: [
    // Probes, expectations, settling and findings. Links no test framework.
    .target(name: "LeakAudit", dependencies: ["CMalloc", "CLoadedImages", "CHeapZones"]),
    // The XCTest and Swift Testing bridge. Only test targets may depend on it.
    .target(name: "LeakAuditTesting", dependencies: ["LeakAudit"]),
    // The headless navigation model and the coordinator kits.
    .target(name: "CoordinatorTree", dependencies: ["LeakAudit"]),
    // Exploration's assertion for XCTest and Swift Testing. Only test targets may depend on it.
    .target(name: "CoordinatorTreeTesting", dependencies: ["CoordinatorTree", "LeakAuditTesting"]),
    // UIKit's names for the model, for app code to import in place of UIKit without it.
    .target(name: "HeadlessUIKit", dependencies: ["CoordinatorTree", "LeakAudit"]),
    // The C allocator's statistics (a header only), for heap bytes in use.
    .systemLibrary(name: "CMalloc"),
    // The loaded images (a header only), for the memory graph's globals and allocation hook.
    .systemLibrary(name: "CLoadedImages"),
    // The malloc zones' blocks in use (a header only), for the memory graph on Apple platforms.
    .systemLibrary(name: "CHeapZones"),
    // The scenario language, its runner, exploration and the built-in catalog, whose scenario
    // files SwiftPM embeds in the module as `PackageResources` (Fuzz/run generates the same).
    .target(
      name: "CoordAuditScenarios", dependencies: ["CoordinatorTree", "LeakAudit"],
      exclude: ["Catalog/Scenarios/README.md"], resources: [.embedInCode("Catalog/Scenarios")]),
    // The command-line tool's logic (commands, reports, baselines), as a library so that tests
    // never call `exit`.
    .target(
      name: "CoordAuditCLI", dependencies: ["CoordAuditScenarios", "CoordinatorTree", "LeakAudit"]),
    .executableTarget(name: "coordaudit", dependencies: ["CoordAuditCLI", "CoordAuditScenarios"]),
    // Release-build benchmarks: `swift run -c release coordaudit-bench`.
    .executableTarget(
      name: "coordaudit-bench",
      dependencies: [
        "LeakAudit", "CoordinatorTree", "CoordAuditScenarios", "CoordAuditCLI", "BenchmarkGuard",
        // The example apps (in the Swift 5 mode they were written in) and UIKit's names, for
        // exploring apps written as public apps are.
        "ExplorerExampleApps", "HeadlessUIKit",
      ]),
    // What the benchmark's guard and comparison decide, as pure functions: figures read from
    // its output, the committed limits, the verdict.
    .target(name: "BenchmarkGuard"),
    // The README's Swift blocks, verbatim: built by `swift build` and linked into no test bundle
    // (its examples leak on purpose); ReadmeCodeTests checks that every block is here.
    .target(
      name: "ReadmeExamples",
      dependencies: [
        "LeakAuditTesting", "CoordinatorTree", "CoordinatorTreeTesting", "HeadlessUIKit",
      ],
      path: "Tests/ReadmeExamples"),
    // What tests share: the package's files and the stored expected outputs.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // With COORDAUDIT_SUITE_RECORDS_HEAP=1, the test bundle records the heap from its start
    // (a C constructor): the whole suite with the memory graph's hook on, for its benchmark.
    .target(name: "SuiteHeapRecording", path: "Tests/SuiteHeapRecording"),
    .testTarget(
      name: "LeakAuditTests",
      dependencies: ["LeakAudit", "LeakAuditTesting", "TestSupport", "SuiteHeapRecording"],
      exclude: ["Expected"]),
    .testTarget(
      name: "CoordinatorTreeTests",
      dependencies: [
        "CoordinatorTree", "CoordinatorTreeTesting", "LeakAudit", "LeakAuditTesting", "TestSupport",
      ]
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: [
        "HeadlessUIKit", "CoordinatorTree", "CoordinatorTreeTesting", "LeakAuditTesting",
        "TemplateApp", "TestSupport",
      ]),
    // Xcode's app template's first screen, `ViewController`, in a module of its own: a test
    // imports it beside HeadlessUIKit, as a test of an app does.
    .target(
      name: "TemplateApp", dependencies: ["HeadlessUIKit"], path: "Tests/TemplateApp",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Apps written as public apps write their coordinators, against HeadlessUIKit alone, in the
    // Swift 5 language mode; ExplorerExampleTests explores them with no registration.
    .target(
      name: "ExplorerExampleApps", dependencies: ["HeadlessUIKit"],
      path: "Tests/ExplorerExampleApps", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ExplorerExampleTests",
      dependencies: [
        "ExplorerExampleApps", "HeadlessUIKit", "CoordinatorTree", "CoordinatorTreeTesting",
        "LeakAudit", "LeakAuditTesting", "TestSupport",
      ]),
    // The design notes' apps, as the notes write them, built against HeadlessUIKit in the Swift 5
    // language mode they were written in; DesignNotesTests audits them.
    .target(name: "RxSwiftStandIn", path: "Tests/DesignNotes/RxSwiftStandIn"),
    .target(
      name: "SearchApp", dependencies: ["HeadlessUIKit"], path: "Tests/DesignNotes/SearchApp",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "RegisterApp", dependencies: ["HeadlessUIKit"], path: "Tests/DesignNotes/RegisterApp",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "MemoApp", dependencies: ["HeadlessUIKit", "RxSwiftStandIn"],
      path: "Tests/DesignNotes/MemoApp", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "DesignNotesTests",
      dependencies: [
        "SearchApp", "RegisterApp", "MemoApp", "RxSwiftStandIn", "HeadlessUIKit",
        "CoordinatorTree", "LeakAudit", "TestSupport",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "BenchmarkGuardTests", dependencies: ["BenchmarkGuard"]),
    .testTarget(
      name: "CoordAuditCLITests",
      dependencies: [
        "CoordAuditCLI", "CoordAuditScenarios", "CoordinatorTree", "LeakAudit", "TestSupport",
        "coordaudit",
      ],
      exclude: ["Expected", "Scenarios"]),
    .testTarget(
      name: "CoordAuditScenariosTests",
      dependencies: ["CoordAuditScenarios", "CoordinatorTree", "LeakAudit", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// The design notes' app code keeps the language of its time: no upcoming features.
let appCode: Set = [
  "SearchApp", "RegisterApp", "MemoApp", "TemplateApp", "DesignNotesTests", "ExplorerExampleApps",
]
for target in package.targets where target.type != .system && !appCode.contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}

// CI's passes that run some suites only (the release pass, the thread sanitizer's) build only
// the test targets they run, named in COORDAUDIT_TEST_TARGETS (separated by commas), with the
// targets of Sources/ and what those and the tests need (docs/development.md, "CI"). Unset, as
// in every other build, every target is built.
if let names = Context.environment["COORDAUDIT_TEST_TARGETS"] {
  let wanted = Set(names.split(separator: ",").map(String.init))
  let known = Set(package.targets.filter { $0.type == .test }.map(\.name))
  precondition(
    wanted.isSubset(of: known),
    "COORDAUDIT_TEST_TARGETS: no test target named \(wanted.subtracting(known).sorted())")
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  // Every target of Sources/ (the products, the executables), then what they need.
  var needed = wanted.union(
    package.targets.filter { $0.type != .test && $0.path?.hasPrefix("Tests/") != true }.map(\.name))
  var unread = Array(needed)
  while let name = unread.popLast() {
    for dependency in byName[name]?.dependencies ?? [] {
      let dependencyName: String
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): dependencyName = name
      default: continue
      }
      if needed.insert(dependencyName).inserted { unread.append(dependencyName) }
    }
  }
  package.targets.removeAll { !needed.contains($0.name) }
}
