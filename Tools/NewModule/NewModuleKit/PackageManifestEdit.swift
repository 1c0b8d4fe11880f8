/// The edit of `Package.swift` for a new module: its one line in the `domains` list (`"Parcel",`)
/// or the `features` list (`feature("Deliver", mediating: ["Order", "Box"]),`), at its sorted
/// place. The manifest declares the module and its tests from that line and adds it to every target
/// that composes all modules, so there is nothing else to edit; one line a module is what lets two
/// teams' additions merge by union (`.gitattributes`).
enum PackageManifestEdit {
  static let file = "Package.swift"
  /// The format's line length (`.swift-format`).
  static let maximumLineLength = 120
  /// How the list of domains starts.
  static let domains = "let domains = ["
  /// How the list of features starts.
  static let features = "let features = ["

  /// The manifest with `"<name>",` in the list of domains.
  static func adding(domain name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    try inserting("  \"\(name.value)\",", named: name.value, into: domains, of: text) { line in
      line.trimmed.hasPrefix("\"") ? firstQuoted(line) : nil
    }
  }

  /// The manifest with `feature("<name>", mediating: [...]),` in the list of features.
  static func adding(feature names: FeatureNames, to text: String) throws(ScaffoldError) -> String {
    let mediated = names.mediated.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let line = "  feature(\"\(names.module.value)\", mediating: [\(mediated)]),"
    return try inserting(line, named: names.module.value, into: features, of: text) { line in
      line.trimmed.hasPrefix("feature(\"") ? firstQuoted(line) : nil
    }
  }

  /// The first double-quoted string of `line` (`Box` in `  "Box",`).
  static func firstQuoted(_ line: String) -> String? {
    let pieces = line.split(separator: "\"", omittingEmptySubsequences: false)
    return pieces.count > 2 ? String(pieces[1]) : nil
  }

  /// `text` with `line` inserted in the list that starts with `list`, before the first entry whose
  /// name (`entryName` of its line, nil for a line that is no entry) sorts after `name`, or after
  /// the last entry.
  private static func inserting(
    _ line: String, named name: String, into list: String, of text: String,
    entryName: (String) -> String?
  ) throws(ScaffoldError) -> String {
    guard line.count <= maximumLineLength else { throw .lineTooLong(file: file, line: line) }
    var editor = LineEditor(file: file, text: text)
    let start = try editor.first("the list `\(list)…]`") { $0.hasPrefix(list) }
    let end = try editor.first("the end of the list `\(list)…]`", from: start + 1) { $0 == "]" }
    let entries = (start + 1..<end).filter { entryName(editor.lines[$0]) != nil }
    let next = entries.first { (entryName(editor.lines[$0]) ?? "") > name }
    editor.insert([line], at: next ?? (entries.last.map { $0 + 1 } ?? end))
    return editor.text
  }
}
