import Foundation

/// The command-line plumbing both tools share, hand-written because the project takes no packages
/// (swift-argument-parser included): the usage error, the arguments read one by one, and stderr.
public enum ToolCommandLine {
  /// A command line the tool cannot run: printed with the usage, and the tool exits 2.
  public struct UsageError: Error {
    /// What is wrong with the command line.
    public let message: String

    /// The error saying `message`.
    public init(message: String) {
      self.message = message
    }
  }

  /// The arguments not read yet.
  public struct Arguments {
    private var remaining: ArraySlice<String>

    /// All of `arguments`, none read.
    public init(_ arguments: [String]) {
      remaining = arguments[...]
    }

    /// The next argument, `nil` after the last.
    public mutating func next() -> String? { remaining.popFirst() }

    /// The value given after `option` (`--package-path DIR`); a missing one, or an option (`-x`,
    /// `--dry-run`) in its place, is refused. A lone `-` is a value (standard input or output).
    public mutating func value(for option: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
      // An option in its place (`--affected -x`) is never taken as the value, to be handed on to
      // another program (git) as an option of its own.
      guard !value.hasPrefix("-") || value == "-" else {
        throw UsageError(message: "\(option) needs a value, not the option `\(value)`")
      }
      return value
    }
  }

  /// The options `parse` reads, or `nil` once `tool: <error>` and `usage` are printed to stderr
  /// (the tool then exits 2).
  public static func options<Options>(
    _ tool: String, usage: String, _ parse: () throws(UsageError) -> Options
  ) -> Options? {
    do {
      return try parse()
    } catch {
      printError("\(tool): \(error.message)\n\(usage)")
      return nil
    }
  }

  /// Writes `message` and a newline to stderr.
  public static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
