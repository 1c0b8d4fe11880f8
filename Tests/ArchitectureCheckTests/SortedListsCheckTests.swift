import ArchitectureRules
import Testing

/// Two teams' lines merged by union land in merge order; the check names the first out of place.
@Suite struct SortedListsCheckTests {
  private func violations(manifest: String, owners: String = "") -> [Violation] {
    let snapshot = RepositorySnapshot(
      graph: PackageGraph(targets: []), manifest: manifest, sources: [], codeOwners: owners, files: [])
    return SortedListsCheck(snapshot).violations
  }

  @Test func sortedListsPass() {
    let manifest = "let domains = [\n  \"Box\",\n  \"Loyalty\",\n  \"Lottery\",\n]\nlet features = [\n]\n"
    #expect(violations(manifest: manifest).isEmpty == false, "Lottery sorts before Loyalty")
    let sorted = "let domains = [\n  \"Box\",\n  \"Lottery\",\n  \"Loyalty\",\n]\n"
    #expect(violations(manifest: sorted).isEmpty)
  }

  @Test func anUnsortedDomainOrFeatureIsNamedAtItsLine() {
    let manifest = "// x\nlet domains = [\n  \"Box\",\n  \"Loyalty\",\n  \"Lottery\",\n]\n"
    #expect(
      violations(manifest: manifest).map(\.description) == [
        "Package.swift:5: unsorted list: Lottery comes after Loyalty in `let domains = [`, which are kept sorted; "
          + "move it up"
      ])
    let features =
      "let features = [\n  feature(\"TakeOrder\", mediating: []),\n  feature(\"Rate\", mediating: []),\n]\n"
    #expect(violations(manifest: features).first?.line == 3)
  }

  @Test func anUnsortedCodeOwnersLineIsNamed() {
    let owners = "/*  @p\n/Modules/Domains/Box/  @b\n/Modules/Domains/Loyalty/  @l\n/Modules/Domains/Lottery/  @l\n"
    #expect(violations(manifest: "", owners: owners).map(\.line) == [4])
    let tests = "/Tests/BoxTests/  @b\n/Tests/Fixtures/  @p\n/Tests/Fixtures/Golden/box-*  @b\n/Tests/ItemsTests/  @i\n"
    #expect(violations(manifest: "", owners: tests).isEmpty)
  }
}
