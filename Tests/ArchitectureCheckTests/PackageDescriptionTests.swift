import ArchitectureRules
import Foundation
import Testing

@Suite struct PackageDescriptionTests {
  @Test func readsTargetsKindsAndDependenciesFromDescribeJSON() throws {
    let json = """
      {
        "name": "Superapp", "path": "/somewhere", "dependencies": [],
        "targets": [
          {"name": "check-architecture", "c99name": "check_architecture", "type": "executable",
           "path": "Tools/ArchitectureCheck/Main", "sources": ["main.swift"],
           "target_dependencies": ["ArchitectureRules"], "module_type": "SwiftTarget"},
          {"name": "UDF", "c99name": "UDF", "type": "library", "path": "Modules/UDF",
           "sources": ["Store.swift", "Internal/Locked.swift"]},
          {"name": "OrderTests", "c99name": "OrderTests", "type": "test", "path": "Tests/OrderTests",
           "sources": ["OrderTests.swift"], "target_dependencies": ["Order", "UDFTesting"]}
        ]
      }
      """
    let graph = try PackageGraph(describeJSON: Data(json.utf8))
    #expect(
      graph.targets == [
        PackageTarget(
          name: "check-architecture",
          moduleName: "check_architecture",
          path: "Tools/ArchitectureCheck/Main",
          dependencies: ["ArchitectureRules"],
          sources: ["main.swift"]
        ),
        PackageTarget(name: "UDF", path: "Modules/UDF", sources: ["Store.swift", "Internal/Locked.swift"]),
        PackageTarget(
          name: "OrderTests",
          path: "Tests/OrderTests",
          isTest: true,
          dependencies: ["Order", "UDFTesting"],
          sources: ["OrderTests.swift"]
        ),
      ]
    )
    #expect(graph.targets.map(\.kind) == [.tool, .core, .test])
    #expect(graph.targets[1].sourcePaths == ["Modules/UDF/Store.swift", "Modules/UDF/Internal/Locked.swift"])
    #expect(graph.target(module: "check_architecture")?.name == "check-architecture")
  }

  @Test func externalPackagesAreRead() throws {
    let json = #"{"name": "P", "targets": [], "dependencies": [{"identity": "swift-collections", "url": "u"}]}"#
    #expect(try PackageGraph(describeJSON: Data(json.utf8)).externalPackages == ["swift-collections"])
  }

  @Test func malformedJSONIsRefused() {
    #expect(throws: PackageDescriptionError.self) {
      try PackageGraph(describeJSON: Data("Building for debugging...".utf8))
    }
  }

  @Test(
    arguments: [
      ("Modules/UDF", ModuleKind.core), ("Modules/UDFTesting", .testSupport), ("Modules/Domains/Order", .domain),
      ("Modules/Features/TakeOrder", .feature), ("Modules/CompositionRoot/App", .compositionRoot),
      ("Modules/CompositionRoot", .unknown), ("Apps/Headless/HeadlessKit", .app), ("Tools/Benchmarks", .tool),
      ("./Modules/Domains/Box/", .domain), ("Modules/Domains", .unknown), ("Modules", .unknown),
      ("Sources/Order", .unknown), ("Tools", .unknown),
    ]
  )
  func kindComesFromThePath(path: String, kind: ModuleKind) {
    #expect(ModuleKind(path: path, isTest: false) == kind)
    #expect(ModuleKind(path: path, isTest: true) == .test)
  }

  @Test func testSubjectIsTheTargetNamedLikeItElseItsFirstDependency() {
    let graph = PackageGraph(
      targets: [
        PackageTarget(name: "UDFTesting", path: "Modules/UDFTesting"),
        PackageTarget(name: "Order", path: "Modules/Domains/Order"),
        PackageTarget(name: "HeadlessKit", path: "Apps/Headless/HeadlessKit"),
        PackageTarget(name: "OrderTests", path: "Tests/OrderTests", isTest: true, dependencies: ["UDFTesting"]),
        PackageTarget(
          name: "HeadlessTests",
          path: "Tests/HeadlessTests",
          isTest: true,
          dependencies: ["UDFTesting", "HeadlessKit", "Order"]
        ),
        PackageTarget(name: "LonelyTests", path: "Tests/LonelyTests", isTest: true, dependencies: ["UDFTesting"]),
      ]
    )
    let subjects = graph.targets.filter { $0.kind == .test }.map { graph.subject(of: $0)?.name }
    #expect(subjects == ["Order", "HeadlessKit", nil])
  }
}
