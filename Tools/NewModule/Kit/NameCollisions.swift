import Foundation

/// The checks that a new module takes no name already in use: its folders, its targets, the types
/// it declares, the App's case and field, its state part and its actions' namespace.
///
/// A taken name would not compile (or worse, would compile and shadow another module's type), so
/// the scaffold refuses before writing anything, naming the name and where it is declared.
enum NameCollisions {
  static func check(_ name: ModuleName, in repository: RepositoryTexts) throws(ScaffoldError) {
    for folder in [
      "Modules/Domains/\(name.value)", "Modules/Features/\(name.value)", "Modules/Infrastructure/\(name.value)",
      "Modules/\(name.value)", "Tests/\(name.tests)",
      DomainTestSources.goldenSession(name),
      DomainTestSources.goldenSession(name).replacingOccurrences(of: ".session.jsonl", with: ".journal"),
      DomainTestSources.goldenSession(name).replacingOccurrences(of: ".session.jsonl", with: ".state.json"),
    ] where repository.paths.contains(folder) {
      throw .pathExists(folder)
    }
    let manifest = try repository.text(PackageManifestEdit.file)
    for target in [name.value, name.tests] where manifest.contains("\"\(target)\"") {
      throw .nameTaken(target, PackageManifestEdit.file)
    }
    let lower = name.lowerCamel
    for (path, text) in repository.sources.sorted(by: { $0.key < $1.key }) {
      for type in [name.value] + name.domainTypes where declares(type, in: text) {
        throw .nameTaken(type, path)
      }
      if text.contains("partName = \"\(lower)\"") { throw .nameTaken("state part `\(lower)`", path) }
      if text.contains("\"\(lower).") { throw .nameTaken("action namespace `\(lower).`", path) }
    }
    let action = try repository.text(AppCompositionEdit.actionFile)
    if action.contains("case \(lower)(") { throw .nameTaken("AppAction.\(lower)", AppCompositionEdit.actionFile) }
    let state = try repository.text(AppCompositionEdit.stateFile)
    if state.contains("var \(lower) ") || state.contains("ModuleRegistration(\"\(lower)\"") {
      throw .nameTaken("AppState.\(lower)", AppCompositionEdit.stateFile)
    }
  }

  /// Whether `text` declares a type (or protocol, alias) named exactly `type`.
  static func declares(_ type: String, in text: String) -> Bool {
    for keyword in ["struct", "enum", "class", "protocol", "typealias", "actor"] {
      for piece in text.components(separatedBy: "\(keyword) \(type)").dropFirst() {
        guard let next = piece.unicodeScalars.first else { return true }
        if !(next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_") { return true }
      }
    }
    return false
  }
}
