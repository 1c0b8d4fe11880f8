import ArchitectureRules
import Testing

@Suite struct AffectedTestsTests {
  private let graph = PackageGraph(
    targets: [
      PackageTarget(name: "UDF", path: "Modules/UDF"),
      PackageTarget(name: "Order", path: "Modules/Domains/Order", dependencies: ["UDF"]),
      PackageTarget(name: "Box", path: "Modules/Domains/Box", dependencies: ["UDF"]),
      PackageTarget(name: "TakeOrder", path: "Modules/Features/TakeOrder", dependencies: ["UDF", "Order"]),
      PackageTarget(name: "compose-app", path: "Tools/ComposeApp/Main"),
      PackageTarget(name: "ComposeAppPlugin", path: "Tools/ComposeApp/Plugin", dependencies: ["compose-app"]),
      PackageTarget(
        name: "App", path: "Modules/CompositionRoot/App", dependencies: ["TakeOrder", "Box"],
        plugins: ["ComposeAppPlugin"]),
      PackageTarget(name: "UDFTests", path: "Tests/UDFTests", isTest: true, dependencies: ["UDF"]),
      PackageTarget(name: "OrderTests", path: "Tests/OrderTests", isTest: true, dependencies: ["Order"]),
      PackageTarget(name: "BoxTests", path: "Tests/BoxTests", isTest: true, dependencies: ["Box"]),
      PackageTarget(name: "TakeOrderTests", path: "Tests/TakeOrderTests", isTest: true, dependencies: ["TakeOrder"]),
      PackageTarget(name: "AppTests", path: "Tests/AppTests", isTest: true, dependencies: ["App"]),
      PackageTarget(name: "ArchitectureCheckTests", path: "Tests/ArchitectureCheckTests", isTest: true),
      PackageTarget(name: "NewModuleKit", path: "Tools/NewModule/NewModuleKit"),
      PackageTarget(
        name: "NewModuleTests", path: "Tests/NewModuleTests", isTest: true, dependencies: ["NewModuleKit"]),
    ]
  )

  @Test func aDomainsChangeReachesItsTestsAndEveryoneAboveItOnly() {
    #expect(
      AffectedTests.of(["Modules/Domains/Order/OrdersState.swift"], in: graph)
        == ["AppTests", "OrderTests", "TakeOrderTests"])
    #expect(AffectedTests.of(["Modules/Domains/Box/README.md"], in: graph) == ["AppTests", "BoxTests"])
  }

  @Test func aTestsOwnChangeIsThatTestAlone() {
    #expect(AffectedTests.of(["Tests/BoxTests/BoxTests.swift"], in: graph) == ["BoxTests"])
  }

  @Test func theCoreReachesEveryTestThatStandsOnIt() {
    #expect(
      AffectedTests.of(["Modules/UDF/Reducer.swift"], in: graph)
        == ["AppTests", "BoxTests", "OrderTests", "TakeOrderTests", "UDFTests"])
  }

  @Test func aBuildPluginsToolReachesTheTargetItWritesInto() {
    #expect(AffectedTests.of(["Tools/ComposeApp/Main/main.swift"], in: graph) == ["AppTests"])
  }

  /// The scaffold's templates belong to no target but are read by the scaffold: a change there
  /// selects the scaffold's tests alone, not every test as an unowned file does.
  @Test func aTemplateChangeIsTheScaffoldsChange() {
    #expect(AffectedTests.of(["Tools/NewModule/Templates/Domain/README.md"], in: graph) == ["NewModuleTests"])
    #expect(
      AffectedTests.of(["Tools/NewModule/TemplatesOld/x.swift"], in: graph)
        == [
          "AppTests", "ArchitectureCheckTests", "BoxTests", "NewModuleTests", "OrderTests", "TakeOrderTests",
          "UDFTests",
        ])
  }

  /// Dependents are collected until none is added, so a target listed before what it depends on
  /// (here every one: the list reversed) is still reached through the others.
  @Test func dependentsAreReachedWhateverOrderTheTargetsAreListedIn() {
    let reversed = PackageGraph(targets: Array(graph.targets.reversed()))
    #expect(AffectedTests.of(["Tools/ComposeApp/Main/main.swift"], in: reversed) == ["AppTests"])
    #expect(
      AffectedTests.of(["Modules/UDF/Reducer.swift"], in: reversed)
        == ["AppTests", "BoxTests", "OrderTests", "TakeOrderTests", "UDFTests"])
  }

  /// A file in a target's folder that lies inside another target's folder belongs to the inner one.
  @Test(arguments: [false, true]) func aFileInNestedTargetFoldersBelongsToTheDeepest(innerFirst: Bool) {
    let targets = [
      PackageTarget(name: "Outer", path: "Modules/Outer"),
      PackageTarget(name: "Inner", path: "Modules/Outer/Inner"),
      PackageTarget(name: "OuterTests", path: "Tests/OuterTests", isTest: true, dependencies: ["Outer"]),
      PackageTarget(name: "InnerTests", path: "Tests/InnerTests", isTest: true, dependencies: ["Inner"]),
    ]
    let nested = PackageGraph(targets: innerFirst ? Array(targets.reversed()) : targets)
    #expect(AffectedTests.of(["Modules/Outer/Inner/Inner.swift"], in: nested) == ["InnerTests"])
    #expect(AffectedTests.of(["Modules/Outer/Outer.swift"], in: nested) == ["OuterTests"])
  }

  @Test func aFileOfNoTargetSelectsEveryTestAndNoChangeSelectsNone() {
    #expect(AffectedTests.of(["Package.swift"], in: graph).count == 7)
    #expect(AffectedTests.of(["Modules/Domains/Order/x.swift", ".ci/run"], in: graph).count == 7)
    #expect(AffectedTests.of([], in: graph).isEmpty)
    #expect(AffectedTests.of(["Modules/Domains/Orders/x.swift"], in: graph).count == 7, "not Order's folder")
    #expect(AffectedTests.of(["Tests/Fixtures/Golden/golden-v2.journal"], in: graph).count == 7, "the platform's")
  }

  /// A branch that adds a module: its folders, its goldens, its lines in the lists and the graph.
  @Test func aBranchAddingAModuleSelectsItItsDependentsAndTheListReadersOnly() {
    let branch = [
      "Modules/Domains/Box/Box.swift", "Tests/BoxTests/BoxTests.swift", "Tests/Fixtures/Golden/box-pack.journal",
      "Tests/Fixtures/Golden/box-pack.session.jsonl", "Package.swift", "CODEOWNERS", "docs/modules.md",
    ]
    let selected = AffectedTests.of(branch, in: graph, manifestLines: [#"  "Box","#])
    #expect(selected == ["AppTests", "ArchitectureCheckTests", "BoxTests", "NewModuleTests"])
    let feature = AffectedTests.of(
      ["Package.swift"], in: graph, manifestLines: [#"  feature("TakeOrder", mediating: ["Order"]),"#])
    #expect(feature == ["AppTests", "ArchitectureCheckTests", "NewModuleTests", "TakeOrderTests"])
  }

  @Test func anyOtherManifestLineOrAGoldenOfNoModuleSelectsEverything() {
    #expect(AffectedTests.of(["Package.swift"], in: graph, manifestLines: [#"  "Box","#, "let x = 1"]).count == 7)
    #expect(AffectedTests.of(["Package.swift"], in: graph, manifestLines: [#"  "Nope","#]).count == 7)
    #expect(AffectedTests.of(["Tests/Fixtures/Golden/takeOrder-trip.journal"], in: graph).contains("UDFTests") == false)
    #expect(AffectedTests.of(["CODEOWNERS"], in: graph) == ["ArchitectureCheckTests", "NewModuleTests"])
  }
}
