/// Checks CODEOWNERS: every target and test folder has a real owner, and no rule is stale.
///
/// The catch-all `/*` keeps new files from going unowned but does not make anyone accountable for a
/// module, so a folder only it matches counts as unowned.
public struct OwnershipCheck: Sendable {
  /// How many CODEOWNERS rules were read.
  public private(set) var rulesChecked = 0
  /// The violations found.
  public private(set) var violations: [Violation] = []

  /// Runs the ownership rules over the snapshot.
  ///
  /// Folders checked: every target's folder and every folder directly under `Tests/` that holds files.
  public init(_ snapshot: RepositorySnapshot) {
    guard let text = snapshot.codeOwners else {
      violations.append(
        Violation(
          file: "CODEOWNERS",
          line: 1,
          rule: .missingOwner,
          explanation: "the repository has no CODEOWNERS file, so no module has an owner"
        )
      )
      return
    }
    let file = CodeOwnersFile(text)
    rulesChecked = file.rules.count
    checkOwners(of: Self.ownedFolders(snapshot), in: file)
    checkStaleRules(of: file, against: snapshot.files)
  }

  private static func ownedFolders(_ snapshot: RepositorySnapshot) -> [(folder: String, what: String)] {
    var folders = snapshot.graph.targets.map { (folder: $0.path, what: "target \($0.name)") }
    let testFolders = Set(
      snapshot.files.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Tests" ? "Tests/\(parts[1])" : nil
      }
    )
    for folder in testFolders.sorted() where !folders.contains(where: { $0.folder == folder }) {
      folders.append((folder: folder, what: "test folder"))
    }
    return folders
  }

  private mutating func checkOwners(of folders: [(folder: String, what: String)], in file: CodeOwnersFile) {
    for (folder, what) in folders {
      let rule = file.decidingRule(for: folder, isFolder: true)
      let problem: String
      switch rule {
      case .none:
        problem = "no rule matches it"
      case .some(let rule) where rule.isCatchAll:
        problem = "only the catch-all `\(rule.pattern)` (line \(rule.line)) matches it"
      case .some(let rule) where rule.owners.isEmpty:
        problem = "the rule `\(rule.pattern)` (line \(rule.line)) that decides it lists no owner"
      case .some:
        continue
      }
      violations.append(
        Violation(
          file: "CODEOWNERS",
          line: rule?.line ?? 1,
          rule: .missingOwner,
          explanation: "\(folder)/ (\(what)) has no owning team: \(problem); add `/\(folder)/ @team`"
        )
      )
    }
  }

  private mutating func checkStaleRules(of file: CodeOwnersFile, against files: [String]) {
    for rule in file.rules where !rule.isCatchAll {
      guard !files.contains(where: { rule.matches($0, isFolder: false) }) else { continue }
      violations.append(
        Violation(
          file: "CODEOWNERS",
          line: rule.line,
          rule: .staleOwnerRule,
          explanation: "`\(rule.pattern)` matches no file in the repository; remove it or fix the path"
        )
      )
    }
  }
}
