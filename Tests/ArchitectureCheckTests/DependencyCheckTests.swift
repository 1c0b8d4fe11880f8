import Testing

@testable import ArchitectureRules

@Suite struct DependencyCheckTests {
  @Test func cleanPackagePasses() {
    let report = ArchitectureReport(checking: Fixture().snapshot)
    #expect(report.violations == [])
    #expect(report.targetsChecked == 14)
    #expect(report.filesChecked == 14)
    #expect(report.internalImportsChecked == 28)
  }

  @Test func domainImportingDomainIsCaughtAtItsLine() {
    var fixture = Fixture()
    let expected = fixture.appendViolating(
      "import Order", to: "Driver", .forbiddenImport,
      "Driver (domain) imports Order (domain) without declaring it; "
        + "a domain may import only the core; domains never import each other")
    #expect(fixture.violations == [expected])
    let printed = "Modules/Domains/Driver/Driver.swift:3: forbidden import: \(expected.explanation)"
    #expect(fixture.violations.map(\.description) == [printed])
  }

  @Test func featureImportingFeatureIsCaughtButTheCompositionRootMayDoIt() {
    var fixture = Fixture()
    fixture.declare(["UDF", "Driver", "Order", "ItemsList"], for: "TakeOrder")
    let importViolation = fixture.appendViolating(
      "import ItemsList", to: "TakeOrder", .forbiddenImport,
      "TakeOrder (feature) imports ItemsList (feature); "
        + "a feature may import the core, domains, and the modules whose events it reacts to (its module.json's "
        + "reactsTo); only the composition root imports other features")
    #expect(fixture.violations.contains(importViolation))
    #expect(importViolation.file == "Modules/Features/TakeOrder/TakeOrder.swift")
    #expect(fixture.violations.map(\.rule) == [.forbiddenImport, .forbiddenDependency])
    // The composition root imports the same two features in the clean fixture, which passes.
    var app = Fixture()
    app.append("import ItemsList", to: "App")
    app.append("import TakeOrder", to: "App")
    #expect(app.violations == [])
  }

  @Test func aFeatureMayImportTheModuleItReactsToAndNoOther() {
    var fixture = Fixture()
    fixture.reactions = ["TakeOrder": ["ItemsList"]]
    fixture.declare(["UDF", "Driver", "Order", "ItemsList"], for: "TakeOrder")
    fixture.append("import ItemsList", to: "TakeOrder")
    #expect(fixture.violations == [], "TakeOrder reacts to ItemsList's events")
    var other = Fixture()
    other.reactions = ["TakeOrder": ["ItemsList"]]
    other.declare(["UDF", "Items", "TakeOrder"], for: "ItemsList")
    #expect(other.violations.map(\.rule) == [.forbiddenDependency], "ItemsList declares no reaction to TakeOrder")
    var domain = Fixture()
    domain.reactions = ["Driver": ["Order"]]
    domain.declare(["UDF", "Order"], for: "Driver")
    #expect(domain.violations.map(\.rule) == [.forbiddenDependency], "a domain never reacts: it imports no module")
  }

  @Test func coreImportingDomainIsCaught() {
    var fixture = Fixture()
    fixture.declare(["Items"], for: "UDF")
    let expected = fixture.appendViolating(
      "public import Items", to: "UDF", .forbiddenImport,
      "UDF (core) imports Items (domain); the core imports only other core modules, Foundation and system modules")
    #expect(fixture.violations.contains(expected))
    #expect(expected.file == "Modules/UDF/UDF.swift")
  }

  @Test func coreModulesMayImportOtherCoreModulesOnly() {
    var fixture = Fixture()
    fixture.targets.append(PackageTarget(name: "UDFStore", path: "Modules/UDFStore", dependencies: ["UDF"]))
    fixture.sources["Modules/UDFStore/UDFStore.swift"] = "import UDF\n"
    #expect(fixture.violations == [])
    let policy = ImportPolicy(graph: PackageGraph(targets: []))
    for kind in ModuleKind.allCases {
      #expect(policy.allows(.core, kind) == (kind == .core), "\(kind)")
    }
  }

  @Test func undeclaredImportThatTheTableAllowsIsStillCaught() {
    var fixture = Fixture()
    let expected = fixture.appendViolating(
      "import Items", to: "TakeOrder", .undeclaredImport,
      "TakeOrder imports Items, which is not among its dependencies in Package.swift")
    #expect(fixture.violations == [expected])
    #expect(expected.file == "Modules/Features/TakeOrder/TakeOrder.swift")
  }

  @Test func declaredButForbiddenDependencyPointsAtTheManifestLine() {
    var fixture = Fixture()
    fixture.declare(["UDF", "Driver"], for: "Order")
    #expect(
      fixture.violations == [
        Violation(
          file: "Package.swift",
          line: fixture.manifestLine(of: "Order"),
          rule: .forbiddenDependency,
          explanation: "Order (domain) declares a dependency on Driver (domain); "
            + "a domain may import only the core; domains never import each other"
        )
      ]
    )
  }

  @Test func testableImportIsAllowedOnlyInTheModulesOwnTests() {
    var fixture = Fixture()
    fixture.append("@testable import Order", to: "OrderTests")
    let foreign = fixture.append("@testable import Order", to: "TakeOrderTests")
    let inDomain = fixture.append("@testable import UDF", to: "Driver")
    #expect(
      fixture.violations == [
        Violation(
          file: "Modules/Domains/Driver/Driver.swift",
          line: inDomain,
          rule: .foreignTestableImport,
          explanation: "`@testable import UDF` in Driver reaches into UDF's internals; "
            + "only UDF's own tests may use @testable"
        ),
        Violation(
          file: "Tests/TakeOrderTests/TakeOrderTests.swift",
          line: foreign,
          rule: .foreignTestableImport,
          explanation: "`@testable import Order` in TakeOrderTests reaches into Order's internals; "
            + "only Order's own tests may use @testable"
        ),
      ]
    )
  }

  @Test(
    arguments: [
      "import Order", "@testable import Order", "public import Order", "internal import Order",
      "import struct Order.RideOrder", "@_exported import Order", "@preconcurrency import Order",
      "@_spi(Internals) public import enum Order.OrderStatus",
    ]
  )
  func everyImportFormIsChecked(line text: String) {
    var fixture = Fixture()
    let line = fixture.append(text, to: "Driver")
    #expect(fixture.violations.map(\.line) == [line])
    #expect(fixture.violations.map(\.rule) == [.forbiddenImport])
  }

  @Test func importsInCommentsAndStringsAreIgnored() {
    var fixture = Fixture()
    fixture.append("// import Order", to: "Driver")
    fixture.append("/* import Order /* nested */ import Order */", to: "Driver")
    fixture.append("let text = \"import Order\"", to: "Driver")
    fixture.append("let block = \"\"\"\nimport Order\n\"\"\"", to: "Driver")
    #expect(fixture.violations == [])
  }

  @Test func testsMayImportTheirSubjectWhatItMayImportAndTestSupportButNoMore() {
    var fixture = Fixture()
    fixture.declare(["TakeOrder", "Driver", "Order", "UDF", "UDFTesting", "Items", "ItemsList"], for: "TakeOrderTests")
    fixture.append("import Items", to: "TakeOrderTests")
    let line = fixture.append("import ItemsList", to: "TakeOrderTests")
    #expect(
      fixture.violations == [
        Violation(
          file: "Package.swift",
          line: fixture.manifestLine(of: "TakeOrderTests"),
          rule: .forbiddenDependency,
          explanation: "TakeOrderTests (test) declares a dependency on ItemsList (feature); "
            + "tests of TakeOrder may import TakeOrder, what TakeOrder may import, and test support"
        ),
        Violation(
          file: "Tests/TakeOrderTests/TakeOrderTests.swift",
          line: line,
          rule: .forbiddenImport,
          explanation: "TakeOrderTests (test) imports ItemsList (feature); "
            + "tests of TakeOrder may import TakeOrder, what TakeOrder may import, and test support"
        ),
      ]
    )
  }

  @Test func appMayImportFeaturesButNotTestSupport() {
    var fixture = Fixture()
    fixture.declare(["UDF", "App", "TakeOrder", "ItemsList", "Items", "UDFTesting"], for: "HeadlessKit")
    fixture.append("import ItemsList", to: "HeadlessKit")
    fixture.append("import Items", to: "HeadlessKit")
    let line = fixture.append("import UDFTesting", to: "HeadlessKit")
    #expect(fixture.violations.map(\.rule) == [.forbiddenImport, .forbiddenDependency])
    #expect(fixture.violations.first?.line == line)
    #expect(fixture.violations.last?.line == fixture.manifestLine(of: "HeadlessKit"))
  }

  @Test func toolsMayImportAnything() {
    var fixture = Fixture()
    fixture.declare(["UDF", "UDFTesting", "App", "Order", "HeadlessKit"], for: "ArchitectureRules")
    for module in ["UDF", "UDFTesting", "App", "Order", "HeadlessKit"] {
      fixture.append("import \(module)", to: "ArchitectureRules")
    }
    #expect(fixture.violations == [])
  }

  @Test func testSupportMayImportOnlyTheCore() {
    var fixture = Fixture()
    fixture.declare(["UDF", "Order"], for: "UDFTesting")
    fixture.append("import Order", to: "UDFTesting")
    #expect(fixture.violations.map(\.rule) == [.forbiddenImport, .forbiddenDependency])
    #expect(fixture.violations.first?.explanation.hasSuffix("test support may import only the core") == true)
  }

  @Test func targetOutsideTheLayoutAndExternalPackagesAreReported() {
    var fixture = Fixture()
    fixture.targets.append(PackageTarget(name: "Stray", path: "Sources/Stray"))
    fixture.sources["Sources/Stray/Stray.swift"] = "import Foundation\n"
    fixture.externalPackages = ["swift-collections"]
    #expect(
      fixture.violations == [
        Violation(
          file: "Package.swift",
          line: 1,
          rule: .externalPackage,
          explanation: "the package depends on `swift-collections`; the toolchain is the whole dependency list"
        ),
        Violation(
          file: "Package.swift",
          line: fixture.manifestLine(of: "Stray"),
          rule: .unknownModuleKind,
          explanation: "Stray lives at Sources/Stray, outside Modules/<core>, Modules/*Testing, Modules/Domains/*, "
            + "Modules/Infrastructure/*, Modules/Codecs/*, Modules/Features/*, Modules/CompositionRoot/*, Apps/* and "
            + "Tools/*; docs/ARCHITECTURE.md gives it no place"
        ),
      ]
    )
  }
}

/// Infrastructure (JSON, Journal) knows no domain: it imports only other infrastructure, and only
/// apps, codecs and tools import it. A codec (the core's wire shapes over one format) imports only
/// the core and infrastructure, and only apps and tools import it.
@Suite struct InfrastructureRuleTests {
  private let policy = ImportPolicy(graph: PackageGraph(targets: []))

  @Test func infrastructureImportsOnlyInfrastructure() {
    for kind in ModuleKind.allCases {
      #expect(policy.allows(.infrastructure, kind) == (kind == .infrastructure), "\(kind)")
    }
  }

  @Test func onlyAppsCodecsAndToolsImportInfrastructure() {
    let importers = ModuleKind.allCases.filter { policy.allows($0, .infrastructure) }
    #expect(Set(importers) == [.infrastructure, .codec, .app, .tool])
  }

  @Test func aCodecImportsOnlyTheCoreAndInfrastructureAndOnlyAppsAndToolsImportIt() {
    for kind in ModuleKind.allCases {
      #expect(policy.allows(.codec, kind) == [.core, .infrastructure].contains(kind), "\(kind)")
    }
    let importers = ModuleKind.allCases.filter { policy.allows($0, .codec) }
    #expect(Set(importers) == [.app, .tool])
  }

  @Test func theFolderGivesTheKind() {
    #expect(ModuleKind(path: "Modules/Infrastructure/Journal", isTest: false) == .infrastructure)
    #expect(ModuleKind(path: "Modules/UDF", isTest: false) == .core)
    #expect(ModuleKind(path: "Modules/DomainValues", isTest: false) == .core)
    #expect(ModuleKind(path: "Modules/Infrastructure", isTest: false) == .unknown)
    #expect(ModuleKind(path: "Modules/Codecs/JSONFieldCodec", isTest: false) == .codec)
    #expect(ModuleKind(path: "Modules/Codecs", isTest: false) == .unknown)
  }
}
