import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a shell-launched `superapp` ended: its exit code, or the signal that killed it.
private struct ShellExit: CustomStringConvertible {
  let status: Int32
  let signaled: Bool
  let timedOut: Bool
  let stderr: String

  var description: String {
    timedOut ? "timed out" : signaled ? "killed by signal \(status)" : "exit \(status); stderr: \(stderr)"
  }

  func exited(_ code: Int32) -> Bool { !timedOut && !signaled && status == code }
}

/// Runs `/bin/sh -c "exec superapp <arguments> <redirections>"` in `directory`, collecting stderr
/// in a file (unless the redirections take it), with a deadline.
private func shell(
  _ arguments: String, redirections: String, in directory: String, timeout: Double = 5
) throws -> ShellExit {
  let binary = try JournalE2EBinary.path()
  let stderrPath = directory + "/stderr-\(UUID().uuidString).txt"
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  process.arguments = ["-c", #"exec "$0" "# + arguments + " 2>\"" + stderrPath + "\" " + redirections, binary]
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  let deadline = Date().addingTimeInterval(timeout)
  while process.isRunning && Date() < deadline { usleep(5_000) }
  let timedOut = process.isRunning
  if timedOut {
    process.terminate()
    process.waitUntilExit()
  }
  let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
  return ShellExit(
    status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
    stderr: stderr)
}

/// What a hostile user or environment does to the app: files that are not journals, closed and
/// failing standard descriptors, FIFOs, SIGQUIT. Never a crash, never a hang, never a lost byte.
@Suite struct JournalE2EHostileTests {
  /// Files that are not journals, by name.
  private static let notJournals: [(String, [UInt8])] = [
    ("readme.md", Array("# superapp\n\nA headless app. Run `swift run superapp`.\n".utf8)),
    ("source.swift", Array("import Foundation\n\nprint(\"hello\")\n".utf8)),
    ("empty", []),
    ("zeros", [UInt8](repeating: 0, count: 4_096)),
    ("garbage", Array("this is not a record\n".utf8)),
  ]

  @Test(arguments: notJournals.map(\.0))
  func aFileThatIsNotAJournalIsRefusedUntouched(_ name: String) throws {
    let content = try #require(Self.notJournals.first { $0.0 == name }).1
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/" + name
      try JournalE2EFiles.write(content, to: path)
      for arguments in [["--journal", path], ["replay", "--journal", path]] {
        for input in [[], [#"{"action":"state.get"}"#]] {
          let run = try JournalE2ERun.run(arguments, input: input)
          #expect(run.exit.exited(3), "\(arguments) \(run.exit)")
          #expect(run.exit.stderr.contains("is not a superapp journal"), "\(run.exit.stderr)")
          #expect(run.exit.stderr.contains("was not modified"), "\(run.exit.stderr)")
          #expect(try JournalE2EFiles.bytes(path) == content, "\(arguments) changed \(name)")
        }
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0 != name }
      #expect(leftovers.isEmpty, "files appeared: \(leftovers)")
    }
  }

  @Test func theRepositoryReadmeAsJournalIsUnchangedAndExit3() throws {
    let readme = try ProtocolTestBinary.repositoryRoot().appendingPathComponent("README.md").path
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let copy = directory + "/README.md"
      let bytes = try JournalE2EFiles.bytes(readme)
      try JournalE2EFiles.write(bytes, to: copy)
      let exit = try shell("--journal README.md", redirections: "</dev/null", in: directory)
      #expect(exit.exited(3), "\(exit)")
      #expect(try JournalE2EFiles.bytes(copy) == bytes)
    }
  }

  /// Standard descriptors in every combination of open, closed and failing: never a signal, never a
  /// hang, and the documented exit code (a closed descriptor reads as empty input or discards
  /// output; a failing stdout is exit 1; stderr never changes the code).
  @Test(arguments: ["", "<&-"], ["", ">&-", ">/dev/full"])
  func closedAndFailingDescriptorsNeverKillOrHang(_ stdin: String, _ stdout: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let input = directory + "/input.jsonl"
      try JournalE2EFiles.write(Array(#"{"action":"state.get","path":"user"}"#.utf8) + [10], to: input)
      let stdinRedirection = stdin.isEmpty ? "<input.jsonl" : stdin
      for stderr in ["", "2>&-", "2>/dev/full"] {
        let redirections = [stdinRedirection, stdout, stderr].joined(separator: " ")
        let exit = try shell("", redirections: redirections, in: directory)
        #expect(!exit.signaled && !exit.timedOut, "\(redirections): \(exit)")
        let wroteToAFullStdout = stdout == ">/dev/full" && stdin.isEmpty
        #expect(exit.exited(wroteToAFullStdout ? 1 : 0), "\(redirections): \(exit)")
      }
    }
  }

  @Test func usageErrorsAndHelpKeepTheirCodesWhateverTheDescriptors() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      #expect(try shell("--bogus", redirections: "2>&-", in: directory).exited(2))
      #expect(try shell("--bogus", redirections: "2>/dev/full", in: directory).exited(2))
      #expect(try shell("--help", redirections: ">/dev/full", in: directory).exited(1))
      #expect(try shell("--help", redirections: ">&-", in: directory).exited(0))
      let closedStdin = try shell("", redirections: "<&-", in: directory, timeout: 2)
      #expect(closedStdin.exited(0), "\(closedStdin)")
    }
  }

  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fifo = directory + "/fifo"
      #expect(mkfifo(fifo, 0o600) == 0)
      for arguments in ["replay --journal fifo", "--journal fifo"] {
        let exit = try shell(arguments, redirections: "</dev/null", in: directory, timeout: 2)
        #expect(exit.exited(3), "\(arguments): \(exit)")
        #expect(exit.stderr.contains("not a regular file"), "\(arguments): \(exit.stderr)")
      }
    }
  }

  @Test func sigquitEndsTheAppLikeSigtermWithoutABacktrace() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let child = try JournalE2EChild(["--journal", path])
      #expect(try child.ask(#"{"action":"item.create","title":"before quit"}"#).type == "accepted")
      usleep(50_000)
      child.signal(SIGQUIT)
      let exit = child.wait()
      #expect(exit.exited(0), "\(exit)")
      for word in ["Backtrace", "Crash", "Fatal", "fault"] {
        #expect(!exit.stderr.contains(word), "\(exit.stderr)")
      }
      let after = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get","path":"items"}"#])
      #expect(try after.replies().first?.valueIDs.count == 1)
    }
  }

  /// A format-1 journal (records only, no header; superapp 1.x) keeps working: replayed, appended
  /// to with the numbering going on, and no header put in front of it.
  @Test func aFormat1JournalIsReadAndAppendedTo() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let path = directory + "/v1.jsonl"
      let v1 = fixture.records.prefix(4).flatMap { $0 }
      try JournalE2EFiles.write(Array(v1), to: path)
      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replay.exit.exited(0), "\(replay.exit)")
      #expect(replay.stdout == fixture.states[4] + "\n")
      let next = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"item.create","title":"v2"}"#])
      #expect(try next.replies().first?.seq == 5)
      let bytes = try JournalE2EFiles.bytes(path)
      #expect(Array(bytes.prefix(v1.count)) == Array(v1))
      #expect(JournalE2EFiles.lines(bytes).count == 5)
    }
  }

  /// Bit flips through the binary, one every few bytes across the header and every record: exit 3
  /// naming the record (or "not a superapp journal") with the file unchanged, or a cut whose bytes
  /// are in the quarantine file. (Every bit of a journal is swept in process by JournalTests.)
  @Test func sampledBitFlipsThroughTheBinaryAreRefusedOrQuarantined() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let original = fixture.journal(records: 3)
      var refused = 0
      var cut = 0
      for index in stride(from: 0, to: original.count, by: 13) {
        var damaged = original
        damaged[index] ^= UInt8(1) << UInt8(index % 8)
        let path = directory + "/flip-\(index).jsonl"
        try JournalE2EFiles.write(damaged, to: path)
        let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get","path":"user"}"#])
        if run.exit.exited(3) {
          let stderr = run.exit.stderr
          #expect(stderr.contains("record ") || stderr.contains("not a superapp journal"), "byte \(index): \(stderr)")
          #expect(try JournalE2EFiles.bytes(path) == damaged, "byte \(index): a refused journal was modified")
          refused += 1
        } else {
          #expect(run.exit.exited(0), "byte \(index): \(run.exit)")
          let names = try FileManager.default.contentsOfDirectory(atPath: directory)
          let quarantine = try #require(
            names.first { $0.hasPrefix("flip-\(index).jsonl.torn-at-") }, "byte \(index): accepted silently")
          let offset = try #require(Int(quarantine.split(separator: "-").last ?? ""))
          #expect(try JournalE2EFiles.bytes(directory + "/" + quarantine) == Array(damaged[offset...]))
          #expect(try JournalE2EFiles.bytes(path) == Array(damaged.prefix(offset)))
          cut += 1
        }
      }
      #expect(refused > 0 && cut > 0, "refused \(refused), cut \(cut)")
    }
  }

  /// Every bit of a journal with its header and one record, flipped one at a time, each run
  /// through the binary: exit 3 naming the record or saying "not a superapp journal" with the file
  /// unchanged, or a cut whose bytes are in the quarantine file. Never a crash, never accepted
  /// silently. (Two runs at a time; about 2,000 runs.)
  @Test func everyBitFlipOfAOneRecordJournalThroughTheBinary() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let source = directory + "/source.jsonl"
      let make = try JournalE2ERun.run(
        ["--journal", source],
        input: [#"{"action":"item.create","id":"1e000000-0000-4000-8000-000000000001","title":"T"}"#])
      try #require(make.exit.exited(0))
      let original = try JournalE2EFiles.bytes(source)
      let flips = original.count * 8
      let outcomes = SweepOutcomes()
      DispatchQueue.concurrentPerform(iterations: 2) { half in
        for flip in stride(from: half, to: flips, by: 2) {
          outcomes.record(Self.flipThroughTheBinary(original, bit: flip, in: directory))
        }
      }
      let (refused, cut, failures) = outcomes.totals
      print(
        "bit-flip sweep through the binary: \(flips) flips, \(refused) refused (exit 3), \(cut) cut to quarantine, \(failures.count) other"
      )
      for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
      #expect(refused + cut == flips)
    }
  }

  /// One flip: "refused", "cut", or what went wrong.
  private static func flipThroughTheBinary(_ original: [UInt8], bit: Int, in directory: String) -> String {
    var damaged = original
    damaged[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
    let name = "bit-\(bit).jsonl"
    let path = directory + "/" + name
    do {
      try JournalE2EFiles.write(damaged, to: path)
      let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get","path":"user"}"#])
      if run.exit.exited(3) {
        let stderr = run.exit.stderr
        guard stderr.contains("record ") || stderr.contains("not a superapp journal") else {
          return "bit \(bit): exit 3 without naming the record: \(stderr)"
        }
        guard try JournalE2EFiles.bytes(path) == damaged else { return "bit \(bit): refused but modified" }
        return "refused"
      }
      guard run.exit.exited(0) else { return "bit \(bit): \(run.exit)" }
      let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      guard let quarantine = names.first(where: { $0.hasPrefix(name + ".torn-at-") }),
        let offset = Int(quarantine.split(separator: "-").last ?? "")
      else { return "bit \(bit): accepted silently" }
      guard try JournalE2EFiles.bytes(directory + "/" + quarantine) == Array(damaged[offset...]),
        try JournalE2EFiles.bytes(path) == Array(damaged.prefix(offset))
      else { return "bit \(bit): the cut bytes are not exactly in the quarantine file" }
      return "cut"
    } catch {
      return "bit \(bit): \(error)"
    }
  }
}

/// Counts a sweep's outcomes from several threads.
private final class SweepOutcomes: @unchecked Sendable {
  // `@unchecked`: every access holds `lock`.
  private let lock = NSLock()
  private var refused = 0
  private var cut = 0
  private var failures: [String] = []

  func record(_ outcome: String) {
    lock.withLock {
      switch outcome {
      case "refused": refused += 1
      case "cut": cut += 1
      default: failures.append(outcome)
      }
    }
  }

  var totals: (refused: Int, cut: Int, failures: [String]) {
    lock.withLock { (refused, cut, failures) }
  }
}
