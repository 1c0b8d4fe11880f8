import ArchitectureRules
import Testing

/// The command-line reading both tools share: arguments in order, an option's value, and the
/// refusals that make a tool print its usage and exit 2.
@Suite struct ToolCommandLineTests {
  @Test func readsArgumentsInOrderWithTheValueAfterAnOption() throws {
    var arguments = ToolCommandLine.Arguments(["--package-path", "dir", "-x", "Name"])
    #expect(arguments.next() == "--package-path")
    #expect(try arguments.value(for: "--package-path") == "dir")
    #expect(arguments.next() == "-x")
    #expect(arguments.next() == "Name")
    #expect(arguments.next() == nil)
  }

  @Test(
    "an option whose value is missing, or is another option (long or short), is refused by name",
    arguments: [
      (["--kind"], "--kind needs a value"),
      (["--kind", "--dry-run"], "--kind needs a value, not the option `--dry-run`"),
      (["--kind", "-x"], "--kind needs a value, not the option `-x`"),
    ])
  func aMissingValueIsRefused(_ given: [String], _ message: String) {
    var arguments = ToolCommandLine.Arguments(given)
    _ = arguments.next()
    let error = #expect(throws: ToolCommandLine.UsageError.self) { try arguments.value(for: "--kind") }
    #expect(error?.message == message)
  }

  @Test func aValueThatIsNotAnOptionIsTakenEvenWithADashInside() throws {
    var arguments = ToolCommandLine.Arguments(["--affected", "origin/main-x"])
    _ = arguments.next()
    #expect(try arguments.value(for: "--affected") == "origin/main-x")
  }

  @Test func aLoneDashIsAValueStandardInputOrOutput() throws {
    var arguments = ToolCommandLine.Arguments(["--json", "-"])
    _ = arguments.next()
    #expect(try arguments.value(for: "--json") == "-")
  }

  @Test func optionsAreWhatTheParserReadsOrNilWhenItRefuses() {
    #expect(ToolCommandLine.options("tool", usage: "usage") { () throws(ToolCommandLine.UsageError) in 7 } == 7)
    let refused = ToolCommandLine.options("tool", usage: "usage") { () throws(ToolCommandLine.UsageError) -> Int in
      throw ToolCommandLine.UsageError(message: "bad")
    }
    #expect(refused == nil)
  }
}
