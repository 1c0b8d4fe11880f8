import Testing

@testable import NewModuleKit

/// The templates instantiated write, byte for byte, what the string-literal sources they replace
/// wrote for the same names (a test for the one change that has both; it goes with them). The one
/// difference is meant: a domain's test files sort `import <Name>` among the others, as the format
/// wants, where the literals put it after `DomainValues` whatever the name (`Zebra` failed the lint).
@Suite struct TemplateEquivalenceTests {
  private let texts: RepositoryTexts

  init() throws {
    texts = try RepositoryFixture.texts()
  }

  @Test(
    arguments: [
      ("Parcel", nil), ("Parcel", "shipments"), ("RideFeedback", nil), ("Category", nil), ("Person", nil),
      ("Aardvark", nil), ("Zebra", nil), ("ParcelLongLongLongLongXy", nil), ("Items", "itemRows"),
    ] as [(String, String?)])
  func aDomainIsWhatTheLiteralsWrote(name: String, part: String?) throws {
    let names = try DomainNames(try ModuleName(name), part: part)
    let old = DomainSources.files(names) + DomainTestSources.files(names)
    let new = try ModuleTemplate.domain.instantiate(names.substitution, from: texts)
    #expect(new.map(\.path) == old.map(\.path))
    for (before, after) in zip(old, new) {
      let sorted = before.path.hasSuffix(".swift") ? Self.sortingImports(before.text) : before.text
      #expect(after.text == sorted, "\(after.path)")
      if ("DomainValues"..."Testing").contains(name) { #expect(after.text == before.text, "\(after.path)") }
    }
    #expect(names.substitution.path(ModuleTemplate.domain.goldenSession) == DomainTestSources.goldenSession(names))
  }

  @Test(arguments: ["Deliver", "Aardvark", "Zebra", "RideFeedbackLongLongLong"], [1, 2, 3, 4])
  func aFeatureIsWhatTheLiteralsWrote(name: String, count: Int) throws {
    let domains = texts.modules.filter(\.isDomain).reversed().prefix(count).map {
      FeatureNames.Domain(name: $0.name, stateType: $0.stateType ?? "", field: $0.field ?? "")
    }
    let names = try FeatureNames(try ModuleName(name), mediating: domains)
    let old = FeatureSources.files(names) + FeatureTestSources.files(names)
    let new = try ModuleTemplate.feature.instantiate(names.substitution, from: texts)
    #expect(new.map(\.path) == old.map(\.path))
    for (before, after) in zip(old, new) { #expect(after.text == before.text, "\(after.path)") }
    #expect(names.substitution.path(ModuleTemplate.feature.goldenSession) == FeatureTestSources.goldenSession(names))
  }

  private static func sortingImports(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return TemplateSubstitution.sortingImports(lines).joined(separator: "\n")
  }
}
