/// One complete run of `superapp`: all input written (from a background thread, so a large input
/// cannot deadlock against unread output), all output read, the exit collected.
struct JournalE2ERun {
  /// Every stdout line.
  let lines: [String]
  /// How the process ended.
  let exit: JournalE2EChild.Exit

  /// The replies among the output lines.
  func replies() throws -> [ProtocolOutputLine] {
    try lines.map(ProtocolOutputLine.init).filter(\.isReply)
  }

  /// The state value of the last `state` reply.
  func lastState() throws -> String {
    guard let value = try replies().last(where: { $0.type == "state" })?.valueText else {
      throw JournalE2EFailure("no state reply in: \(lines.suffix(3)) \(exit)")
    }
    return value
  }

  /// The whole stdout as one string with newlines (what `replay` prints).
  var stdout: String { lines.map { $0 + "\n" }.joined() }

  /// Runs `superapp arguments` with `input` lines on stdin (each followed by a newline).
  static func run(
    _ arguments: [String], input: [String] = [], shellSetup: String? = nil
  ) throws -> JournalE2ERun {
    try run(arguments, bytes: Array(input.map { $0 + "\n" }.joined().utf8), shellSetup: shellSetup)
  }

  /// Runs `superapp arguments` with `bytes` on stdin (through `/bin/sh` after `shellSetup`, if given).
  static func run(
    _ arguments: [String], bytes: [UInt8], shellSetup: String? = nil
  ) throws -> JournalE2ERun {
    let child = try JournalE2EChild(arguments, shellSetup: shellSetup)
    let writer = child.backgroundWriter(bytes)
    let (lines, exit) = child.finishReading()
    _ = writer.result()
    return JournalE2ERun(lines: lines, exit: exit)
  }
}
