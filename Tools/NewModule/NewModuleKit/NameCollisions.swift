import AppComposer
import Foundation

/// The checks that a new module takes no name already in use: its folders, its targets, the types
/// it declares, its App case, its state part and field, its actions' namespace (owned by a module
/// through its `module.json`'s `prefixes`).
///
/// A taken name would not compile (or worse, would compile and shadow another module's type), so
/// the scaffold refuses before writing anything, naming the name and where it is declared.
enum NameCollisions {
  /// Refuses `name` if a folder or file it would create exists, a target of its name is declared,
  /// a type it would declare (`types`) is declared anywhere, its App case is another module's, its
  /// actions' namespace is used, or (a domain) its `part` is another state's part or field.
  static func check(
    _ name: ModuleName, types: [String], part: String?, creating files: [String], in repository: RepositoryTexts
  ) throws(ScaffoldError) {
    for folder in [
      "Modules/Domains/\(name.value)", "Modules/Features/\(name.value)", "Modules/Infrastructure/\(name.value)",
      "Modules/Codecs/\(name.value)", "Modules/\(name.value)", "Tests/\(name.tests)",
    ] + files where repository.paths.contains(folder) {
      throw .pathExists(folder)
    }
    let manifest = try repository.text(PackageManifestEdit.file)
    for target in [name.value, name.tests] where manifest.contains("\"\(target)\"") {
      throw .nameTaken(target, PackageManifestEdit.file)
    }
    let lower = name.lowerCamel
    let file = { (module: ModuleFacts) in
      "Modules/\(module.isDomain ? "Domains" : "Features")/\(module.name)/module.json"
    }
    if let owner = repository.modules.first(where: { $0.ownsNames(in: lower) }) {
      throw .nameTaken("action namespace `\(lower).`", file(owner))
    }
    for module in repository.modules {
      let file = file(module)
      if module.caseName == lower { throw .nameTaken("App case `\(lower)`", file) }
      if let part, module.field == part { throw .nameTaken("state part `\(part)`", file) }
    }
    for (path, text) in repository.sources.sorted(by: { $0.key < $1.key }) {
      let declared = SwiftSource.declaredTypes(in: text)
      for type in [name.value] + types where declared.contains(type) {
        throw .nameTaken(type, path)
      }
      if let part, text.contains("partName = \"\(part)\"") { throw .nameTaken("state part `\(part)`", path) }
    }
  }
}
