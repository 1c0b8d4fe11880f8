import AppComposer
import ArchitectureRules
import Foundation

/// The command: reads the package, then checks the rules or writes / compares the module graph.
///
/// Exit status 0 means clean, 1 means violations or a stale graph, 2 means it could not run.
enum CheckArchitecture {
  static let graphPath = "docs/modules.md"

  static let usage = """
    usage: check-architecture [--graph | --check-graph | --composition] [--package-path DIR] [--description FILE]
      (no mode)        check imports, dependencies, CODEOWNERS and every module.json against docs/ARCHITECTURE.md;
                       exit 1 on violations
      --graph          write the module graph as Mermaid to docs/modules.md
      --check-graph    exit 1 if docs/modules.md holds other lines than --graph would write (in any order)
      --composition    print the App's composition, as the build writes it from every module.json
      --affected BASE  print the test targets the change since BASE (a commit or branch, working tree included)
                       can affect, one a line: the changed files' modules' tests and those of every module
                       that depends on them (a golden journal and a module's line in a shared list belong to
                       that module); any other changed file of no module selects every test
      --package-path   the package root (default: the nearest folder with a Package.swift)
      --description    read this saved `swift package describe --type json` output instead of running it
    """

  static func run(_ arguments: [String]) -> Int32 {
    let parsed = ToolCommandLine.options("check-architecture", usage: usage) { () throws(Options.UsageError) in
      try Options(arguments)
    }
    guard let options = parsed else { return 2 }
    if options.mode == .help {
      print(usage)
      return 0
    }
    do {
      let root = options.packagePath.map { URL(fileURLWithPath: $0) } ?? PackageRoot.nearest()
      let data =
        try options.descriptionFile.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        ?? PackageDescriber.describe(root: root)
      let graph = try PackageGraph(describeJSON: data)
      switch options.mode {
      case .check, .help:
        return check(try RepositorySnapshot.load(root: root, graph: graph), composing: graph, root: root)
      case .affected(let base):
        let manifest = try ChangedFiles.lines(of: "Package.swift", since: base, root: root)
        for test in AffectedTests.of(try ChangedFiles.since(base, root: root), in: graph, manifestLines: manifest) {
          print(test)
        }
        return 0
      case .composition:
        print(AppComposition.source(try composedModules(graph, root: root)), terminator: "")
        return 0
      case .writeGraph:
        let page = root.appendingPathComponent(graphPath)
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        let reactions = RepositorySnapshot.reactions(root: root, graph: graph)
        try Data(ModuleGraphDocument.markdown(for: graph, reactions: reactions).utf8).write(to: page)
        print("wrote \(graphPath)")
        return 0
      case .checkGraph:
        return checkGraph(graph, root: root)
      }
    } catch {
      ToolCommandLine.printError("check-architecture: \(error)")
      return 2
    }
  }

  private static func check(_ snapshot: RepositorySnapshot, composing graph: PackageGraph, root: URL) -> Int32 {
    let report = ArchitectureReport(checking: snapshot)
    var problems = report.violations.map(\.description)
    do {
      problems += ModuleFactsCheck.problems(try composedModules(graph, root: root), sources: snapshot.sources)
    } catch {
      problems.append("module.json: \(error)")
    }
    guard problems.isEmpty else {
      for problem in problems {
        print(problem)
      }
      print("architecture check failed: \(problems.count) violation(s)")
      return 1
    }
    print(report.summary)
    for (reactor, publishers) in snapshot.reactions.sorted(by: { $0.key < $1.key }) {
      print(
        "reaction: \(reactor) reacts to \(publishers.joined(separator: ", "))'s events (its module.json's reactsTo)")
    }
    return 0
  }

  /// The modules the App composes, as its build plugin reads them: each domain and feature it
  /// depends on, a feature with the domains it depends on.
  private static func composedModules(_ graph: PackageGraph, root: URL) throws(ModuleFile.Problem) -> [ComposedModule] {
    let app = graph.targets.first { $0.kind == .compositionRoot }
    var modules: [ComposedModule] = []
    for module in (app?.dependencies ?? []).compactMap(graph.target(named:)) {
      guard module.kind == .domain || module.kind == .feature else { continue }
      let mediates = module.dependencies.filter { graph.target(named: $0)?.kind == .domain }
      modules.append(
        try CompositionArguments.module(
          kind: module.kind == .domain ? .domain : .feature, name: module.name,
          mediates: module.kind == .domain ? [] : mediates,
          file: root.appendingPathComponent(module.path).appendingPathComponent("module.json").path))
    }
    try CompositionRules.check(modules)
    return modules
  }

  private static func checkGraph(_ graph: PackageGraph, root: URL) -> Int32 {
    let expected = ModuleGraphDocument.markdown(
      for: graph, reactions: RepositorySnapshot.reactions(root: root, graph: graph))
    let committed = try? String(contentsOf: root.appendingPathComponent(graphPath), encoding: .utf8)
    guard let committed, ModuleGraphDocument.sameLines(committed, expected) else {
      print(
        "\(graphPath):1: stale module graph: it differs from the manifest; run `swift run check-architecture --graph`")
      return 1
    }
    print("\(graphPath) matches the manifest")
    return 0
  }
}
