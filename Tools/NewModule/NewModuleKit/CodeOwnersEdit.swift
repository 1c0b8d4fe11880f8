/// The edit of `CODEOWNERS` for a new module: its module folder among the other modules of its
/// kind (`/Modules/Domains/…` or `/Modules/Features/…`), its test folder among `/Tests/…` and its
/// golden journals (`/Tests/Fixtures/Golden/<module>-*`) among the others, each at its sorted place, with the owner in the same column as the line above. One line a folder,
/// sorted, is what lets two teams' additions merge by union (`.gitattributes`).
enum CodeOwnersEdit {
  static let file = "CODEOWNERS"

  /// `text` with the lines owning `folder` (`Modules/Domains/Parcel`), `tests` (`ParcelTests`) and
  /// the golden journals named `goldens-…` (`parcel`) by `owners`.
  static func adding(
    folder: String, tests: String, goldens: String, owners: String, to text: String
  ) throws(ScaffoldError) -> String {
    var editor = LineEditor(file: file, text: text)
    let block = "/" + folder[...(folder.lastIndex(of: "/") ?? folder.startIndex)]
    try insert("/\(folder)/", owners, among: block, in: &editor)
    try insert("/Tests/\(tests)/", owners, among: "/Tests/", in: &editor)
    try insert("/Tests/Fixtures/Golden/\(goldens)-*", owners, among: "/Tests/Fixtures/Golden/", in: &editor)
    return editor.text
  }

  /// The owners of `/Modules/Domains/<domain>/` in `text` (`@superapp/box-team`), nil if no line
  /// names them.
  static func owners(ofDomain domain: String, in text: String) -> String? {
    let path = "/Modules/Domains/\(domain)/"
    for line in text.split(separator: "\n") where line.hasPrefix(path + " ") {
      return String(line.dropFirst(path.count)).trimmed
    }
    return nil
  }

  /// Inserts `path owners` before the first line of the block (lines starting with `block`) whose
  /// path sorts after `path`, or after its last line.
  private static func insert(
    _ path: String, _ owners: String, among block: String, in editor: inout LineEditor
  ) throws(ScaffoldError) {
    let lines = editor.lines.indices.filter { editor.lines[$0].hasPrefix(block) }
    guard let last = lines.last else { throw .anchorNotFound(file: file, anchor: "a `\(block)…` line") }
    let next = lines.first { editor.lines[$0].prefix { $0 != " " } > path }
    let neighbour = editor.lines[next.map { $0 == lines.first ? $0 : $0 - 1 } ?? last]
    editor.insert([aligned(path, owners, like: neighbour)], at: next ?? last + 1)
  }

  /// `path` and `owner` with the owner starting where it starts on `neighbour` (one space at least).
  static func aligned(_ path: String, _ owner: String, like neighbour: String) -> String {
    let pathEnd = neighbour.firstIndex(of: " ") ?? neighbour.endIndex
    let column =
      neighbour[pathEnd...].prefix { $0 == " " }.count + neighbour.distance(from: neighbour.startIndex, to: pathEnd)
    return path + String(repeating: " ", count: max(1, column - path.count)) + owner
  }
}
