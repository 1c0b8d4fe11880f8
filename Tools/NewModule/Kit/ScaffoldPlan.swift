/// Everything one scaffold run writes, computed in full before anything is written: the new
/// files and the new text of every edited file.
///
/// Computing first is what makes a refusal (a taken name, a missing anchor) leave the repository
/// untouched: the plan either exists whole or not at all.
public struct ScaffoldPlan: Sendable {
  /// The files the module brings (its sources, README and tests).
  public let created: [GeneratedFile]
  /// The new texts of the existing files it edits.
  public let edited: [GeneratedFile]
  /// The edited files' texts before the edit, to put back if writing fails part-way.
  public let originals: [String: String]

  /// The plan for a new domain module `name` in `repository`, or the first reason it cannot be made.
  public static func domain(_ name: ModuleName, in repository: RepositoryTexts) throws(ScaffoldError) -> ScaffoldPlan {
    try NameCollisions.check(name, in: repository)
    let edits: [(String, (ModuleName, String) throws(ScaffoldError) -> String)] = [
      (PackageManifestEdit.file, PackageManifestEdit.adding),
      (CodeOwnersEdit.file, CodeOwnersEdit.adding),
      (AppCompositionEdit.actionFile, AppCompositionEdit.action),
      (AppCompositionEdit.stateFile, AppCompositionEdit.state),
      (ProtocolTableEdit.file, ProtocolTableEdit.adding),
    ]
    var edited: [GeneratedFile] = []
    var originals: [String: String] = [:]
    for (path, edit) in edits {
      let original = try repository.text(path)
      originals[path] = original
      edited.append(GeneratedFile(path, try edit(name, original)))
    }
    return ScaffoldPlan(
      created: DomainSources.files(name) + DomainTestSources.files(name), edited: edited, originals: originals)
  }

  /// The new folders: the module's and its tests'.
  public var createdFolders: [String] {
    var folders: [String] = []
    for file in created {
      let folder = String(file.path[..<(file.path.lastIndex(of: "/") ?? file.path.startIndex)])
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }
}
