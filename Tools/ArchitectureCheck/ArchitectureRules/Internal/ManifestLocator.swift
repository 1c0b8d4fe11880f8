/// Finds the Package.swift line where a target or one of its dependencies is declared.
///
/// Violations about the manifest point at the line to edit. It reads text, not Swift: a target starts
/// at `name: "X"` on or just after a `…arget(` call, and ends where the next target starts; a target
/// made by a helper from a list of names is found at the list.
struct ManifestLocator {
  private let lines: [Substring]
  private let targetStarts: [Int]

  init(_ manifest: String) {
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    self.lines = lines
    targetStarts = lines.indices.filter { lines[$0].contains("arget(") }
  }

  /// The line of `name: "target"` inside a target declaration, else 1.
  func line(ofTarget target: String) -> Int {
    nameIndex(of: target).map { $0 + 1 } ?? 1
  }

  /// The first line quoting `"dependency"` inside the target's declaration, else the target's line.
  func line(ofDependency dependency: String, inTarget target: String) -> Int {
    guard let start = nameIndex(of: target) else { return 1 }
    let end = targetStarts.first { $0 > start } ?? lines.count
    let quoted = "\"\(dependency)\""
    return ((start..<end).first { lines[$0].contains(quoted) } ?? start) + 1
  }

  /// The first line mentioning an external package, else the first `.package(` line, else 1.
  func line(ofPackage identity: String) -> Int {
    let packageLines = lines.indices.filter { lines[$0].contains(".package(") }
    let named = packageLines.first { lines[$0].lowercased().contains(identity.lowercased()) }
    return (named ?? packageLines.first).map { $0 + 1 } ?? 1
  }

  /// The line of `name: "target"` in a target declaration; for a target a helper declares from a
  /// list of names (`domains` feeding `domain(_:)`, which also makes `<name>Tests`), the list's
  /// line quoting the name.
  private func nameIndex(of target: String) -> Int? {
    let quoted = "name: \"\(target)\""
    let declared = lines.indices.first { index in
      lines[index].contains(quoted) && targetStarts.contains { $0 <= index && index - $0 <= 2 }
    }
    let module = target.hasSuffix("Tests") && target.count > 5 ? String(target.dropLast(5)) : target
    let listed = [target, module].lazy.compactMap { name in
      lines.indices.first { lines[$0].contains("\"\(name)\"") && !lines[$0].contains("arget(") }
    }
    return declared ?? listed.first
  }
}
