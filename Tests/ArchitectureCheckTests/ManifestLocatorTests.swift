import Testing

@testable import ArchitectureRules

/// Violations about the manifest point at the line a person edits, also for the targets a helper
/// declares from a list of names (the real manifest's `domains`).
struct ManifestLocatorTests {
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let domains = ["User", "Box"]

    func domain(_ name: String) -> [Target] {
      [
        .target(name: name, dependencies: ["UDF"], path: "Modules/Domains/\\(name)"),
        .testTarget(name: "\\(name)Tests", dependencies: [.byName(name: name), "UDF"], path: "Tests/\\(name)Tests"),
      ]
    }

    let package = Package(
      name: "P",
      targets: [
        .target(name: "UDF", path: "Modules/UDF"),
        .target(
          name: "App",
          dependencies: ["UDF", "Box"],
          path: "Modules/CompositionRoot/App"),
      ]
    )
    package.targets += domains.flatMap(domain)
    """

  let locator = ManifestLocator(Self.manifest)

  @Test func aDeclaredTargetIsFoundAtItsName() {
    #expect(locator.line(ofTarget: "UDF") == 16)
    #expect(locator.line(ofTarget: "App") == 18)
    #expect(locator.line(ofDependency: "Box", inTarget: "App") == 19)
  }

  @Test func aTargetTheHelperDeclaresIsFoundAtTheListOfNames() {
    #expect(locator.line(ofTarget: "Box") == 4)
    #expect(locator.line(ofTarget: "BoxTests") == 4)
    #expect(locator.line(ofDependency: "UDF", inTarget: "User") == 4)
  }

  @Test func anUnknownTargetPointsAtTheFirstLine() {
    #expect(locator.line(ofTarget: "Parcel") == 1)
    #expect(locator.line(ofTarget: "ParcelTests") == 1)
  }
}
