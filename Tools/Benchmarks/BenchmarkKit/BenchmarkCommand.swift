import ArchitectureRules

/// What `benchmarks` was asked to do, read from its arguments: a run, its usage, or one
/// measurement in this process (a child of a run, or started by hand to profile it).
public enum BenchmarkCommand: Equatable, Sendable {
  /// Run the selected workloads, each measurement in fresh child processes.
  case run(RunOptions)
  /// Print the usage on stdout.
  case help
  /// One measurement in this process, printed as JSON (`--child WORKLOAD VARIANT SIZE`).
  case child(workload: String, variant: String, size: Int)
  /// H1's floor child, which H1 spawns in place of `superapp` (`--io-floor [parse]`): read,
  /// checksum (and with `parse`, parse) each stdin line and answer it.
  case ioFloor(parse: Bool)

  public typealias UsageError = ToolCommandLine.UsageError

  /// The command `arguments` (without the executable's name) ask for, checked against `catalog`.
  public static func parse(_ arguments: [String], catalog: [CatalogEntry]) throws(UsageError) -> BenchmarkCommand {
    switch arguments.first {
    case "--child": return try child(Array(arguments.dropFirst()), catalog: catalog)
    case "--io-floor":
      let rest = arguments.dropFirst()
      guard rest.isEmpty || rest == ["parse"] else {
        throw UsageError(message: "--io-floor takes nothing or `parse`, not '\(rest.joined(separator: " "))'")
      }
      return .ioFloor(parse: !rest.isEmpty)
    default: break
    }
    var options = RunOptions()
    var rest = ToolCommandLine.Arguments(arguments)
    while let argument = rest.next() {
      switch argument {
      case "--help", "-h": return .help
      case "--quick": options.quick = true
      case "--json": options.jsonPath = try rest.value(for: argument)
      case "--only":
        let names = try rest.value(for: argument).split(separator: ",").map(String.init)
        guard !names.isEmpty else { throw UsageError(message: "--only needs workload names, such as S1,H1") }
        for name in names { _ = try entry(name, in: catalog) }
        options.only = names
      case "--child", "--io-floor":
        throw UsageError(message: "\(argument) must come first, without other options")
      default: throw UsageError(message: "unknown option '\(argument)'")
      }
    }
    return .run(options)
  }

  private static func child(_ arguments: [String], catalog: [CatalogEntry]) throws(UsageError) -> BenchmarkCommand {
    guard arguments.count == 3 else {
      let given = arguments.isEmpty ? "nothing" : arguments.joined(separator: " ")
      throw UsageError(message: "--child needs WORKLOAD VARIANT SIZE, such as `--child S1 store 1000000`; got \(given)")
    }
    let workload = try entry(arguments[0], in: catalog)
    guard workload.variants.contains(arguments[1]) else {
      throw UsageError(
        message: "\(workload.name) has no variant '\(arguments[1])'; its variants are "
          + workload.variants.joined(separator: ", "))
    }
    guard let size = Int(arguments[2]), size >= 0 else {
      throw UsageError(message: "SIZE must be a whole number of operations, such as 1000000, not '\(arguments[2])'")
    }
    return .child(workload: workload.name, variant: arguments[1], size: size)
  }

  private static func entry(_ name: String, in catalog: [CatalogEntry]) throws(UsageError) -> CatalogEntry {
    guard let entry = catalog.first(where: { $0.name == name }) else {
      throw UsageError(
        message: "no workload is named '\(name)'; the workloads are "
          + catalog.map(\.name).joined(separator: ", "))
    }
    return entry
  }
}
