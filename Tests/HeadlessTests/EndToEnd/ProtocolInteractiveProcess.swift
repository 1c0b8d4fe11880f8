import Foundation

/// A running `superapp` talked to line by line through pipes, every read bounded by a timeout.
///
/// A background reader collects stdout; `readLine(timeout:)` returns `nil` instead of hanging when
/// nothing arrives, so a deadlock or an unflushed reply fails the test rather than the whole run.
final class ProtocolInteractiveProcess: @unchecked Sendable {
  private let process = Process()
  private let input: FileHandle
  private let condition = NSCondition()
  private var buffer: [UInt8] = []
  private var reachedEnd = false

  init(arguments: [String] = []) throws {
    ProtocolTestBinary.ignoreBrokenPipes()
    process.executableURL = try ProtocolTestBinary.url()
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    input = stdin.fileHandleForWriting
    try process.run()
    let reader = stdout.fileHandleForReading
    DispatchQueue.global().async { [self] in
      while true {
        let data = reader.availableData
        condition.lock()
        if data.isEmpty { reachedEnd = true } else { buffer += data }
        condition.broadcast()
        condition.unlock()
        if data.isEmpty { return }
      }
    }
  }

  /// Writes `line` and its `\n`.
  func send(_ line: String) {
    JournalE2EDescriptors.writeAll(Array((line + "\n").utf8), to: input.fileDescriptor)
  }

  /// The next whole output line, or `nil` if none arrives within `timeout` seconds (or stdout ended).
  func readLine(timeout: TimeInterval = ProtocolTestBinary.timeout) -> String? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      if reachedEnd || !condition.wait(until: deadline) { return nil }
    }
  }

  /// The bytes that arrived and were not read yet.
  var pendingBytes: Int {
    condition.lock()
    defer { condition.unlock() }
    return buffer.count
  }

  /// Closes stdin and waits up to `timeout` seconds for the exit status (`nil` if still running).
  func finish(timeout: TimeInterval = ProtocolTestBinary.timeout) -> Int32? {
    try? input.close()
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }

  /// Kills the process if it is still running (after a failed read).
  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? input.close()
  }
}
