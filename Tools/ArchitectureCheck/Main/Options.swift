/// The command line, parsed.
///
/// Hand-written because the project takes no packages, swift-argument-parser included.
struct Options {
  enum Mode: Equatable {
    case check, writeGraph, checkGraph, help
  }

  struct UsageError: Error {
    let message: String
  }

  var mode = Mode.check
  var packagePath: String?
  var descriptionFile: String?

  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--graph": try set(.writeGraph)
      case "--check-graph": try set(.checkGraph)
      case "--help", "-h": mode = .help
      case "--package-path": packagePath = try value(for: argument, from: &remaining)
      case "--description": descriptionFile = try value(for: argument, from: &remaining)
      default: throw UsageError(message: "unknown argument `\(argument)`")
      }
    }
  }

  private mutating func set(_ newMode: Mode) throws(UsageError) {
    guard mode == .check else { throw UsageError(message: "--graph and --check-graph are exclusive") }
    mode = newMode
  }

  private func value(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
    guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
      throw UsageError(message: "\(option) needs a value")
    }
    return value
  }
}
