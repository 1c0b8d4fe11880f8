import Foundation

/// One run of `superapp` started through `/bin/sh` after shell redirections (`exec <&- >/dev/full`),
/// timed, with whatever reached the test's stdout and stderr pipes.
struct JournalE2EHostileLaunch: CustomStringConvertible {
  /// The stdout lines that reached the test (none when stdout was redirected away).
  let lines: [String]
  /// How the process ended (a watchdog kill shows as signal 9).
  let exit: JournalE2EChild.Exit
  /// Wall-clock seconds from spawn to exit.
  let seconds: Double

  /// Whether it exited with `code` (not by a signal) at once (within `JournalE2EChild.atOnce`).
  func exitedAtOnce(_ code: Int32) -> Bool {
    exit.exited(code) && seconds < JournalE2EChild.atOnce
  }

  var description: String { "\(exit); \(String(format: "%.2f", seconds)) s; stdout: \(lines.prefix(3))" }

  /// Runs `superapp arguments`; `redirections` are applied by the shell first (`exec <redirections>`),
  /// then `input` lines go to stdin (if stdin is still the test's pipe). The watchdog kills it after
  /// `JournalE2EChild.hangTimeout` seconds.
  static func run(
    _ arguments: [String], redirections: String? = nil, input: [String] = []
  ) throws -> JournalE2EHostileLaunch {
    let started = ContinuousClock.now
    let child = try JournalE2EChild(arguments, shellSetup: redirections.map { "exec " + $0 })
    let writer = child.backgroundWriter(Array(input.map { $0 + "\n" }.joined().utf8))
    let (lines, exit) = child.finishReading()
    _ = writer.result()
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return JournalE2EHostileLaunch(lines: lines, exit: exit, seconds: seconds)
  }
}

/// Small file-system helpers for the hostile tests.
enum JournalE2EHostileFiles {
  /// A path quoted for `/bin/sh` (single quotes; the temporary paths hold none).
  static func quoted(_ path: String) -> String {
    "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The names in `directory`, sorted.
  static func names(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  /// The names in `directory` that are quarantine files of the journal named `name`.
  static func quarantines(of name: String, in directory: String) throws -> [String] {
    try names(in: directory).filter { $0.hasPrefix(name + ".torn-at-") }
  }

  /// Whether `path` is a FIFO.
  static func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }

  /// A test input file holding `lines`, each with its newline.
  static func inputFile(_ lines: [String], at path: String) throws {
    try JournalE2EFiles.write(Array(lines.map { $0 + "\n" }.joined().utf8), to: path)
  }
}
