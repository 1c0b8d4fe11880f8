import BenchmarkKit
import Testing

/// The usage lists the workloads it is given, each with its title, in the registry's order: a
/// workload added to the registry is in `--help` without editing the text.
@Suite struct BenchmarkUsageTests {
  @Test func everyWorkloadIsListedWithItsTitleInOrder() throws {
    let catalog = [
      CatalogEntry(name: "S1", title: "small state", variants: ["store"]),
      CatalogEntry(name: "J2", title: "start-up with a snapshot", variants: ["full"]),
      CatalogEntry(name: "E1", title: "effects", variants: ["manual"]),
    ]
    let lines = BenchmarkUsage.text(catalog: catalog).split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "Workloads:"))
    #expect(
      Array(lines[(start + 1)...]) == ["  S1  small state", "  J2  start-up with a snapshot", "  E1  effects", ""])
  }

  @Test func itNamesEveryOption() {
    let text = BenchmarkUsage.text(catalog: [])
    for option in ["--quick", "--only", "--json FILE", "--child WORKLOAD VARIANT SIZE", "--help"] {
      #expect(text.contains(option), "usage lacks \(option)")
    }
  }
}
