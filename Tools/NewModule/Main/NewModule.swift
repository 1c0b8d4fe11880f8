import ArchitectureRules
import Foundation
import NewModuleKit

/// The command: plans the whole module, refuses before writing anything if it cannot, then writes
/// every file, regenerates the module graph and prints what it did and what to run next.
///
/// Exit status 0 means written (or planned, with `--dry-run`), 2 means nothing was written.
enum NewModule {
  static let usage = """
    usage: new-module <Name> --kind domain [--dry-run] [--no-record] [--package-path DIR]
      <Name>           the module, UpperCamelCase (`Rating`): Modules/Domains/<Name> and Tests/<Name>Tests
      --kind domain    a domain: state, one action with its wire shape, README, reducer and randomized tests,
                       its name in Package.swift's domains, CODEOWNERS lines, the App's registration, a PROTOCOL.md row
      --kind feature   (not yet: a mediator is written by hand, see docs/ARCHITECTURE.md)
      --dry-run        print what would be written, write nothing
      --no-record      do not build the app to record the golden journal and the tour (print the commands)
      --package-path   the package root (default: the nearest folder with a Package.swift)
    """

  static func run(_ arguments: [String]) -> Int32 {
    let parsed = ToolCommandLine.options("new-module", usage: usage) { () throws(Options.UsageError) in
      try Options(arguments)
    }
    guard let options = parsed else { return 2 }
    guard !options.help, let text = options.name else {
      print(usage)
      return 0
    }
    guard options.kind == .domain else {
      ToolCommandLine.printError(
        "new-module: --kind feature is not supported yet; write the mediator by hand "
          + "(docs/ARCHITECTURE.md, \"How to add a module\"). Nothing was written.")
      return 2
    }
    let root = options.packagePath.map { URL(fileURLWithPath: $0) } ?? PackageRoot.nearest()
    let plan: ScaffoldPlan
    do {
      let name = try ModuleName(text)
      plan = try ScaffoldPlan.domain(name, in: try RepositoryTexts.load(root: root))
    } catch {
      ToolCommandLine.printError("new-module: \(error)\nNothing was written.")
      return 2
    }
    if options.dryRun {
      report(plan, verb: "would write")
      return 0
    }
    do {
      try plan.write(root: root)
    } catch {
      ToolCommandLine.printError("new-module: \(error)\nEverything written was removed; the repository is as it was.")
      return 2
    }
    report(plan, verb: "wrote")
    let graphWritten = writeModuleGraph(root: root)
    let session = plan.created.map(\.path).first { $0.hasSuffix(".session.jsonl") } ?? ""
    let fixturesRecorded = recordFixtures(session: session, root: root, skip: options.noRecord)
    print("\nNext steps:")
    if !graphWritten { print("  swift run check-architecture --graph   # regenerate docs/modules.md") }
    if !fixturesRecorded {
      let base = String(session.dropLast(".session.jsonl".count))
      print("  swift build --product superapp         # then record the golden journal and the tour:")
      print("  superapp --journal \(base).journal --snapshot-every 0 < \(session)")
      print("  superapp replay --journal \(base).journal > \(base).state.json")
      print("  superapp < Examples/tour.jsonl > Examples/tour.expected.jsonl")
    }
    print("  .ci/run                                 # tests, strict build, architecture check, format lint")
    print("  then replace the example action and entity with the domain's own (its README says what is there)")
    return 0
  }

  private static func report(_ plan: ScaffoldPlan, verb: String) {
    let lines = plan.created.reduce(0) { $0 + $1.lineCount }
    print("new-module \(verb) \(plan.created.count) new files (\(lines) lines):")
    for file in plan.created { print("  + \(file.path) (\(file.lineCount) lines)") }
    print("and edited \(plan.edited.count) files:")
    for file in plan.edited {
      let before = plan.originals[file.path].map { $0.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } } ?? 0
      print("  ~ \(file.path) (+\(file.lineCount - before) lines)")
    }
  }

  /// Records the golden journal and the tour's output with the new app, unless told not to.
  private static func recordFixtures(session: String, root: URL, skip: Bool) -> Bool {
    guard !skip else { return false }
    print("recording the golden journal and the tour with the new app (swift build --product superapp)...")
    do {
      for path in try GeneratedFixtures.record(session: session, root: root) { print("  ~ \(path) (recorded)") }
      return true
    } catch {
      ToolCommandLine.printError("new-module: could not record the generated fixtures: \(error)")
      return false
    }
  }

  /// Rewrites docs/modules.md from the new manifest, as `check-architecture --graph` does.
  private static func writeModuleGraph(root: URL) -> Bool {
    do {
      let graph = try PackageGraph(describeJSON: PackageDescriber.describe(root: root))
      try Data(ModuleGraphDocument.markdown(for: graph).utf8).write(
        to: root.appendingPathComponent("docs/modules.md"), options: .atomic)
      print("  ~ docs/modules.md (the module graph, regenerated)")
      return true
    } catch {
      ToolCommandLine.printError("new-module: could not regenerate docs/modules.md: \(error)")
      return false
    }
  }
}
