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
  var mediates: [String] = []
  var part: String?
  var team: String?
  var packagePath: String?
  var dryRun = false
  var noRecord = false
  var help = false

  /// Reads `arguments`; refuses an unknown option, a missing name or kind, `--mediates` without
  /// `--kind feature` (where it is required) and `--part` without `--kind domain`.
  init(_ arguments: [String]) throws(UsageError) {
    var remaining = ToolCommandLine.Arguments(arguments)
    var mediatesGiven = false
    while let argument = remaining.next() {
      switch argument {
      case "--help", "-h": help = true
      case "--dry-run": dryRun = true
      case "--no-record": noRecord = true
      case "--package-path": packagePath = try remaining.value(for: argument)
      case "--part": part = try remaining.value(for: argument)
      case "--team":
        let text = try remaining.value(for: argument)
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
          throw UsageError(message: "a team is lower-case letters, digits and dashes (`--team loyalty`), not `\(text)`")
        }
        team = "@superapp/\(text)-team"
      case "--mediates":
        mediatesGiven = true
        mediates = try remaining.value(for: argument).split(separator: ",", omittingEmptySubsequences: false)
          .map(String.init)
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
    guard !help else { return }
    guard name != nil else { throw UsageError(message: "the module's name is missing") }
    guard let kind else { throw UsageError(message: "--kind is missing (`--kind domain` or `--kind feature`)") }
    if kind == .feature, !mediatesGiven {
      throw UsageError(message: "a feature names the domains it mediates: `--mediates Order,Box`")
    }
    if kind == .domain, mediatesGiven { throw UsageError(message: "--mediates is for `--kind feature` only") }
    if kind == .feature, part != nil { throw UsageError(message: "--part is for `--kind domain` only") }
  }
}
