import Testing

@testable import NewModuleKit

/// The substitution rules (`Tools/NewModule/Templates/README.md`) on small texts: a domain's five
/// placeholders; a feature's mediated domain, one code line a domain with commas between list items,
/// the whole list in comments and READMEs; imports sorted again; one pass, the longest first.
@Suite struct TemplateSubstitutionTests {
  private func feature(_ domains: [(String, String, String)]) throws -> TemplateSubstitution {
    try FeatureNames(
      try ModuleName("Deliver"),
      mediating: domains.map { FeatureNames.Domain(name: $0.0, stateType: $0.1, field: $0.2) }
    ).substitution
  }

  @Test func aDomainsPlaceholdersBecomeItsNameWordsAndPart() throws {
    let substitution = try DomainNames(try ModuleName("RideFeedback")).substitution
    #expect(
      substitution.text("TemplateDomainsState templateDomains TemplateDomain templateDomain template domain", path: "a")
        == "RideFeedbacksState rideFeedbacks RideFeedback rideFeedback ride feedback")
    let asked = try DomainNames(try ModuleName("RideFeedback"), part: "notes").substitution
    #expect(
      asked.path("Modules/Domains/TemplateDomain/TemplateDomainsState+Stored.swift")
        == "Modules/Domains/RideFeedback/NotesState+Stored.swift")
    #expect(asked.text(#"partName = "templateDomains""#, path: "a.swift") == #"partName = "notes""#)
  }

  @Test func aNameWrittenInIsNeverReadAgain() throws {
    let substitution = try DomainNames(try ModuleName("TemplateDomain")).substitution
    #expect(substitution.text("TemplateDomainEntry templateDomain", path: "a") == "TemplateDomainEntry templateDomain")
    let template = try FeatureNames(try ModuleName("Template"), mediating: []).substitution
    #expect(template.text("TemplateFeature template.note", path: "a") == "TemplateFeature template.note")
  }

  @Test func aCodeLineNamingTheMediatedDomainIsWrittenOnceADomainInOrder() throws {
    let substitution = try feature([("Order", "OrdersState", "orders"), ("Box", "BoxesState", "boxes")])
    let text = """
      import DomainValues
      import TemplateDomain
      import UDF

      struct TemplateWorld {
        var templateDomains = TemplateDomainsState()
      }
      """
    #expect(
      substitution.text(text, path: "Fixtures.swift") == """
        import Box
        import DomainValues
        import Order
        import UDF

        struct DeliverWorld {
          var orders = OrdersState()
          var boxes = BoxesState()
        }
        """)
  }

  @Test func theCopiesOfAParameterOrArgumentAreSeparatedByCommas() throws {
    let three = try feature([
      ("Apple", "ApplesState", "apples"), ("Pear", "PearsState", "pears"), ("Plum", "PlumsState", "plums"),
    ])
    let text = """
        _ action: TemplateAction,
        templateDomains: TemplateDomainsState
        templateDomains: inout TemplateDomainsState,
        templateDomains: world.templateDomains)
      """
    #expect(
      three.text(text, path: "a.swift") == """
          _ action: DeliverAction,
          apples: ApplesState,
          pears: PearsState,
          plums: PlumsState
          apples: inout ApplesState,
          pears: inout PearsState,
          plums: inout PlumsState,
          apples: world.apples,
          pears: world.pears,
          plums: world.plums)
        """)
    let one = try feature([("Order", "OrdersState", "orders")])
    #expect(one.text(text, path: "a.swift").hasSuffix("\n  orders: world.orders)"))
  }

  @Test func commentsAndReadmesNameTheMediatedDomainsAsOneList() throws {
    let text = """
      /// The mediator between TemplateDomain: owns every action that needs them together.
      /// Checks `action` against the templateDomains; `check(_:templateDomains:)`.
      /// `swift run new-module Template --kind feature --mediates TemplateDomain`
      """
    let three = try feature([
      ("Apple", "ApplesState", "apples"), ("Pear", "PearsState", "pears"), ("Plum", "PlumsState", "plums"),
    ])
    #expect(
      three.text(text, path: "a.swift") == """
        /// The mediator between Apple, Pear and Plum: owns every action that needs them together.
        /// Checks `action` against the apples, pears and plums; `check(_:apples:pears:plums:)`.
        /// `swift run new-module Deliver --kind feature --mediates Apple,Pear,Plum`
        """)
    let one = try feature([("Order", "OrdersState", "orders")])
    #expect(
      one.text(text, path: "README.md") == """
        /// The mediator between Order: owns every action that needs it.
        /// Checks `action` against the orders; `check(_:orders:)`.
        /// `swift run new-module Deliver --kind feature --mediates Order`
        """)
  }

  @Test func onlySwiftFilesRepeatLinesAndSortImports() throws {
    let substitution = try feature([("Order", "OrdersState", "orders"), ("Box", "BoxesState", "boxes")])
    #expect(
      substitution.text("import UDF\nimport TemplateDomain", path: "a.swift") == "import Box\nimport Order\nimport UDF")
    #expect(
      substitution.text("import UDF\nimport TemplateDomain", path: "README.md") == "import UDF\nimport Order and Box")
  }
}
