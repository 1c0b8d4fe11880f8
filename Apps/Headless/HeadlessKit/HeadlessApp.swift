import App
import Files
import Foundation
import JSONOutput
import Journal
import JournalInspector
import Persistence
import StdioProtocol
import UDF

/// The whole `superapp` program behind a thin `main`: parses arguments, opens and replays the
/// journal, serves the stdio protocol, and returns the exit code (serving ends the process itself,
/// without tearing its state down).
///
/// Exit codes: 0 end of input (or SIGINT/SIGTERM/SIGQUIT after finishing the current line), 1 an
/// I/O failure while running (journal write or fsync, stdout), 2 a usage error, 3 an unusable
/// journal. A closed or failing stderr changes none of them: diagnostics are then lost.
public enum HeadlessApp {
  /// Runs `superapp` with `arguments` (without the program name) and returns its exit code; serving
  /// (`--journal` or none) ends the process itself.
  public static func run(arguments: [String]) -> Int32 {
    StandardDescriptors.ensureOpen()
    Signals.restoreQuitDefault()
    Signals.ignoreBrokenPipes()
    let command: Command
    do {
      command = try Command(arguments: arguments)
    } catch {
      printError("superapp: \(error)\n\(Usage.short)")
      return 2
    }
    switch command {
    case .help:
      return printOutput(Usage.help)
    case .version:
      return printOutput(Usage.version)
    case .replay(let path, let until):
      return replay(path: path, until: until)
    case .inspect(let path, let output):
      return Inspector.run(journal: path, output: output ?? path + ".html")
    case .serve(let path, let fsync, let snapshotEvery, let timings):
      serve(journalPath: path, fsync: fsync, snapshotEvery: snapshotEvery, timings: timings)
    case .snapshot(let path):
      return requireJournal(path, "snapshot") ?? snapshot(path: path)
    case .compact(let path):
      return requireJournal(path, "compact") ?? compact(path: path)
    }
  }

  /// Writes a text and a newline to stdout: 0, or 1 when stdout cannot take it.
  private static func printOutput(_ text: String) -> Int32 {
    do {
      try writeAll(Array((text + "\n").utf8), to: 1)
      return 0
    } catch {
      printError("superapp: \(error)")
      return 1
    }
  }

  private static func serve(journalPath: String?, fsync: FsyncPolicy, snapshotEvery: Int, timings: Bool) -> Never {
    if let problem = SessionStore.startProblem(AppState.modules) {
      printError("superapp: cannot start: \(problem)")
      exit(2)
    }
    Signals.install()
    var state = AppState()
    let log: any ActionLog
    var snapshots: SnapshotSchedule?
    if let journalPath {
      guard let opened = open(journal: journalPath, fsync: fsync, into: &state, reportingTimings: timings)?.journal
      else { exit(3) }
      log = opened
      if snapshotEvery > 0 {
        snapshots = SnapshotSchedule(
          journal: opened, path: journalPath, every: snapshotEvery, createdBy: Usage.appVersion)
      }
    } else {
      printError("superapp: no --journal given; the state lives in memory only")
      log = MemoryLog()
    }
    let session = SessionStore(state: consume state)
    let status = StdioLoop.run(session: session, log: log, snapshots: snapshots)
    // The process ends here with its state still held: the system takes the memory back at once,
    // where releasing a snapshot start's 200,000 items one by one first cost 130 M instructions,
    // 9% of the whole start (J2, callgrind). The journal is closed by now (`StdioLoop.run`).
    withExtendedLifetime(session) { exit(status) }
  }

  /// Opens the journal at `path` and rebuilds `state`: from its newest usable snapshot and the
  /// records after it, or by replaying every record. Reports what it did on stderr (and every
  /// record today's rules refuse, see `JournalReplay`); `nil` after reporting an unusable journal
  /// (exit 3). Also returns the snapshot it resumed from, with its state if `keepingSnapshotState`.
  /// With `reportingTimings`, also says on stderr where the start's time went (`StartTimings`).
  ///
  /// The journal is locked before a snapshot is chosen: `compact` renames a new file over the
  /// journal's name while it holds the lock, so a snapshot checked before locking could name
  /// byte offsets of a file that is gone. `snapshotChosen` runs right after the choice (tests run
  /// a compaction there).
  static func open(
    journal path: String, fsync: FsyncPolicy, into state: inout AppState, keepingSnapshotState: Bool = false,
    reportingTimings: Bool = false, snapshotChosen: () -> Void = {}
  ) -> (journal: Journal, snapshot: Snapshot.Found?)? {
    let clock = ContinuousClock()
    let began = clock.now
    let file: PosixJournalFile
    do {
      file = try PosixJournalFile.open(
        path: path, access: .readWrite(newFile: Journal.header(createdBy: Usage.appVersion)))
    } catch {
      printError(journalFailure("cannot use journal", path, error))
      return nil
    }
    for leftover in Snapshot.removeLeftovers(journal: path) {
      printError("superapp: removed \(leftover), a temporary file a killed superapp left")
    }
    let choosing = clock.now
    var (snapshot, warnings) = Snapshot.newest(journal: path, file: file)
    let chosen = clock.now
    snapshotChosen()
    for warning in warnings { printError("superapp: \(warning)") }
    let start = snapshot?.state ?? AppState()
    // Unless the caller needs it, the snapshot lets go of its state: while it holds the same
    // tables, the first record replayed would copy all of them.
    if !keepingSnapshotState { snapshot?.state = AppState() }
    let replay = ConcurrentReplay(state: consume start, progress: ReplayProgress())
    do {
      let journal = try Journal(
        file: file, fsync: fsync, resumingAfter: snapshot?.point, replay: replay.add, afterLastRecord: replay.finish)
      if let snapshot { printError("superapp: resumed from \(snapshot.path) (records 1-\(snapshot.point.seq))") }
      if reportingTimings {
        let timings = StartTimings(
          opening: choosing - began, choosingSnapshot: chosen - choosing, snapshot: snapshot?.timings,
          replaying: clock.now - chosen, recordsReplayed: (journal.lastRecord?.seq ?? 0) - (snapshot?.point.seq ?? 0))
        printError("superapp: \(timings)")
      }
      if let warning = journal.recovery.warning { printError("superapp: \(warning)") }
      replay.refusals.report()
      state = replay.state
      return (journal, snapshot)
    } catch {
      file.close()
      let first = replay.firstUndecodable() ?? error
      replay.abandon()
      printError(journalFailure("cannot use journal", path, first))
      return nil
    }
  }

  /// Exit 2 when nothing is at `path`: `snapshot` and `compact` work on a journal that exists,
  /// and opening a mistyped path would create a new, empty one.
  private static func requireJournal(_ path: String, _ command: String) -> Int32? {
    var status = stat()
    guard stat(path, &status) != 0 && errno == ENOENT else { return nil }
    printError(
      "superapp: \(command): there is no journal at \(FilePath.shown(path)) (\(command) never creates one; check the path)"
    )
    return 2
  }

  /// The stderr line for a journal that cannot be used: `superapp: cannot use journal PATH:
  /// reason`, naming the path once. An error that names the path itself (it cannot be opened, it
  /// is locked) is printed as it is, instead of after a prefix that would say the path again.
  public static func journalFailure(_ failure: String, _ path: String, _ error: any Error) -> String {
    switch error as? JournalError {
    case .cannotOpen?, .locked?: return "superapp: \(error)"
    default: return "superapp: \(failure) \(FilePath.shown(path)): \(error)"
    }
  }
}
