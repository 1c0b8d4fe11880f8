/// A kind of module as a team gets it, kept as real files in `Tools/NewModule/Templates/<Kind>/`
/// laid out as in the repository (the module, its tests, its golden session), with placeholder
/// names the scaffold replaces (`TemplateSubstitution`). So the module a team starts from is code a
/// reader opens and the formatter reads, and the tool is only its naming rules and the writing.
public struct ModuleTemplate: Sendable {
  /// The templates' folder, from the repository's root.
  public static let folder = "Tools/NewModule/Templates/"

  /// The kind's folder in `folder` (`Domain/`).
  public let kind: String
  /// The template's files, by path from the kind's folder, in the order the scaffold writes and
  /// lists them.
  public let files: [String]
  /// The session of the module's golden journal, one of `files`.
  let goldenSession: String

  /// A domain: `TemplateDomain`, its table of entries `TemplateDomainsState` stored as
  /// `templateDomains`, one example action `templateDomain.record`.
  public static let domain = ModuleTemplate(
    kind: "Domain/",
    files: [
      "Modules/Domains/TemplateDomain/README.md", "Modules/Domains/TemplateDomain/module.json",
      "Modules/Domains/TemplateDomain/TemplateDomainAction.swift",
      "Modules/Domains/TemplateDomain/TemplateDomainError.swift",
      "Modules/Domains/TemplateDomain/TemplateDomainNote.swift",
      "Modules/Domains/TemplateDomain/TemplateDomainEntry.swift",
      "Modules/Domains/TemplateDomain/TemplateDomainsState.swift",
      "Modules/Domains/TemplateDomain/TemplateDomainsState+Stored.swift",
      "Modules/Domains/TemplateDomain/TemplateDomainWire.swift", "Tests/TemplateDomainTests/Fixtures.swift",
      "Tests/TemplateDomainTests/TemplateDomainsStateTests.swift",
      "Tests/TemplateDomainTests/TemplateDomainsStateRandomizedTests.swift",
      "Tests/Fixtures/Golden/templateDomain-record.session.jsonl",
    ],
    goldenSession: "Tests/Fixtures/Golden/templateDomain-record.session.jsonl")

  /// A feature: `Template`, mediating the domain `TemplateDomain` (a line naming it is written once
  /// per mediated domain), one example action `template.note` and its event `TemplateNoted`.
  public static let feature = ModuleTemplate(
    kind: "Feature/",
    files: [
      "Modules/Features/Template/README.md", "Modules/Features/Template/module.json",
      "Modules/Features/Template/TemplateAction.swift", "Modules/Features/Template/TemplateFeature.swift",
      "Modules/Features/Template/TemplateNoted.swift", "Modules/Features/Template/TemplateWire.swift",
      "Tests/TemplateTests/Fixtures.swift", "Tests/TemplateTests/TemplateFeatureTests.swift",
      "Tests/Fixtures/Golden/template-note.session.jsonl",
    ],
    goldenSession: "Tests/Fixtures/Golden/template-note.session.jsonl")

  /// The module's files: each of the template's, read from `repository`, with `substitution`'s
  /// names; refuses a template file the repository does not have.
  func instantiate(
    _ substitution: TemplateSubstitution, from repository: RepositoryTexts
  ) throws(ScaffoldError) -> [GeneratedFile] {
    var result: [GeneratedFile] = []
    for path in files {
      guard let text = repository.templates[kind + path] else { throw .unreadable(Self.folder + kind + path) }
      result.append(GeneratedFile(substitution.path(path), substitution.text(text, path: path)))
    }
    return result
  }
}
