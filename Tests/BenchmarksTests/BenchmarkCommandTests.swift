import ArchitectureRules
import BenchmarkKit
import Testing

/// The command line as a newcomer meets it: what each argument list runs, and the message of each
/// refusal (the tool prints it with the usage on stderr and exits 2). Nothing here runs a workload.
@Suite struct BenchmarkCommandTests {
  private let catalog = [
    CatalogEntry(name: "S1", title: "small state", variants: ["floor", "floor-opaque", "store"]),
    CatalogEntry(name: "O1", title: "row models", variants: ["keyed", "models"]),
    CatalogEntry(name: "H1", title: "superapp end to end", variants: ["io-floor", "memory"]),
  ]

  private func command(_ arguments: [String]) throws -> BenchmarkCommand {
    try BenchmarkCommand.parse(arguments, catalog: catalog)
  }

  private func refusal(_ arguments: [String]) -> String? {
    do {
      _ = try BenchmarkCommand.parse(arguments, catalog: catalog)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func noArgumentsRunEveryWorkloadInFull() throws {
    #expect(try command([]) == .run(RunOptions()))
    #expect(RunOptions().selects("H1"))
    #expect(RunOptions().repetitions == 5)
  }

  @Test func theOptionsOfARunAreRead() throws {
    let options = RunOptions(quick: true, only: ["S1", "H1"], jsonPath: "results.jsonl")
    #expect(try command(["--quick", "--only", "S1,H1", "--json", "results.jsonl"]) == .run(options))
    #expect(options.repetitions == 3)
    #expect(options.selects("H1") && !options.selects("O1"))
    #expect(try command(["--json", "-"]) == .run(RunOptions(jsonPath: "-")))
  }

  @Test func helpIsAskedForAnywhereOnTheLine() throws {
    #expect(try command(["--help"]) == .help)
    #expect(try command(["-h"]) == .help)
    #expect(try command(["--quick", "--help"]) == .help)
  }

  @Test func anUnknownWorkloadIsNamedWithTheKnownOnes() {
    #expect(refusal(["--only", "XX"]) == "no workload is named 'XX'; the workloads are S1, O1, H1")
    #expect(refusal(["--only", "S1,XX"]) == "no workload is named 'XX'; the workloads are S1, O1, H1")
  }

  @Test func anOptionWithoutItsValueIsRefused() {
    #expect(refusal(["--only"]) == "--only needs a value")
    #expect(refusal(["--only", "--quick"]) == "--only needs a value, not the option `--quick`")
    #expect(refusal(["--only", ","]) == "--only needs workload names, such as S1,H1")
    #expect(refusal(["--json"]) == "--json needs a value")
  }

  @Test func anUnknownOptionIsNamed() {
    #expect(refusal(["--quik"]) == "unknown option '--quik'")
    #expect(refusal(["--quick", "--child", "S1", "store", "10"]) == "--child must come first, without other options")
  }

  @Test func aChildIsOneVariantOfOneWorkloadAtOneSize() throws {
    #expect(
      try command(["--child", "S1", "store", "1000000"]) == .child(workload: "S1", variant: "store", size: 1_000_000))
    #expect(try command(["--child", "O1", "keyed", "0"]) == .child(workload: "O1", variant: "keyed", size: 0))
  }

  @Test func aChildWithoutItsSizeSaysWhatIsExpected() {
    #expect(
      refusal(["--child", "S1", "store"])
        == "--child needs WORKLOAD VARIANT SIZE, such as `--child S1 store 1000000`; got S1 store")
    #expect(
      refusal(["--child"]) == "--child needs WORKLOAD VARIANT SIZE, such as `--child S1 store 1000000`; got nothing")
  }

  @Test func aChildsWorkloadVariantAndSizeAreChecked() {
    #expect(refusal(["--child", "XX", "store", "10"]) == "no workload is named 'XX'; the workloads are S1, O1, H1")
    #expect(
      refusal(["--child", "S1", "stor", "10"])
        == "S1 has no variant 'stor'; its variants are floor, floor-opaque, store")
    #expect(
      refusal(["--child", "S1", "store", "1e6"])
        == "SIZE must be a whole number of operations, such as 1000000, not '1e6'")
    #expect(
      refusal(["--child", "S1", "store", "-1"])
        == "SIZE must be a whole number of operations, such as 1000000, not '-1'")
  }

  @Test func theIOFloorChildParsesOnlyWhenAsked() throws {
    #expect(try command(["--io-floor"]) == .ioFloor(parse: false))
    #expect(try command(["--io-floor", "parse"]) == .ioFloor(parse: true))
    #expect(refusal(["--io-floor", "json"]) == "--io-floor takes nothing or `parse`, not 'json'")
  }
}
