/// The result of checking a repository: every violation, and what was checked.
///
/// The tool prints the violations, or the counts as a one-line summary when there are none.
public struct ArchitectureReport: Sendable, Equatable {
  /// Every violation, sorted by file and line.
  public let violations: [Violation]
  /// Number of targets in the graph.
  public let targetsChecked: Int
  /// Number of Swift source files read.
  public let filesChecked: Int
  /// Number of import declarations read.
  public let importsChecked: Int
  /// Number of those naming one of our modules.
  public let internalImportsChecked: Int
  /// Number of CODEOWNERS rules read.
  public let ownerRulesChecked: Int

  /// Runs every rule over a snapshot.
  ///
  /// Pure: the same snapshot always gives the same report.
  public init(checking snapshot: RepositorySnapshot) {
    let dependencies = DependencyCheck(snapshot)
    let ownership = OwnershipCheck(snapshot)
    violations = (dependencies.violations + ownership.violations + SortedListsCheck(snapshot).violations).sorted()
    targetsChecked = snapshot.graph.targets.count
    filesChecked = snapshot.sources.count
    importsChecked = dependencies.importsChecked
    internalImportsChecked = dependencies.internalImportsChecked
    ownerRulesChecked = ownership.rulesChecked
  }

  /// The one-line summary printed on success.
  public var summary: String {
    "architecture check passed: \(targetsChecked) targets, \(filesChecked) source files, "
      + "\(importsChecked) imports (\(internalImportsChecked) of our modules), "
      + "\(ownerRulesChecked) CODEOWNERS rules checked"
  }
}
