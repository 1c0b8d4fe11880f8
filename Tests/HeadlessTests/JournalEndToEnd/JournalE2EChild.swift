import Foundation

/// A running `superapp` spawned with `Foundation.Process`, talked to through pipes.
///
/// The test writes lines to its stdin and reads its stdout line by line on the test's own thread;
/// stderr is drained in the background. A watchdog kills the child with SIGKILL after
/// `hangTimeout` seconds, so a hung app ends the test with a failure (end of file) instead of
/// hanging the suite.
final class JournalE2EChild {
  /// How long a child may run before the watchdog calls it a hang. Generous: on a busy machine a
  /// run only takes longer, it never fails for it.
  static let hangTimeout: Double = 60

  /// The bound on "at once" (no wait for a lock, a writer or more input), in seconds: such a wait
  /// would last until the watchdog, while a start on a busy machine takes a few seconds at most.
  static let atOnce: Double = 30

  /// How the child ended.
  struct Exit: CustomStringConvertible {
    /// The exit code, or the signal number when `signaled`.
    let status: Int32
    /// Whether an uncaught signal ended it.
    let signaled: Bool
    /// Everything it wrote on stderr.
    let stderr: String

    /// Whether it exited normally with `code`.
    func exited(_ code: Int32) -> Bool { !signaled && status == code }

    var description: String {
      (signaled ? "killed by signal \(status)" : "exit \(status)") + "; stderr: \(stderr)"
    }
  }

  let process = Process()
  private var input: Int32
  private var output: Int32
  private let errors: JournalE2EBackground<[UInt8]>
  private let watchdog: JournalE2EWatchdog
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished: Exit?

  /// Spawns `superapp` with `arguments`; with `shellSetup`, through `/bin/sh -c "<setup>; exec superapp ..."`.
  init(_ arguments: [String], shellSetup: String? = nil) throws {
    JournalE2EDescriptors.ignoreBrokenPipes()
    let binary = try JournalE2EBinary.path()
    if let shellSetup {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shellSetup + #"; exec "$0" "$@""#, binary] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
    }
    var stdin = try JournalE2EDescriptors.pipe()
    var stdout = try JournalE2EDescriptors.pipe()
    var stderr = try JournalE2EDescriptors.pipe()
    process.standardInput = FileHandle(fileDescriptor: stdin.read, closeOnDealloc: false)
    process.standardOutput = FileHandle(fileDescriptor: stdout.write, closeOnDealloc: false)
    process.standardError = FileHandle(fileDescriptor: stderr.write, closeOnDealloc: false)
    defer {
      JournalE2EDescriptors.close(&stdin.read)
      JournalE2EDescriptors.close(&stdout.write)
      JournalE2EDescriptors.close(&stderr.write)
    }
    do {
      try process.run()
    } catch {
      JournalE2EDescriptors.close(&stdin.write)
      JournalE2EDescriptors.close(&stdout.read)
      JournalE2EDescriptors.close(&stderr.read)
      throw error
    }
    input = stdin.write
    output = stdout.read
    let errorDescriptor = stderr.read
    errors = JournalE2EBackground(placeholder: []) {
      var descriptor = errorDescriptor
      defer { JournalE2EDescriptors.close(&descriptor) }
      return JournalE2EDescriptors.readAll(from: descriptor)
    }
    watchdog = JournalE2EWatchdog(pid: process.processIdentifier, after: Self.hangTimeout)
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    watchdog.disarm()
    JournalE2EDescriptors.close(&input)
    JournalE2EDescriptors.close(&output)
  }

  /// The child's process ID.
  var pid: Int32 { process.processIdentifier }

  /// Writes `line` and a newline; false if the child no longer reads its stdin.
  @discardableResult
  func send(_ line: String) -> Bool {
    sendRaw(Array((line + "\n").utf8))
  }

  /// Writes bytes as they are (a partial line, several lines, anything).
  @discardableResult
  func sendRaw(_ bytes: [UInt8]) -> Bool {
    guard input >= 0 else { return false }
    return JournalE2EDescriptors.writeAll(bytes, to: input)
  }

  /// Closes the child's stdin: end of input.
  func closeInput() {
    JournalE2EDescriptors.close(&input)
  }

  /// Closes our read end of the child's stdout, so its next write fails (EPIPE).
  func closeOutput() {
    JournalE2EDescriptors.close(&output)
  }

  /// The next stdout line without its newline, or nil at end of file.
  func readLine() -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        let line = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        return line
      }
      if start > 0 {
        buffer.removeSubrange(0..<start)
        start = 0
      }
      guard output >= 0 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        guard !buffer.isEmpty else { return nil }
        defer { buffer.removeAll() }
        return String(decoding: buffer, as: UTF8.self)
      }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  /// The next reply (`accepted`, `rejected` or `state`), skipping events and effects; at end of
  /// output it waits for the child and throws with its exit and stderr.
  func nextReply() throws -> ProtocolOutputLine {
    while let line = readLine() {
      let reply = try ProtocolOutputLine(line)
      if reply.isReply { return reply }
    }
    throw JournalE2EFailure("superapp ended its output before the expected reply: \(wait())")
  }

  /// Sends `line` and returns its reply.
  func ask(_ line: String) throws -> ProtocolOutputLine {
    guard send(line) else { throw JournalE2EFailure("superapp stopped reading its input: \(wait())") }
    return try nextReply()
  }

  /// Sends a signal to the child.
  func signal(_ number: Int32) {
    kill(process.processIdentifier, number)
  }

  /// Writes `bytes` to stdin from a background thread, then closes stdin (the thread owns it now).
  func backgroundWriter(_ bytes: [UInt8]) -> JournalE2EBackground<Bool> {
    let descriptor = input
    input = -1
    return JournalE2EBackground(placeholder: false) {
      var owned = descriptor
      defer { JournalE2EDescriptors.close(&owned) }
      return JournalE2EDescriptors.writeAll(bytes, to: owned)
    }
  }

  /// Closes stdin, reads stdout to its end (returning the lines not read yet) and waits for the exit.
  func finish() -> (lines: [String], exit: Exit) {
    closeInput()
    return finishReading()
  }

  /// Reads stdout to its end (returning the lines not read yet) and waits for the exit.
  func finishReading() -> (lines: [String], exit: Exit) {
    var lines: [String] = []
    while let line = readLine() { lines.append(line) }
    return (lines, wait())
  }

  /// Waits for the child to end (the watchdog bounds the wait) and collects its stderr.
  @discardableResult
  func wait() -> Exit {
    if let finished { return finished }
    while process.isRunning { usleep(1_000) }
    watchdog.disarm()
    let exit = Exit(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      stderr: String(decoding: errors.result(), as: UTF8.self))
    finished = exit
    return exit
  }
}

/// Kills a child with SIGKILL if it is still running after a deadline.
final class JournalE2EWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var armed = true

  init(pid: Int32, after seconds: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.withLock {
        if armed { kill(pid, SIGKILL) }
        armed = false
      }
    }
  }

  /// Stops the watchdog (the child ended).
  func disarm() {
    lock.withLock { armed = false }
  }
}
