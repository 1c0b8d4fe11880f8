import Foundation

/// The edit of `Package.swift` for a new domain: its name at the end of the `domains` list. The
/// manifest declares the module and its tests from that list (`domain(_:)`) and adds it to every
/// target that composes all domains (`everyDomain`), so there is nothing else to edit.
///
/// A list the name makes longer than `maximumLineLength` is broken the way swift-format accepts.
enum PackageManifestEdit {
  static let file = "Package.swift"
  /// The format's line length (`.swift-format`).
  static let maximumLineLength = 120
  /// How the list of domains starts.
  static let list = "let domains = ["

  static func adding(_ name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    var editor = LineEditor(file: file, text: text)
    let start = try editor.first("the list `\(list)…]`") { $0.hasPrefix(list) }
    let end = try editor.first("the end of the list `\(list)…]`", from: start) { $0.contains("]") }
    let names = editor.lines[start...end].flatMap(elements(in:)).map { "\"\($0)\"" } + ["\"\(name.value)\""]
    let line = list + names.joined(separator: ", ") + "]"
    let wrapped = [list] + wrapped(names, indent: "  ", last: ",") + ["]"]
    editor.replace(start...end, with: line.count <= maximumLineLength ? [line] : wrapped)
    return editor.text
  }

  /// `pieces` joined by ", " on as few lines as fit, each line but the last ending with a comma and
  /// the last with `last`.
  static func wrapped(_ pieces: [String], indent: String, last: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for piece in pieces {
      let candidate = current.isEmpty ? indent + piece : current + ", " + piece
      if candidate.count + 1 > maximumLineLength, !current.isEmpty {
        lines.append(current + ",")
        current = indent + piece
      } else {
        current = candidate
      }
    }
    return lines + [current + last]
  }

  /// Every double-quoted string in `line`.
  static func elements(in line: String) -> [String] {
    line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
  }
}
