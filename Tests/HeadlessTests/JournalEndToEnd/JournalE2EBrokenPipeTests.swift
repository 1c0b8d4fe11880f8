import Foundation
import Testing

/// Every command with stdout or stderr a pipe nobody reads any more: never killed by SIGPIPE. A
/// lost stdout is an I/O failure (exit 1: what the command was asked to print is gone); a lost
/// stderr only loses diagnostics, and the command does its work and exits as it would have.
@Suite struct JournalE2EBrokenPipeTests {
  /// Runs `superapp arguments` with stdin empty and stdout or stderr a pipe whose read end is
  /// closed before the child starts (the other one `/dev/null`); its exit status, or -signal.
  ///
  /// Spawned with `posix_spawn` and SIGPIPE reset to its default in the child: the test runner
  /// ignores SIGPIPE, and a child started by `Process` would inherit that.
  private func runWithBrokenPipe(_ arguments: [String], brokenStdout: Bool) throws -> Int32 {
    JournalE2EDescriptors.ignoreBrokenPipes()
    let binary = try JournalE2EBinary.path()
    var broken = try JournalE2EDescriptors.pipe()
    JournalE2EDescriptors.close(&broken.read)
    defer { JournalE2EDescriptors.close(&broken.write) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, broken.write, brokenStdout ? 1 : 2)
    posix_spawn_file_actions_addopen(&actions, brokenStdout ? 2 : 1, "/dev/null", O_WRONLY, 0)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw JournalE2EFailure("cannot start superapp: \(String(cString: strerror(spawned)))") }
    let watchdog = JournalE2EWatchdog(pid: pid, after: 25)
    defer { watchdog.disarm() }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : -signal
  }

  @Test(arguments: ["compact", "snapshot", "replay", "inspect"])
  func aCommandWhoseStderrReaderIsGoneDoesItsWork(_ command: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(1, records: 8, journal: path)
      let status = try runWithBrokenPipe([command, "--journal", path], brokenStdout: false)
      #expect(status == 0, "\(command): \(status < 0 ? "killed by signal \(-status)" : "exit \(status)")")
      let names = try JournalE2EHostileFiles.names(in: directory)
      switch command {
      case "compact":
        #expect(
          String(decoding: try JournalE2EFiles.bytes(path).prefix(21), as: UTF8.self) == #"{"superappJournal":3,"#)
      case "snapshot": #expect(names.contains("j.snapshot-8"), "\(names)")
      case "inspect": #expect(names.contains("j.html"), "\(names)")
      default: break
      }
    }
  }

  @Test(arguments: [["replay"], ["--version"], ["--help"]])
  func aCommandWhoseStdoutReaderIsGoneExits1(_ command: [String]) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createItems(3, journal: path)
      let arguments = command == ["replay"] ? command + ["--journal", path] : command
      let status = try runWithBrokenPipe(arguments, brokenStdout: true)
      #expect(status == 1, "\(command): \(status < 0 ? "killed by signal \(-status)" : "exit \(status)")")
    }
  }
}
