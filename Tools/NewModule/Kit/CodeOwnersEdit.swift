/// The edit of `CODEOWNERS` for a new domain: its module folder after the last domain folder and
/// its test folder after the last domain's test folder, owned by the module's team, with the
/// owner in the same column as the line above (tree order and alignment kept).
enum CodeOwnersEdit {
  static let file = "CODEOWNERS"

  static func adding(_ name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    var editor = LineEditor(file: file, text: text)
    let domainPrefix = "/Modules/Domains/"
    let lastModule = try editor.last("a `\(domainPrefix)…` line") { $0.hasPrefix(domainPrefix) }
    let domains = Set(
      editor.lines.compactMap { line -> String? in
        guard line.hasPrefix(domainPrefix) else { return nil }
        return line.dropFirst(domainPrefix.count).split(separator: "/").first.map(String.init)
      })
    editor.insert(
      [aligned("\(domainPrefix)\(name.value)/", name.team, like: editor.lines[lastModule])], at: lastModule + 1)
    let lastTests = try editor.last("a `/Tests/<domain>Tests/` line") { line in
      domains.contains { line.hasPrefix("/Tests/\($0)Tests/") }
    }
    editor.insert([aligned("/Tests/\(name.tests)/", name.team, like: editor.lines[lastTests])], at: lastTests + 1)
    return editor.text
  }

  /// `path` and `owner` with the owner starting where it starts on `neighbour` (one space at least).
  static func aligned(_ path: String, _ owner: String, like neighbour: String) -> String {
    let pathEnd = neighbour.firstIndex(of: " ") ?? neighbour.endIndex
    let column =
      neighbour[pathEnd...].prefix { $0 == " " }.count + neighbour.distance(from: neighbour.startIndex, to: pathEnd)
    return path + String(repeating: " ", count: max(1, column - path.count)) + owner
  }
}
