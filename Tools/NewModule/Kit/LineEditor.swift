/// A file's text as lines, edited by inserting next to anchors: the lines the scaffold finds by
/// what they say, never by line number, so it keeps working while other teams edit the same file.
///
/// A missing anchor is a `ScaffoldError.anchorNotFound` naming the file and what was looked for.
struct LineEditor {
  /// The file's path in the repository, for messages.
  let file: String
  /// The current lines (the text split at newlines; a final newline gives a last empty line).
  private(set) var lines: [String]

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

  /// The last line in `range` (the whole file by default) that `matches`.
  func last(
    _ anchor: String, in range: Range<Int>? = nil, where matches: (String) -> Bool
  ) throws(ScaffoldError) -> Int {
    guard let index = lines[range ?? lines.indices].lastIndex(where: matches) else {
      throw .anchorNotFound(file: file, anchor: anchor)
    }
    return index
  }

  /// The line closing the block opened on line `opening`: the first later line that is exactly
  /// `closing` (its indentation included).
  func closing(_ closing: String, of opening: Int, _ anchor: String) throws(ScaffoldError) -> Int {
    try first("the `\(closing.trimmed)` closing \(anchor)", from: opening + 1) { $0 == closing }
  }

  /// The line closing the first `switch` from line `start` on (the `}` at the switch's
  /// indentation), `anchor` naming the switch in messages: where a new case goes.
  func endOfSwitch(from start: Int, _ anchor: String) throws(ScaffoldError) -> Int {
    let opening = try first(anchor, from: start) { $0.trimmed.hasPrefix("switch ") }
    return try closing(lines[opening].indentation + "}", of: opening, anchor)
  }

  /// Inserts `newLines` before line `index`.
  mutating func insert(_ newLines: [String], at index: Int) {
    lines.insert(contentsOf: newLines, at: index)
  }

  /// Replaces the lines `range`.
  mutating func replace(_ range: ClosedRange<Int>, with newLines: [String]) {
    lines.replaceSubrange(range, with: newLines)
  }

  /// Inserts `import module` among the file's imports, keeping them sorted.
  mutating func addImport(_ module: String) throws(ScaffoldError) {
    let firstImport = try first("an `import` line") { $0.hasPrefix("import ") }
    let imports = lines[firstImport...].prefix { $0.hasPrefix("import ") }
    let position = imports.firstIndex { $0.dropFirst("import ".count) > module } ?? imports.endIndex
    insert(["import \(module)"], at: position)
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

  /// The leading spaces.
  var indentation: String { String(prefix { $0 == " " }) }
}
