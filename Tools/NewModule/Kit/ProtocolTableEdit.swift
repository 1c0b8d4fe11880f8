import Foundation

/// The edit of `docs/PROTOCOL.md` for a new domain: a row for its action in the input table
/// (a test reads the table: every action name must be there), just before the `state.get` row,
/// and its state part in `state.get`'s list of paths.
enum ProtocolTableEdit {
  static let file = "docs/PROTOCOL.md"

  static func adding(_ name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    var editor = LineEditor(file: file, text: text)
    let stateGet = try editor.first("the input table's `state.get` row") { $0.hasPrefix("| `state.get` |") }
    let row = editor.lines[stateGet]
    let paths = "`path?`: one of "
    guard let list = row.range(of: paths), let end = row.range(of: " |", range: list.upperBound..<row.endIndex)
    else { throw .anchorNotFound(file: file, anchor: "\(paths)… in the `state.get` row") }
    let withPart = String(row[..<end.lowerBound]) + ", `\(name.lowerCamel)`" + String(row[end.lowerBound...])
    editor.replace(
      stateGet...stateGet,
      with: [
        "| `\(name.recordAction)` | `id?`, `note` | new \(name.words()) entry; refused with `emptyNoteIsNotAllowed`, "
          + "`noteTooLong`, then `alreadyExists` |",
        withPart,
      ])
    return editor.text
  }
}
