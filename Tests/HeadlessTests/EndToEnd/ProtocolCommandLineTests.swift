import Foundation
import Testing

@Suite("End to end: command line and stderr")
struct ProtocolCommandLineTests {
  @Test("--help and -h print the usage and exit 0", arguments: ["--help", "-h"])
  func help(_ option: String) throws {
    let run = try ProtocolTestBinary.run([option], input: [])
    #expect(run.status == 0 && !run.terminatedBySignal)
    let text = String(decoding: run.stdout, as: UTF8.self)
    #expect(text.contains("usage: superapp"))
    #expect(text.contains("state.get"))
  }

  @Test("--version prints one line naming the app and exits 0")
  func version() throws {
    let run = try ProtocolTestBinary.run(["--version"], input: [])
    #expect(run.status == 0)
    #expect(run.lines.count == 1)
    #expect(run.lines.first?.hasPrefix("superapp ") == true)
  }

  @Test(
    "a usage error exits 2 with the usage on stderr and nothing on stdout",
    arguments: [["--nope"], ["-x"], ["--fsync", "sometimes"], ["--journal"], ["replay"], ["extra"]])
  func usageError(_ arguments: [String]) throws {
    let run = try ProtocolTestBinary.run(arguments, lines: [#"{"action":"state.get"}"#])
    #expect(run.status == 2 && !run.terminatedBySignal)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("usage: superapp"))
  }

  @Test(
    "an option given twice is a usage error naming it, never last-wins",
    arguments: [
      ["--journal", "/nonexistent/a", "--journal", "/nonexistent/b"],
      ["--journal=/nonexistent/a", "--journal", "/nonexistent/a"], ["--fsync", "always", "--fsync=never"],
      ["--snapshot-every", "1", "--snapshot-every", "2"],
      ["replay", "--journal", "/nonexistent/a", "--until", "1", "--until", "2"],
      ["inspect", "--journal", "/nonexistent/a", "--out", "/nonexistent/x.html", "--out", "/nonexistent/y.html"],
    ])
  func repeatedOptionIsRefused(_ arguments: [String]) throws {
    let run = try ProtocolTestBinary.run(arguments, lines: [#"{"action":"state.get"}"#])
    let repeated = try #require(arguments.filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) }.last)
    #expect(run.status == 2 && !run.terminatedBySignal)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("superapp: \(repeated) is given more than once"), "\(run.stderr)")
  }

  @Test(
    "--timings is a flag of serving stdin: a value for it, or it given to a command, is a usage error naming why",
    arguments: [
      (["--timings=yes"], "--timings takes no value, not 'yes'"),
      (["replay", "--journal", "/nonexistent/a", "--timings"], "--timings is an option of superapp without a command"),
      (["--timings", "--timings"], "--timings is given more than once"),
    ])
  func timingsIsAFlagOfServing(_ arguments: [String], _ said: String) throws {
    let run = try ProtocolTestBinary.run(arguments, lines: [#"{"action":"state.get"}"#])
    #expect(run.status == 2 && !run.terminatedBySignal)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("superapp: \(said)"), "\(run.stderr)")
  }

  @Test("an unknown option is named on stderr")
  func unknownOptionIsNamed() throws {
    let run = try ProtocolTestBinary.run(["--frobnicate"], input: [])
    #expect(run.stderr.contains("--frobnicate"))
  }

  @Test("without --journal, stderr says once that the state lives in memory only, and stdout stays pure protocol")
  func memoryOnlyNoticeOnce() throws {
    let lines = (0..<50).map { #"{"action":"item.create","title":"T\#($0)"}"# } + ["bad", #"{"action":"state.get"}"#]
    let run = try ProtocolTestBinary.run(lines: lines)
    #expect(run.status == 0)
    #expect(run.stderr.components(separatedBy: "memory only").count == 2, "\(run.stderr)")
    #expect(try run.outputLines().count == 52)
  }

  @Test("with --journal there is no memory-only notice")
  func noNoticeWithJournal() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let journal = directory.appendingPathComponent("journal.jsonl").path
    let run = try ProtocolTestBinary.run(["--journal", journal], lines: [#"{"action":"state.get","path":"user"}"#])
    #expect(run.status == 0)
    #expect(!run.stderr.contains("memory only"))
  }

  @Test("a failed write to stdout (the reader went away) exits 1 instead of dying of SIGPIPE")
  func brokenStdoutExitsOne() throws {
    ProtocolTestBinary.ignoreBrokenPipes()
    let process = Process()
    process.executableURL = try ProtocolTestBinary.url()
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    try stdout.fileHandleForReading.close()
    let watchdog = ProtocolWatchdog(process: process, after: ProtocolTestBinary.timeout)
    let line = Array(#"{"action":"state.get"}"#.utf8) + [0x0A]
    JournalE2EDescriptors.writeAll(
      Array(repeatElement(line, count: 20_000).joined()), to: stdin.fileHandleForWriting.fileDescriptor)
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    watchdog.cancel()
    #expect(!watchdog.fired)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
  }
}
