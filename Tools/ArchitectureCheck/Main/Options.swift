import ArchitectureRules

/// The command line, parsed.
///
/// Hand-written because the project takes no packages, swift-argument-parser included.
struct Options {
  enum Mode: Equatable {
    case check, writeGraph, checkGraph, composition
    case affected(base: String)
    case help
  }

  typealias UsageError = ToolCommandLine.UsageError

  var mode = Mode.check
  var packagePath: String?
  var descriptionFile: String?

  init(_ arguments: [String]) throws(UsageError) {
    var remaining = ToolCommandLine.Arguments(arguments)
    while let argument = remaining.next() {
      switch argument {
      case "--graph": try set(.writeGraph)
      case "--check-graph": try set(.checkGraph)
      case "--composition": try set(.composition)
      case "--affected": try set(.affected(base: try remaining.value(for: argument)))
      case "--help", "-h": mode = .help
      case "--package-path": packagePath = try remaining.value(for: argument)
      case "--description": descriptionFile = try remaining.value(for: argument)
      default: throw UsageError(message: "unknown argument `\(argument)`")
      }
    }
  }

  private mutating func set(_ newMode: Mode) throws(UsageError) {
    guard mode == .check else {
      throw UsageError(message: "--graph, --check-graph, --composition and --affected are exclusive")
    }
    mode = newMode
  }
}
