import Foundation

/// Runs a command found on the `PATH` and returns what it printed: the one way the tools ask
/// `swift package` and `git` about the repository.
public enum CommandOutput {
  /// Why the command gave no output to use.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, naming the command.
    public let description: String
  }

  /// The standard output of `arguments` (the command and its arguments), run with `environment`
  /// (this process's when nil); a command that cannot start or exits non-zero is a failure.
  public static func of(_ arguments: [String], environment: [String: String]? = nil) throws(Failure) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    let command = "`\(arguments.prefix(3).joined(separator: " "))`"
    do {
      try process.run()
    } catch {
      throw Failure(description: "could not run \(command): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "\(command) exited with status \(process.terminationStatus)")
    }
    return data
  }
}
