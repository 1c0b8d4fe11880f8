import BenchmarkKit
import Foundation

/// Where a run's results go: the tables to stdout (to stderr when the JSON lines take stdout), and
/// with `--json FILE` each finished workload's JSON lines appended to FILE as soon as it finishes,
/// so a run that fails later keeps them (`JSONLinesFile`: never truncated).
struct ResultsOutput {
  let jsonPath: String?
  /// The commit the results describe, read once.
  private let commit: (hash: String, dirty: Bool)?

  /// The output of a run with `--json jsonPath` (`nil`: tables only); asks git for the commit only
  /// when there are JSON lines to stamp with it.
  init(jsonPath: String?) {
    self.jsonPath = jsonPath
    commit = jsonPath == nil ? nil : currentCommit()
  }

  /// Appends `table`'s JSON lines if asked to; false (with the reason on stderr) if that failed.
  func append(_ table: Table) -> Bool {
    guard let jsonPath else { return true }
    do {
      let records = MeasurementRecord.records(of: table, commit: commit?.hash, dirty: commit?.dirty)
      let lines = try MeasurementRecord.jsonLines(records)
      if jsonPath == "-" {
        FileHandle.standardOutput.write(Data(lines.utf8))
      } else {
        try JSONLinesFile.append(lines, to: jsonPath)
      }
      return true
    } catch {
      progress("cannot write the results to \(jsonPath): \(error)")
      return false
    }
  }

  /// Prints the tables, on stdout unless the JSON lines went there.
  func printTables(_ tables: [Table]) {
    let text = Data(tables.map { $0.rendered() + "\n" }.joined().utf8)
    (jsonPath == "-" ? FileHandle.standardError : FileHandle.standardOutput).write(text)
  }
}

/// The commit of the working directory (`git rev-parse HEAD`) and whether tracked files differ from
/// it; `nil` outside a git checkout or without git.
private func currentCommit() -> (hash: String, dirty: Bool)? {
  guard let hash = git(["rev-parse", "HEAD"]), !hash.isEmpty,
    let changes = git(["status", "--porcelain", "--untracked-files=no"])
  else { return nil }
  return (hash, !changes.isEmpty)
}

/// The trimmed output of `git arguments`, `nil` if it cannot run or fails.
private func git(_ arguments: [String]) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["git"] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
