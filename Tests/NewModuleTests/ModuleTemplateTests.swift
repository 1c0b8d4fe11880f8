import NewModuleKit
import Testing

/// The templates in the repository are the files the scaffold writes: each kind's folder holds
/// exactly the files its `ModuleTemplate` lists, and a module instantiated from them keeps no
/// placeholder (`Template…`, `template…`), whatever the names.
@Suite struct ModuleTemplateTests {
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
  }

  @Test func eachKindsFolderHoldsExactlyTheFilesItsTemplateLists() {
    for template in [ModuleTemplate.domain, .feature] {
      let inFolder = texts.templates.keys.filter { $0.hasPrefix(template.kind) }
      #expect(inFolder.sorted() == template.files.map { template.kind + $0 }.sorted(), "\(template.kind)")
    }
    let kinds = [ModuleTemplate.domain.kind, ModuleTemplate.feature.kind]
    #expect(texts.templates.keys.filter { path in !kinds.contains { path.hasPrefix($0) } } == ["README.md"])
  }

  @Test(arguments: [["Box"], ["Order", "Box"], ["Box", "Driver", "Items", "Order"]])
  func noPlaceholderIsLeftInAModule(mediating domains: [String]) throws {
    let plans = [
      try ScaffoldPlan.domain(try ModuleName("Parcel"), in: texts),
      try ScaffoldPlan.domain(try ModuleName("RideFeedback"), part: "notes", in: texts),
      try ScaffoldPlan.feature(try ModuleName("Deliver"), mediating: domains, in: texts),
    ]
    for file in plans.flatMap(\.created) {
      #expect(!file.path.lowercased().contains("template"), "\(file.path)")
      for line in file.text.split(separator: "\n") where line.lowercased().contains("template") {
        Issue.record("\(file.path): \(line)")
      }
    }
  }
}
