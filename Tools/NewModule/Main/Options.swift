import ArchitectureRules

/// The command line, parsed.
///
/// Hand-written because the project takes no packages, swift-argument-parser included.
struct Options {
  /// What kind of module to write.
  enum Kind: String {
    case domain, feature
  }

  typealias UsageError = ToolCommandLine.UsageError

  var name: String?
  var kind: Kind?
  var packagePath: String?
  var dryRun = false
  var noRecord = false
  var help = false

  init(_ arguments: [String]) throws(UsageError) {
    var remaining = ToolCommandLine.Arguments(arguments)
    while let argument = remaining.next() {
      switch argument {
      case "--help", "-h": help = true
      case "--dry-run": dryRun = true
      case "--no-record": noRecord = true
      case "--package-path": packagePath = try remaining.value(for: argument)
      case "--kind":
        let text = try remaining.value(for: argument)
        guard let kind = Kind(rawValue: text) else {
          throw UsageError(message: "unknown kind `\(text)`; use `domain` or `feature`")
        }
        self.kind = kind
      default:
        guard !argument.hasPrefix("-") else { throw UsageError(message: "unknown argument `\(argument)`") }
        guard name == nil else {
          throw UsageError(message: "one module name only (got `\(name ?? "")` and `\(argument)`)")
        }
        name = argument
      }
    }
    guard help || name != nil else { throw UsageError(message: "the module's name is missing") }
    guard help || kind != nil else { throw UsageError(message: "--kind is missing (`--kind domain`)") }
  }
}
