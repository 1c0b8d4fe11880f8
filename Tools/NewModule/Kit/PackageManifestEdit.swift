import Foundation

/// The edit of `Package.swift` for a new domain: its target and test target at the end of the
/// `// MARK: - Domains` section, and the module added to every target that lists all domains
/// (the App, its tests, the headless app's tests), right after the last domain it lists.
///
/// Targets that name only some domains (a mediator, the benchmarks) are left alone. A line the
/// addition makes longer than `maximumLineLength` is broken the way swift-format accepts.
enum PackageManifestEdit {
  static let file = "Package.swift"
  /// The format's line length (`.swift-format`).
  static let maximumLineLength = 120

  static func adding(_ name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    var editor = LineEditor(file: file, text: text)
    let domains = domainTargets(in: editor.lines)
    guard !domains.isEmpty else {
      throw .anchorNotFound(file: file, anchor: "a domain target (`path: \"Modules/Domains/…\"`)")
    }
    for target in targetsListing(domains, in: editor.lines).reversed() {
      try addDependency(name.value, after: domains, toTargetAt: target, in: &editor)
    }
    let section = try editor.first("the `// MARK: - Domains` section") { $0.trimmed == "// MARK: - Domains" }
    var end = try editor.first("the section after `// MARK: - Domains`", from: section + 1) {
      $0.trimmed.hasPrefix("// MARK: - ")
    }
    while end > section + 1, editor.lines[end - 1].trimmed.isEmpty { end -= 1 }
    editor.insert(targetLines(name, indent: editor.lines[section].indentation), at: end)
    return editor.text
  }

  /// The new module's two declarations, one line each when they fit.
  static func targetLines(_ name: ModuleName, indent: String) -> [String] {
    let module = [
      #"name: "\#(name.value)""#, #"dependencies: ["DomainValues", "UDF", "UDFWire"]"#,
      #"path: "Modules/Domains/\#(name.value)""#,
      #"exclude: ["README.md"]"#,
    ]
    let tests = [
      #"name: "\#(name.tests)""#, #"dependencies: ["\#(name.value)", "DomainValues", "UDF", "UDFWire", "UDFTesting"]"#,
      #"path: "Tests/\#(name.tests)""#,
    ]
    return declaration(".target", module, indent: indent) + declaration(".testTarget", tests, indent: indent)
  }

  private static func declaration(_ kind: String, _ arguments: [String], indent: String) -> [String] {
    let line = "\(indent)\(kind)(\(arguments.joined(separator: ", "))),"
    guard line.count > maximumLineLength else { return [line] }
    return ["\(indent)\(kind)("] + wrapped(arguments, indent: indent + "  ", last: "") + ["\(indent)),"]
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

  /// The names of the targets in `Modules/Domains`.
  static func domainTargets(in lines: [String]) -> Set<String> {
    Set(lines.flatMap { quoted(after: #"path: "Modules/Domains/"#, in: $0) })
  }

  /// The lines holding `name: "…"` of every target whose dependencies include all `domains`
  /// (and that is not one of them).
  static func targetsListing(_ domains: Set<String>, in lines: [String]) -> [Int] {
    let starts = lines.indices.filter { !quoted(after: #"name: ""#, in: lines[$0]).isEmpty }
    return starts.enumerated().compactMap { position, start in
      let end = position + 1 < starts.count ? starts[position + 1] : lines.count
      guard let span = dependencySpan(in: lines, from: start, before: end) else { return nil }
      let listed = Set(lines[span].flatMap { elements(in: $0) })
      let name = quoted(after: #"name: ""#, in: lines[start]).first ?? ""
      return domains.isSubset(of: listed) && !domains.contains(name) ? start : nil
    }
  }

  /// The lines from `dependencies: [` to its `]`, within one target's declaration.
  private static func dependencySpan(in lines: [String], from start: Int, before end: Int) -> ClosedRange<Int>? {
    guard let open = lines[start..<end].firstIndex(where: { $0.contains("dependencies: [") }),
      let bracket = lines[open].range(of: "dependencies: [")
    else { return nil }
    if lines[open][bracket.upperBound...].contains("]") { return open...open }
    guard let close = lines[(open + 1)..<end].firstIndex(where: { $0.contains("]") }) else { return nil }
    return open...close
  }

  private static func addDependency(
    _ module: String, after domains: Set<String>, toTargetAt start: Int, in editor: inout LineEditor
  ) throws(ScaffoldError) {
    let anchor = "the dependencies of the target on line \(start + 1)"
    let end = (start + 1..<editor.lines.count).first { !quoted(after: #"name: ""#, in: editor.lines[$0]).isEmpty }
    guard let span = dependencySpan(in: editor.lines, from: start, before: end ?? editor.lines.count) else {
      throw .anchorNotFound(file: file, anchor: anchor)
    }
    let lastDomain = try editor.last(anchor, in: span.lowerBound..<span.upperBound + 1) { line in
      elements(in: line).contains { domains.contains($0) }
    }
    let line = editor.lines[lastDomain]
    guard
      let element = elements(in: line).last(where: { domains.contains($0) }),
      let found = line.range(of: "\"\(element)\"", options: .backwards)
    else { throw .anchorNotFound(file: file, anchor: anchor) }
    let head = String(line[..<found.upperBound])
    let rest = String(line[found.upperBound...])
    let added = head + ", \"\(module)\"" + rest
    guard added.count > maximumLineLength else {
      editor.replace(lastDomain, with: [added])
      return
    }
    if span.lowerBound == span.upperBound, let open = added.range(of: "dependencies: [") {
      // One line: the array goes on its own lines, its elements packed, as swift-format does.
      let indent = added.indentation
      let close = added.range(of: "]", range: open.upperBound..<added.endIndex)?.lowerBound ?? added.endIndex
      let items = elements(in: String(added[open.upperBound..<close])).map { "\"\($0)\"" }
      editor.replace(
        lastDomain,
        with: [String(added[..<open.upperBound])] + packed(items, indent: indent + "  ")
          + [indent + String(added[close...])])
    } else {
      // Already on several lines: the rest of this line moves to the next one.
      let comma = rest.hasPrefix(",") ? "," : ""
      editor.replace(
        lastDomain,
        with: [head + comma, line.indentation + "\"\(module)\"" + (comma.isEmpty ? rest : String(rest.dropFirst()))])
    }
  }

  /// `items` on as few lines as fit, each ending with a comma.
  private static func packed(_ items: [String], indent: String) -> [String] {
    var lines: [String] = []
    var current = indent
    for item in items {
      let candidate = current == indent ? current + item + "," : current + " " + item + ","
      if candidate.count > maximumLineLength, current != indent {
        lines.append(current)
        current = indent + item + ","
      } else {
        current = candidate
      }
    }
    return lines + [current]
  }

  /// Every double-quoted string in `line`.
  static func elements(in line: String) -> [String] {
    line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
  }

  /// The quoted names right after each `prefix` in `line` (`path: "Modules/Domains/` gives `Box`).
  static func quoted(after prefix: String, in line: String) -> [String] {
    line.components(separatedBy: prefix).dropFirst().compactMap { piece in
      piece.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }
  }
}
