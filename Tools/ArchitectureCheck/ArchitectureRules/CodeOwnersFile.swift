/// A parsed CODEOWNERS file: its rules in order, the last match winning.
///
/// Comment lines start with `#`; every other non-blank line is a pattern followed by owners.
public struct CodeOwnersFile: Sendable, Equatable {
  /// The rules in file order.
  public let rules: [CodeOwnersRule]

  /// Parses CODEOWNERS text.
  ///
  /// An owner list ends at an inline `#` comment; a line with a pattern and no owners is kept, since
  /// GitHub reads it as "no owner" for what it matches.
  public init(_ text: String) {
    var rules: [CodeOwnersRule] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let pattern = fields.first, !pattern.hasPrefix("#") else { continue }
      let owners = fields.dropFirst().prefix { !$0.hasPrefix("#") }.map(String.init)
      rules.append(CodeOwnersRule(pattern: String(pattern), owners: owners, line: offset + 1))
    }
    self.rules = rules
  }

  /// The rule that decides who owns a path: the last one matching it.
  public func decidingRule(for path: String, isFolder: Bool) -> CodeOwnersRule? {
    rules.last { $0.matches(path, isFolder: isFolder) }
  }
}
