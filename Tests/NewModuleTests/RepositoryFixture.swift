import Foundation
import NewModuleKit

/// The repository these tests run in, read from disk as the tool reads it: the scaffold is
/// tested on the real Package.swift, CODEOWNERS and module.json files, not on a copy that could
/// drift from them. Expectations are computed from those texts, so the tests hold whichever
/// modules exist. The tests plan `Parcel` and `Deliver`; where a team has since added a module of
/// that name (the `parcel:` commit did), the texts are read as the repository without it.
enum RepositoryFixture {
  /// The package root: three levels above this file (`Tests/NewModuleTests/<file>`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The repository's texts as `new-module` loads them, read once for every test.
  static func texts() throws -> RepositoryTexts {
    try loaded.get()
  }

  private static let loaded = Result { () throws(ScaffoldError) in
    try RepositoryTexts.load(root: root).without(["Parcel", "Deliver"])
  }

  /// The plan for `name` as a domain in the real repository.
  static func plan(_ name: String) throws -> ScaffoldPlan {
    try ScaffoldPlan.domain(try ModuleName(name), in: try texts())
  }
}

extension RepositoryTexts {
  /// These texts as if the modules `names` had never been added: their folders, sources, tests,
  /// golden files, manifest line and CODEOWNERS lines left out.
  func without(_ names: [String]) -> RepositoryTexts {
    var result = self
    for name in names {
      let lower = name.prefix(1).lowercased() + name.dropFirst()
      let folders = ["Modules/Domains/\(name)", "Modules/Features/\(name)", "Tests/\(name)Tests"]
      func isTheModules(_ path: String) -> Bool {
        folders.contains { path == $0 || path.hasPrefix($0 + "/") } || path.hasPrefix("Tests/Fixtures/Golden/\(lower)-")
      }
      result.files = result.files.filter { !isTheModules($0.key) }
      result.sources = result.sources.filter { !isTheModules($0.key) }
      result.paths = result.paths.filter { !isTheModules($0) }
      let lines =
        [#"  "\#(name)","#, #"  feature("\#(name)","#, "/Tests/Fixtures/Golden/\(lower)-"] + folders.map { "/\($0)/" }
      for path in RepositoryTexts.editedPaths {
        result.files[path] = result.files[path].map { text in
          text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !lines.contains { line.hasPrefix($0) } }.joined(separator: "\n")
        }
      }
    }
    return result
  }
}

extension ScaffoldPlan {
  /// The new or edited text of `path`.
  func text(_ path: String) -> String? {
    (created + edited).first { $0.path == path }?.text
  }

  /// The lines of the new or edited text of `path`.
  func lines(_ path: String) -> [String] {
    (text(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// The lines `edited` has that `original` has not, in order (what an edit added).
func addedLines(_ original: String, _ edited: String) -> [String] {
  var before = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  return edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
    guard let position = before.firstIndex(of: line) else { return true }
    before.remove(at: position)
    return false
  }
}

/// The lines of `text` starting with `prefix`, in order (a CODEOWNERS block, a manifest list).
func lines(of text: String, startingWith prefix: String) -> [String] {
  text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
}

/// The entries of the manifest list that starts with `list` (`let domains = [`), each line trimmed.
func manifestEntries(_ manifest: String, list: String) -> [String] {
  let all = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let start = all.firstIndex(where: { $0.hasPrefix(list) }),
    let end = all[start...].firstIndex(where: { $0 == "]" })
  else { return [] }
  return all[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
}
