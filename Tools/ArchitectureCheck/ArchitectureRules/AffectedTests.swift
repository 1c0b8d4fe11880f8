import Foundation

/// The test targets a change can break: the tests of every module a changed file belongs to and
/// of every module that depends on one of those, directly or through others (or through a build
/// plugin that writes code into it).
///
/// So a team, or CI, runs only those (`check-architecture --affected main`). What a module's
/// branch adds outside its folders belongs to it too: its golden journals
/// (`Tests/Fixtures/Golden/<module>-…`, named after it in lowerCamelCase), and its line in a
/// shared list (`Package.swift`'s `domains` or `features`, given as `manifestLines`), which also
/// selects the tests that read the lists; `CODEOWNERS` and `docs/modules.md` select only those.
/// A file a target reads at run time from outside its folder (`dataFolders`: the scaffold's
/// templates) belongs to that target.
/// Any other changed file that belongs to no target (CI scripts, other manifest lines, shared
/// documents) can affect any test, so it selects them all.
public enum AffectedTests {
  /// The test targets that read the shared lists (the manifest's module lists, `CODEOWNERS`, the
  /// module graph): the architecture check's and the scaffold's.
  public static let listReaders = ["ArchitectureCheckTests", "NewModuleTests"]

  /// Folders outside every target that a target reads at run time, and that target: a change
  /// there is that target's change.
  public static let dataFolders = ["Tools/NewModule/Templates": "NewModuleKit"]

  /// The names of the test targets `changed` (package-relative paths) can affect, sorted;
  /// `manifestLines` are the lines added to or removed from `Package.swift`, if it changed.
  public static func of(_ changed: [String], in graph: PackageGraph, manifestLines: [String]? = nil) -> [String] {
    let tests = graph.targets.filter { $0.kind == .test }.map(\.name)
    var affected: Set<String> = []
    for path in changed {
      if let owner = owner(of: path, in: graph) {
        affected.insert(owner.name)
      } else if let reader = dataFolders.first(where: { path.hasPrefix($0.key + "/") })?.value {
        affected.insert(reader)
      } else if let module = goldenOwner(of: path, in: graph) {
        affected.insert(module.name)
      } else if path == "CODEOWNERS" || path == "docs/modules.md" {
        affected.formUnion(listReaders)
      } else if path == "Package.swift", let modules = listedModules(manifestLines ?? [""], in: graph) {
        affected.formUnion(modules + listReaders)
      } else {
        return tests.sorted()
      }
    }
    var grew = true
    while grew {
      grew = false
      for target in graph.targets where !affected.contains(target.name) {
        if (target.dependencies + target.plugins).contains(where: affected.contains) {
          affected.insert(target.name)
          grew = true
        }
      }
    }
    return tests.filter(affected.contains).sorted()
  }

  /// The module a golden journal file belongs to: `Tests/Fixtures/Golden/loyalty-earn.journal` is
  /// `Loyalty`'s (its name up to the first `-`, the module's name in lowerCamelCase).
  private static func goldenOwner(of path: String, in graph: PackageGraph) -> PackageTarget? {
    let folder = "Tests/Fixtures/Golden/"
    guard path.hasPrefix(folder) else { return nil }
    let name = path.dropFirst(folder.count).prefix { $0 != "-" && $0 != "/" }
    return graph.targets.first { target in
      [.domain, .feature].contains(target.kind) && target.name.prefix(1).lowercased() + target.name.dropFirst() == name
    }
  }

  /// The modules named by manifest lines that are each one entry of a module list (`"Loyalty",` in
  /// `domains`, `feature("EarnPoints", mediating: …),` in `features`); `nil` if any line is not.
  private static func listedModules(_ lines: [String], in graph: PackageGraph) -> [String]? {
    var modules: [String] = []
    for line in lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      let quoted = text.split(separator: "\"", omittingEmptySubsequences: false)
      let isDomain = quoted.count == 3 && quoted[0].isEmpty && quoted[2] == ","
      let isFeature = quoted.count >= 3 && quoted[0] == "feature(" && text.hasSuffix("),")
      guard isDomain || isFeature, graph.target(named: String(quoted[1])) != nil else { return nil }
      modules.append(String(quoted[1]))
    }
    return modules
  }

  /// The target whose folder holds `path` (the deepest, when folders nest).
  private static func owner(of path: String, in graph: PackageGraph) -> PackageTarget? {
    graph.targets.filter { !$0.path.isEmpty && (path == $0.path || path.hasPrefix($0.path + "/")) }
      .max { $0.path.count < $1.path.count }
  }
}
