import Foundation

/// What one run of `superapp` produced.
struct ProtocolRun: Sendable {
  /// The exit status (or the signal number when `terminatedBySignal`).
  let status: Int32
  /// Whether the process was killed by a signal (a crash, or the watchdog).
  let terminatedBySignal: Bool
  /// Everything written to stdout.
  let stdout: [UInt8]
  /// Everything written to stderr, as text.
  let stderr: String

  /// Stdout split into lines; a last line without `\n` is reported as `<missing newline>`.
  var lines: [String] {
    guard !stdout.isEmpty else { return [] }
    var lines = stdout.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() } else { lines.append("<missing newline>") }
    return lines
  }

  /// Stdout parsed line by line (throws on the first line that is not a JSON object).
  func outputLines() throws -> [ProtocolOutputLine] {
    try lines.map(ProtocolOutputLine.init)
  }

  /// Only the replies (`accepted`, `rejected`, `state`), in order.
  func replies() throws -> [ProtocolOutputLine] {
    try outputLines().filter(\.isReply)
  }
}

/// The built `superapp` executable, spawned with Foundation.Process.
///
/// HeadlessTests depends on the `superapp` target, so the binary sits next to the test bundle
/// (the directory of `CommandLine.arguments[0]`); failing that, `.build/debug/superapp` above this
/// file. A missing binary fails the test: it is never skipped.
enum ProtocolTestBinary {
  /// How long one run may take before the watchdog kills it and the test fails.
  static let timeout: TimeInterval = 60

  static func url() throws -> URL {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      let runner = URL(fileURLWithPath: first).resolvingSymlinksInPath()
      candidates.append(runner.deletingLastPathComponent().appendingPathComponent("superapp"))
    }
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      candidates.append(directory.appendingPathComponent(".build/debug/superapp"))
      directory = directory.deletingLastPathComponent()
    }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw ProtocolTestFailure(
      "superapp not found (looked at \(candidates.map(\.path).joined(separator: ", "))); build it with swift build")
  }

  /// The repository root (the directory holding Package.swift above this file).
  static func repositoryRoot() throws -> URL {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    throw ProtocolTestFailure("no Package.swift above \(#filePath)")
  }

  /// Runs `superapp arguments`, feeding `input` on stdin (then closing it), and waits for the exit.
  static func run(_ arguments: [String] = [], input: [UInt8]) throws -> ProtocolRun {
    ignoreBrokenPipes()
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()

    let group = DispatchGroup()
    let writer = stdin.fileHandleForWriting
    group.enter()
    DispatchQueue.global().async {
      JournalE2EDescriptors.writeAll(input, to: writer.fileDescriptor)
      try? writer.close()
      group.leave()
    }
    let errorBytes = ProtocolByteBox()
    let errorReader = stderr.fileHandleForReading
    group.enter()
    DispatchQueue.global().async {
      errorBytes.set(errorReader.readDataToEndOfFile())
      group.leave()
    }
    let watchdog = ProtocolWatchdog(process: process, after: timeout)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    if watchdog.fired { throw ProtocolTestFailure("superapp \(arguments) did not finish within \(timeout) s") }
    return ProtocolRun(
      status: process.terminationStatus, terminatedBySignal: process.terminationReason == .uncaughtSignal,
      stdout: Array(output), stderr: String(decoding: errorBytes.get(), as: UTF8.self))
  }

  /// Runs with the given lines, each followed by `\n`.
  static func run(_ arguments: [String] = [], lines: [String]) throws -> ProtocolRun {
    try run(arguments, input: Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// A child that exits early must not kill the test runner with SIGPIPE while we write its stdin.
  static func ignoreBrokenPipes() {
    _ = brokenPipesIgnored
  }

  private static let brokenPipesIgnored: Bool = {
    signal(SIGPIPE, SIG_IGN)
    return true
  }()
}

/// Bytes handed from a reader thread to the test.
final class ProtocolByteBox: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func set(_ data: Data) {
    lock.withLock { self.data = data }
  }

  func get() -> Data {
    lock.withLock { data }
  }
}

/// Kills a child process that outlives its deadline, so a hang fails the test instead of the run.
final class ProtocolWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var isCancelled = false
  private var didFire = false

  init(process: Process, after seconds: TimeInterval) {
    let identifier = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      let shouldKill = lock.withLock { () -> Bool in
        guard !isCancelled else { return false }
        didFire = true
        return true
      }
      if shouldKill { kill(identifier, SIGKILL) }
    }
  }

  var fired: Bool { lock.withLock { didFire } }

  func cancel() {
    lock.withLock { isCancelled = true }
  }
}
