// swift-tools-version:6.1
// A team's package as docs/ci.md's workflow expects one: coordaudit checked out beside it
// (`../coordaudit`), the test bridge given to the test target. coordaudit's CI runs the
// workflow's shell steps on this package (.ci/workflow-steps).

import PackageDescription

let package = Package(
  name: "Memo",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(path: "../coordaudit")],
  targets: [
    .target(name: "Memo"),
    .testTarget(
      name: "MemoTests",
      dependencies: ["Memo", .product(name: "LeakAuditTesting", package: "coordaudit")]),
  ],
  swiftLanguageModes: [.v6]
)
