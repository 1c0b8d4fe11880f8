/// The test targets a change can break: the tests of every module a changed file belongs to and
/// of every module that depends on one of those, directly or through others (or through a build
/// plugin that writes code into it).
///
/// So a team, or CI, runs only those (`check-architecture --affected main`). A changed file that
/// belongs to no target (the manifest, CI scripts, shared fixtures or documents) can affect any
/// test, so it selects them all.
public enum AffectedTests {
  /// The names of the test targets `changed` (package-relative paths) can affect, sorted.
  public static func of(_ changed: [String], in graph: PackageGraph) -> [String] {
    let tests = graph.targets.filter { $0.kind == .test }.map(\.name)
    var affected: Set<String> = []
    for path in changed {
      guard let owner = owner(of: path, in: graph) else { return tests.sorted() }
      affected.insert(owner.name)
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

  /// The target whose folder holds `path` (the deepest, when folders nest).
  private static func owner(of path: String, in graph: PackageGraph) -> PackageTarget? {
    graph.targets.filter { !$0.path.isEmpty && (path == $0.path || path.hasPrefix($0.path + "/")) }
      .max { $0.path.count < $1.path.count }
  }
}
