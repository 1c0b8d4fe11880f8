import Foundation

/// The files made by running the app rather than written as text: the module's golden journal
/// and the state it replays to (every declared action must be in a golden journal). Each module's
/// are named after it (`parcel-record.journal`), so two teams' never conflict.
///
/// They are recorded with the app as it is after the scaffold, through a normal `swift build`,
/// exactly as docs/ARCHITECTURE.md tells a team to record them by hand.
enum GeneratedFixtures {
  /// Why recording failed: the command that failed and how.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Builds `superapp` and records the golden journal of `session` and the state it replays to.
  static func record(session: String, root: URL) throws(Failure) -> [String] {
    try run(["swift", "build", "--product", "superapp"], in: root, output: nil)
    let binPath = try run(["swift", "build", "--show-bin-path"], in: root, output: nil)
    let superapp = binPath.trimmingCharacters(in: .whitespacesAndNewlines) + "/superapp"
    let base = String(session.dropLast(".session.jsonl".count))
    let journal = root.appendingPathComponent(base + ".journal")
    try run(
      [superapp, "--journal", journal.path, "--snapshot-every", "0"], in: root,
      input: root.appendingPathComponent(session), output: nil)
    try run([superapp, "replay", "--journal", journal.path], in: root, output: base + ".state.json")
    return [base + ".journal", base + ".state.json"]
  }

  /// Runs `arguments`, reading `input` if given; writes its standard output to `output` (a path
  /// under `root`) or returns it. A non-zero exit is a failure naming the command.
  @discardableResult
  private static func run(
    _ arguments: [String], in root: URL, input: URL? = nil, output: String?
  ) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
      try process.run()
    } catch {
      throw Failure(description: "could not run `\(arguments.joined(separator: " "))`: \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "`\(arguments.joined(separator: " "))` exited with status \(process.terminationStatus)")
    }
    if let output {
      do {
        try data.write(to: root.appendingPathComponent(output), options: .atomic)
      } catch {
        throw Failure(description: "could not write \(output): \(error)")
      }
    }
    return String(decoding: data, as: UTF8.self)
  }
}
