import ArchitectureRules
import Foundation
import Testing

/// Runs the whole check on this repository, as `swift run check-architecture` does.
@Suite struct RealRepositoryTests {
  /// The package root: three levels above this file (`Tests/ArchitectureCheckTests/<file>`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func repositoryFollowsTheArchitecture() throws {
    let graph = try PackageGraph(describeJSON: PackageDescriber.describe(root: Self.root))
    let report = ArchitectureReport(checking: try RepositorySnapshot.load(root: Self.root, graph: graph))
    #expect(report.targetsChecked == graph.targets.count)
    let core = graph.targets.filter { $0.kind == .core }.map(\.name)
    #expect(Set(["DomainValues", "UDF", "UDFStore", "UDFWire"]).isSubset(of: core), "\(core)")
    #expect(report.internalImportsChecked > 0)

    #expect(report.violations == [], "\(report.violations.map(\.description).joined(separator: "\n"))")
  }

  @Test func committedModuleGraphMatchesTheManifest() throws {
    let graph = try PackageGraph(describeJSON: PackageDescriber.describe(root: Self.root))
    let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/modules.md"), encoding: .utf8)
    let reactions = RepositorySnapshot.reactions(root: Self.root, graph: graph)
    #expect(ModuleGraphDocument.sameLines(committed, ModuleGraphDocument.markdown(for: graph, reactions: reactions)))
  }
}
