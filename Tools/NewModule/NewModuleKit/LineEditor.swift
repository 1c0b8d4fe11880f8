/// A file's text as lines, edited by inserting next to anchors: the lines the scaffold finds by
/// what they say, never by line number, so it keeps working while other teams edit the same file.
///
/// A missing anchor is a `ScaffoldError.anchorNotFound` naming the file and what was looked for.
struct LineEditor {
  /// The file's path in the repository, for messages.
  let file: String
  /// The current lines (the text split at newlines; a final newline gives a last empty line).
  private(set) var lines: [String]

  /// The lines of `text`, the contents of `file`.
  init(file: String, text: String) {
    self.file = file
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The edited text.
  var text: String { lines.joined(separator: "\n") }

  /// The first line at or after `start` that `matches`; `anchor` describes it in the error.
  func first(
    _ anchor: String, from start: Int = 0, where matches: (String) -> Bool
  ) throws(ScaffoldError) -> Int {
    guard start <= lines.count, let index = lines[start...].firstIndex(where: matches) else {
      throw .anchorNotFound(file: file, anchor: anchor)
    }
    return index
  }

  /// Inserts `newLines` before line `index`.
  mutating func insert(_ newLines: [String], at index: Int) {
    lines.insert(contentsOf: newLines, at: index)
  }
}

extension String {
  /// The text without surrounding spaces.
  var trimmed: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
