import BenchmarkKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// H1: end-to-end `superapp` throughput: a session of mixed actions fed through a pipe to a separate
/// process, lines per second from the first byte written to the end of its output.
///
/// Variants: `memory` (no journal) and `never`, `batch`, `always` (`--fsync`, fresh journal in a
/// temporary directory). Before the clock starts, one `state.get` line is answered, so the app's
/// start-up (loading, opening the journal) is not timed. A writer thread feeds the input while this
/// thread reads the output, so both overlap as with a real client.
/// (Snapshots are off here, so the run measures the protocol and the journal; J2 measures them.)
func runStdio(variant: String, lines: Int) throws -> Measurement {
  if ["decode", "dispatch"].contains(variant) { return try runStdioThread(variant: variant, lines: lines) }
  guard ["io-floor", "io-parse-floor", "memory", "never", "batch", "always"].contains(variant) else {
    throw ChecksumFailure(description: "unknown H1 variant \(variant)")
  }
  let isFloor = variant.hasSuffix("floor")
  let superapp = isFloor ? selfExecutablePath() : try superappPath()
  signal(SIGPIPE, SIG_IGN)
  let directory = try Scratch.fresh("H1")
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let arguments: [String] =
    switch variant {
    case "io-floor": ["--io-floor"]
    case "io-parse-floor": ["--io-floor", "parse"]
    case "memory": []
    default: ["--journal", directory + "/journal.jsonl", "--fsync", variant, "--snapshot-every", "0"]
    }
  let input = SessionScript(count: lines, includeTimes: false).allLines()
  let stderrPath = directory + "/stderr.txt"
  let process = try Subprocess.spawn(superapp, arguments: arguments, stderrPath: stderrPath)
  func failure(_ message: String) -> ChecksumFailure {
    let log = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    return ChecksumFailure(description: "H1 \(variant): \(message); superapp stderr: \(log)")
  }

  var counter = ReplyCounter()
  let warmUp = Array(#"{"action":"state.get","path":"user"}"#.utf8) + [UInt8(ascii: "\n")]
  guard warmUp.withUnsafeBytes({ writeFully(process.input, $0) }) else { throw failure("cannot write") }
  try counter.drain(process.output, untilReplies: 1)
  guard counter.replies == 1 else { throw failure("no reply to the warm-up line") }

  let writer = PipeFeeder()
  let clock = ContinuousClock()
  let start = clock.now
  let thread = Thread { [input, process] in
    writer.succeeded = input.withUnsafeBytes { writeFully(process.input, $0) }
    close(process.input)
    writer.done.signal()
  }
  thread.start()
  try counter.drain(process.output, untilReplies: nil)
  let elapsed = clock.now - start
  writer.done.wait()
  close(process.output)
  let status = process.waitForExit()

  guard writer.succeeded else { throw failure("writing the input failed") }
  guard status == 0 else { throw failure("exited \(status)") }
  guard counter.replies == lines + 1, counter.accepted == lines else {
    throw failure("\(counter.replies - 1) replies (\(counter.accepted) accepted) to \(lines) lines")
  }
  let ns = (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(lines)
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(),
    extra: ["lines/s": 1e9 / ns, "events/line": Double(counter.events) / Double(lines)])
}

/// The `superapp` executable beside this benchmarks executable; a clear error if it was not built.
func superappPath() throws -> String {
  let directory = URL(fileURLWithPath: selfExecutablePath()).deletingLastPathComponent().path
  let path = directory + "/superapp"
  guard FileManager.default.isExecutableFile(atPath: path) else {
    throw ChecksumFailure(
      description: "H1 needs the superapp executable at \(path); build it first with "
        + "`swift build -c release --product superapp` (or `swift build -c release`), then run "
        + ".build/release/benchmarks")
  }
  return path
}

/// The writer thread's result, read only after `done` is signalled.
private final class PipeFeeder: @unchecked Sendable {
  var succeeded = false
  let done = DispatchSemaphore(value: 0)
}

/// Counts the protocol's output lines by kind, from the letter after `{"type":"`.
private struct ReplyCounter {
  private(set) var accepted = 0
  private(set) var replies = 0
  private(set) var events = 0
  private var column = 0
  private var kind: UInt8 = 0
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)

  /// Reads and counts until `untilReplies` replies were seen, or to the end of the output.
  mutating func drain(_ descriptor: Int32, untilReplies: Int?) throws {
    while untilReplies.map({ replies < $0 }) ?? true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ChecksumFailure(description: "reading superapp's output failed: errno \(errno)")
      }
      if count == 0 { return }
      scan(count)
    }
  }

  private mutating func scan(_ count: Int) {
    for index in 0..<count {
      let byte = buffer[index]
      if byte == UInt8(ascii: "\n") {
        switch kind {
        case UInt8(ascii: "a"):
          accepted += 1
          replies += 1
        case UInt8(ascii: "r"), UInt8(ascii: "s"):
          replies += 1
        default:
          events += 1
        }
        column = 0
        kind = 0
      } else {
        if column == 9 { kind = byte }
        column += 1
      }
    }
  }
}

/// H1's notes: lines per second of each journal mode, relative to no journal, and the app in
/// memory against both floors.
func finishStdio(_ table: inout Table) {
  table.addRatio(to: "memory")
  table.addRatio(to: "io-parse-floor")
  let rates = table.rows.filter { $0.nsPerOp.median > 0 }.map { row in
    "\(row.variant) \(format(1e9 / row.nsPerOp.median))"
  }
  table.notes.append("lines/s: " + rates.joined(separator: ", ") + " (memory = no journal)")
  let rows = table.rows
  let median = { (variant: String) in rows.first { $0.variant == variant }?.nsPerOp.median }
  if let floor = median("io-floor"), let memory = median("memory"), floor > 0 {
    table.notes.append(
      "superapp in memory = \(format(memory / floor))x the I/O floor (read lines, CRC32C each, write a constant reply)")
  }
  if let floor = median("io-parse-floor"), let memory = median("memory"), floor > 0 {
    table.notes.append(
      "superapp in memory = \(format(memory / floor))x the I/O + parse floor (the same, and parse each line's JSON; "
        + "the goal is 2x)")
  }
}
