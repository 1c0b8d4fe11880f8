import BenchmarkKit
import Foundation

/// Where a run's results go: the tables to stdout (to stderr when the JSON lines take stdout), and
/// with `--json FILE` each finished workload's JSON lines appended to FILE as soon as it finishes,
/// so a run that fails later keeps them. FILE is appended to, never truncated: its earlier lines
/// (another run's, or anything else) stay.
struct ResultsOutput {
  let jsonPath: String?
  /// The commit the results describe, read once.
  private let commit: (hash: String, dirty: Bool)?

  init(jsonPath: String?) {
    self.jsonPath = jsonPath
    commit = jsonPath == nil ? nil : currentCommit()
  }

  /// Appends `table`'s JSON lines if asked to; false (with the reason on stderr) if that failed.
  func append(_ table: Table) -> Bool {
    guard let jsonPath else { return true }
    do {
      let records = MeasurementRecord.records(of: table, commit: commit?.hash, dirty: commit?.dirty)
      let lines = Data(try MeasurementRecord.jsonLines(records).utf8)
      if jsonPath == "-" {
        FileHandle.standardOutput.write(lines)
        return true
      }
      if !FileManager.default.fileExists(atPath: jsonPath) {
        guard FileManager.default.createFile(atPath: jsonPath, contents: nil) else {
          progress("cannot create \(jsonPath)")
          return false
        }
      }
      let file = try FileHandle(forUpdating: URL(fileURLWithPath: jsonPath))
      defer { try? file.close() }
      let end = try file.seekToEnd()
      if end > 0 {
        // A file whose last line has no newline yet gets one, so no two records share a line.
        try file.seek(toOffset: end - 1)
        if file.readData(ofLength: 1) != Data("\n".utf8) { try file.write(contentsOf: Data("\n".utf8)) }
      }
      try file.write(contentsOf: lines)
      return true
    } catch {
      progress("cannot append the results to \(jsonPath): \(error)")
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
