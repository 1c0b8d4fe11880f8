/// Everything one scaffold run writes, computed in full before anything is written: the new
/// files and the new text of every edited file (`Package.swift`, `CODEOWNERS`).
///
/// Computing first is what makes a refusal (a taken name, a missing anchor) leave the repository
/// untouched: the plan either exists whole or not at all.
public struct ScaffoldPlan: Sendable {
  /// The files the module brings (its sources, README, `module.json`, tests, golden session).
  public let created: [GeneratedFile]
  /// The new texts of the existing files it edits.
  public let edited: [GeneratedFile]
  /// The edited files' texts before the edit, to put back if writing fails part-way.
  public let originals: [String: String]
  /// The session of the module's golden journal, which the command records with the new app.
  public let goldenSession: String

  /// The plan for a new domain `name` (its table stored under `part`, the plural of its name by
  /// default) owned by `team` (`@superapp/loyalty-team`; the module's own team by default) in
  /// `repository`, or the first reason it cannot be made.
  public static func domain(
    _ name: ModuleName, part: String? = nil, team: String? = nil, in repository: RepositoryTexts
  ) throws(ScaffoldError) -> ScaffoldPlan {
    let names = try DomainNames(name, part: part)
    let created = try ModuleTemplate.domain.instantiate(names.substitution, from: repository)
    let session = names.substitution.path(ModuleTemplate.domain.goldenSession)
    try NameCollisions.check(
      name, types: names.types, part: names.part, creating: recorded(created, session), in: repository)
    let manifest = try PackageManifestEdit.adding(domain: name, to: try repository.text(PackageManifestEdit.file))
    let owners = try CodeOwnersEdit.adding(
      folder: "Modules/Domains/\(name.value)", tests: name.tests, goldens: name.lowerCamel, owners: team ?? name.team,
      to: try repository.text(CodeOwnersEdit.file))
    return try ScaffoldPlan(
      created: created, manifest: manifest, owners: owners, goldenSession: session, repository: repository)
  }

  /// The plan for a new feature `name` mediating the domains `mediated` (by name, in the order its
  /// `check` and `apply` take their states) in `repository`, owned by the team that writes it
  /// (`team`; the module's own team by default), not by the mediated domains' teams, or the first
  /// reason it cannot be made.
  public static func feature(
    _ name: ModuleName, mediating mediated: [String], team: String? = nil, in repository: RepositoryTexts
  ) throws(ScaffoldError) -> ScaffoldPlan {
    guard FeatureNames.mediatedCount.contains(mediated.count) else { throw .mediatedCount(mediated.count) }
    let domains = repository.modules.filter(\.isDomain)
    var facts: [FeatureNames.Domain] = []
    for domain in mediated {
      guard let found = domains.first(where: { $0.name == domain }) else {
        let known = domains.map(\.name).joined(separator: ", ")
        throw .notADomain(domain, "no domain has that name with a module.json (the domains: \(known))")
      }
      guard let stateType = found.stateType, let field = found.field else {
        throw .notADomain(domain, "its module.json names no state type and field")
      }
      guard !facts.contains(where: { $0.name == domain }) else { throw .notADomain(domain, "it is named twice") }
      facts.append(FeatureNames.Domain(name: domain, stateType: stateType, field: field))
    }
    let names = try FeatureNames(name, mediating: facts)
    let created = try ModuleTemplate.feature.instantiate(names.substitution, from: repository)
    let session = names.substitution.path(ModuleTemplate.feature.goldenSession)
    try NameCollisions.check(
      name, types: names.types, part: nil, creating: recorded(created, session), in: repository)
    let manifest = try PackageManifestEdit.adding(feature: names, to: try repository.text(PackageManifestEdit.file))
    let owners = try CodeOwnersEdit.adding(
      folder: "Modules/Features/\(name.value)", tests: name.tests, goldens: name.lowerCamel, owners: team ?? name.team,
      to: try repository.text(CodeOwnersEdit.file))
    return try ScaffoldPlan(
      created: created, manifest: manifest, owners: owners, goldenSession: session, repository: repository)
  }

  private init(
    created: [GeneratedFile], manifest: String, owners: String, goldenSession: String, repository: RepositoryTexts
  ) throws(ScaffoldError) {
    self.created = created
    edited = [GeneratedFile(PackageManifestEdit.file, manifest), GeneratedFile(CodeOwnersEdit.file, owners)]
    originals = [
      PackageManifestEdit.file: try repository.text(PackageManifestEdit.file),
      CodeOwnersEdit.file: try repository.text(CodeOwnersEdit.file),
    ]
    self.goldenSession = goldenSession
  }

  /// The paths of `created` and of the golden journal and state the command records from `session`.
  private static func recorded(_ created: [GeneratedFile], _ session: String) -> [String] {
    let base = String(session.dropLast(".session.jsonl".count))
    return created.map(\.path) + [base + ".journal", base + ".state.json"]
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
