import ArchitectureRules
import Foundation
import NewModuleKit

/// The command: plans the whole module, refuses before writing anything if it cannot, then writes
/// every file, regenerates the module graph, records the module's golden journal and prints what
/// it did and what to run next.
///
/// Exit status 0 means written (or planned, with `--dry-run`), 2 means nothing was written.
enum NewModule {
  static let usage = """
    usage: new-module <Name> --kind domain [--part <part>] [--team <team>] [--dry-run] [--no-record] [--package-path DIR]
           new-module <Name> --kind feature --mediates <Domain>,... [--team <team>] [--dry-run] [--no-record]
                      [--package-path DIR]
      <Name>           the module, UpperCamelCase (`Parcel`): Modules/<Domains|Features>/<Name> and Tests/<Name>Tests
      --kind domain    a domain: a table of entries with one example action, its wire shape, module.json, README,
                       reducer and randomized tests, its golden session; its line in Package.swift's `domains`
                       and three CODEOWNERS lines (module, tests, golden journals)
      --part <part>    the domain's state part and App field (default: the plural of the name, `parcels`)
      --kind feature   a mediator of existing domains with one example action, module.json, README and tests,
                       its golden session; its line in Package.swift's `features` and three CODEOWNERS lines
      --mediates A,B   the domains the feature mediates (1 to 4, existing domains), in its labels' order
      --team <team>    the owning team (`loyalty`: @superapp/loyalty-team); default the module's own
                       (`@superapp/<name>-team`); a feature is owned by the team that writes it, never by
                       the mediated domains' teams
      --dry-run        print what would be written, write nothing
      --no-record      do not build the app to record the golden journal (print the commands)
      --package-path   the package root (default: the nearest folder with a Package.swift)
    The App is not edited: it is composed at build time from the manifest and each module.json.
    """

  /// Runs the command with `arguments` (without the program's name); returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let parsed = ToolCommandLine.options("new-module", usage: usage) { () throws(Options.UsageError) in
      try Options(arguments)
    }
    guard let options = parsed else { return 2 }
    guard !options.help, let text = options.name, let kind = options.kind else {
      print(usage)
      return 0
    }
    let root = options.packagePath.map { URL(fileURLWithPath: $0) } ?? PackageRoot.nearest()
    let plan: ScaffoldPlan
    do {
      let name = try ModuleName(text)
      let repository = try RepositoryTexts.load(root: root)
      switch kind {
      case .domain: plan = try ScaffoldPlan.domain(name, part: options.part, team: options.team, in: repository)
      case .feature:
        plan = try ScaffoldPlan.feature(name, mediating: options.mediates, team: options.team, in: repository)
      }
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
    let session = plan.goldenSession
    let recorded = recordGoldenJournal(session: session, root: root, skip: options.noRecord)
    print("\nNext steps:")
    if !graphWritten { print("  swift run check-architecture --graph   # regenerate docs/modules.md") }
    if !recorded {
      let base = String(session.dropLast(".session.jsonl".count))
      print("  swift build --product superapp         # then record the golden journal:")
      print("  superapp --journal \(base).journal --snapshot-every 0 < \(session)")
      print("  superapp replay --journal \(base).journal > \(base).state.json")
    }
    print("  .ci/run                                 # tests, strict build, architecture check, format lint")
    print("  then replace the example action with the module's own (its README says what is there)")
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

  /// Records the module's golden journal with the new app, unless told not to.
  private static func recordGoldenJournal(session: String, root: URL, skip: Bool) -> Bool {
    guard !skip else { return false }
    print("recording the golden journal with the new app (swift build --product superapp)...")
    do {
      for path in try GeneratedFixtures.record(session: session, root: root) { print("  + \(path) (recorded)") }
      return true
    } catch {
      ToolCommandLine.printError("new-module: could not record the golden journal: \(error)")
      return false
    }
  }

  /// Rewrites docs/modules.md from the new manifest, as `check-architecture --graph` does.
  private static func writeModuleGraph(root: URL) -> Bool {
    do {
      let graph = try PackageGraph(describeJSON: PackageDescriber.describe(root: root))
      let reactions = RepositorySnapshot.reactions(root: root, graph: graph)
      try Data(ModuleGraphDocument.markdown(for: graph, reactions: reactions).utf8).write(
        to: root.appendingPathComponent("docs/modules.md"), options: .atomic)
      print("  ~ docs/modules.md (the module graph, regenerated)")
      return true
    } catch {
      ToolCommandLine.printError("new-module: could not regenerate docs/modules.md: \(error)")
      return false
    }
  }
}
