/// A command-line mistake: printed with the usage, exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong.
  public let description: String
}
