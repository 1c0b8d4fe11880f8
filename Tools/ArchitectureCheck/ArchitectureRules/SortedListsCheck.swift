/// Checks that the shared lists a module adds one line to are still sorted: the manifest's
/// `domains` and `features` and CODEOWNERS' module, test and golden lines.
///
/// Their lines merge by union (`.gitattributes`), which puts two teams' new lines in merge order:
/// `"Loyalty", "Lottery"` compiles and is owned, but the lists promise an order, and the next
/// scaffold inserts at a place found by that order. This names the first line out of place.
public struct SortedListsCheck: Sendable {
  /// The violations found.
  public private(set) var violations: [Violation] = []

  /// Checks the snapshot's manifest and CODEOWNERS.
  public init(_ snapshot: RepositorySnapshot) {
    let manifest = snapshot.manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for list in ["let domains = [", "let features = ["] {
      guard let start = manifest.firstIndex(of: list) else { continue }
      let entries = manifest[(start + 1)...].prefix { $0 != "]" }
      check(Array(entries), from: start + 2, in: "Package.swift", named: "`\(list)`") { line in
        line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
      }
    }
    let owners = (snapshot.codeOwners ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The lines the scaffold writes, one folder (or one module's goldens) a line; other rules
    // (an override placed last on purpose: the last match wins) keep their place.
    for block in ["/Modules/Domains/", "/Modules/Features/", "/Tests/", "/Tests/Fixtures/Golden/"] {
      check(owners, from: 1, in: "CODEOWNERS", named: "the `\(block)…` lines") { line in
        let path = line.prefix { $0 != " " }
        guard path.hasPrefix(block), line.contains(" ") else { return nil }
        let rest = path.dropFirst(block.count)
        let isFolder = rest.hasSuffix("/") && !rest.dropLast().contains("/") && rest.count > 1
        let isGoldens = block.hasSuffix("Golden/") && rest.hasSuffix("-*") && !rest.contains("/")
        return isFolder || isGoldens ? String(path) : nil
      }
    }
  }

  /// Reports the first of `lines` (the first at 1-based line `number`) whose key sorts before the
  /// key of the line above it.
  private mutating func check(
    _ lines: [String], from number: Int, in file: String, named list: String, key: (String) -> String?
  ) {
    var previous: String?
    for (offset, line) in lines.enumerated() {
      guard let current = key(line) else { continue }
      if let previous, current < previous {
        violations.append(
          Violation(
            file: file, line: number + offset, rule: .unsortedList,
            explanation: "\(current) comes after \(previous) in \(list), which are kept sorted; move it up"))
        return
      }
      previous = current
    }
  }
}
