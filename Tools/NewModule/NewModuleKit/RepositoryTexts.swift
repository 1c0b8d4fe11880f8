/// What the scaffold reads from the repository before it writes anything: the files it edits and
/// every module's `module.json`, every Swift source of the modules and apps (to find names already
/// taken), the folders and test files that exist, and the templates of the modules it writes.
///
/// A value, so the whole plan is computed (and unit tested) from texts, and the disk is touched
/// only to load them and to write the result.
public struct RepositoryTexts: Sendable {
  /// The text of each file the scaffold edits and of each `module.json`, by path from the root.
  public var files: [String: String]
  /// Every Swift source under `Modules` and `Apps`, by path.
  public var sources: [String: String]
  /// The folders (`Modules/Domains/Box`) and the files under `Tests` that exist, by path.
  public var paths: Set<String>
  /// The text of each template file, by path from `ModuleTemplate.folder`
  /// (`Domain/Modules/Domains/TemplateDomain/README.md`).
  public var templates: [String: String]

  /// The files every scaffold edits.
  public static let editedPaths = [PackageManifestEdit.file, CodeOwnersEdit.file]

  /// The repository as these texts and paths.
  public init(files: [String: String], sources: [String: String], paths: Set<String>, templates: [String: String]) {
    self.files = files
    self.sources = sources
    self.paths = paths
    self.templates = templates
  }

  /// Every domain and feature with a readable `module.json`, sorted by name.
  public var modules: [ModuleFacts] {
    files.compactMap { ModuleFacts.read(path: $0.key, text: $0.value) }.sorted { $0.name < $1.name }
  }

  /// The text of `path`, which the scaffold must be able to read.
  func text(_ path: String) throws(ScaffoldError) -> String {
    guard let text = files[path] else { throw .unreadable(path) }
    return text
  }
}
