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
/// journal, serves the stdio protocol, and returns the exit code.
///
/// Exit codes: 0 end of input (or SIGINT/SIGTERM/SIGQUIT after finishing the current line), 1 an
/// I/O failure while running (journal write or fsync, stdout), 2 a usage error, 3 an unusable
/// journal. A closed or failing stderr changes none of them: diagnostics are then lost.
public enum HeadlessApp {
  /// Runs `superapp` with `arguments` (without the program name).
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
    case .serve(let path, let fsync, let snapshotEvery):
      return serve(journalPath: path, fsync: fsync, snapshotEvery: snapshotEvery)
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

  private static func serve(journalPath: String?, fsync: FsyncPolicy, snapshotEvery: Int) -> Int32 {
    if let problem = SessionStore.startProblem(AppState.modules) {
      printError("superapp: cannot start: \(problem)")
      return 2
    }
    Signals.install()
    var state = AppState()
    let log: any ActionLog
    var snapshots: SnapshotSchedule?
    if let journalPath {
      guard let opened = open(journal: journalPath, fsync: fsync, into: &state)?.journal else { return 3 }
      log = opened
      if snapshotEvery > 0 {
        snapshots = SnapshotSchedule(
          journal: opened, path: journalPath, every: snapshotEvery, createdBy: Usage.appVersion)
      }
    } else {
      printError("superapp: no --journal given; the state lives in memory only")
      log = MemoryLog()
    }
    return StdioLoop.run(session: SessionStore(state: state), log: log, snapshots: snapshots)
  }

  /// Opens the journal at `path` and rebuilds `state`: from its newest usable snapshot and the
  /// records after it, or by replaying every record. Reports what it did on stderr (and every
  /// record today's rules refuse, see `JournalReplay`); `nil` after reporting an unusable journal
  /// (exit 3). Also returns the snapshot it resumed from, with its state if `keepingSnapshotState`.
  ///
  /// The journal is locked before a snapshot is chosen: `compact` renames a new file over the
  /// journal's name while it holds the lock, so a snapshot checked before locking could name
  /// byte offsets of a file that is gone. `snapshotChosen` runs right after the choice (tests run
  /// a compaction there).
  static func open(
    journal path: String, fsync: FsyncPolicy, into state: inout AppState, keepingSnapshotState: Bool = false,
    snapshotChosen: () -> Void = {}
  ) -> (journal: Journal, snapshot: Snapshot.Found?)? {
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
    var (snapshot, warnings) = Snapshot.newest(journal: path, file: file)
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

  /// `superapp snapshot --journal P`: the state after the journal's last record, written beside it.
  /// Exit 2 when nothing is at `path`: `snapshot` and `compact` work on a journal that exists,
  /// and opening a mistyped path would create a new, empty one.
  private static func requireJournal(_ path: String, _ command: String) -> Int32? {
    var status = stat()
    guard stat(path, &status) != 0 && errno == ENOENT else { return nil }
    printError("superapp: \(command): there is no journal at \(path) (\(command) never creates one; check the path)")
    return 2
  }

  private static func snapshot(path: String) -> Int32 {
    var state = AppState()
    guard let journal = open(journal: path, fsync: .always, into: &state)?.journal else { return 3 }
    defer { try? journal.close() }
    guard let point = journal.lastRecord else {
      printError("superapp: journal \(path) holds no record yet; no snapshot written")
      return 0
    }
    do {
      let written = try Snapshot.write(state, after: point, journal: path, createdBy: Usage.appVersion)
      Snapshot.prune(journal: path, keep: SnapshotSchedule.kept)
      printError("superapp: wrote \(written.path) (record \(point.seq), \(written.bytes) bytes)")
      return 0
    } catch {
      printError("superapp: cannot write a snapshot of \(path): \(error)")
      return 1
    }
  }

  /// `superapp compact --journal P`: folds every record up to the newest usable snapshot (one is
  /// written first at the last record when there is none newer than the journal's base) into the
  /// journal's base record, keeping the records after it, atomically (`Journal.compact`); the
  /// snapshots it folded in (after records up to the base) are removed, their state now being in
  /// the journal itself; any newer one stays.
  private static func compact(path: String) -> Int32 {
    var state = AppState()
    guard let (journal, snapshot) = open(journal: path, fsync: .always, into: &state, keepingSnapshotState: true)
    else { return 3 }
    let clock = ContinuousClock()
    let started = clock.now
    // The base record holds the state at `base.point` as JSON, whatever shape its snapshot has.
    let base: (point: JournalResumePoint, state: AppState)
    if let snapshot, snapshot.point.seq > journal.base {
      base = (snapshot.point, snapshot.state)
    } else if let last = journal.lastRecord, last.seq > journal.base {
      do {
        _ = try Snapshot.write(state, after: last, journal: path, createdBy: Usage.appVersion)
        base = (last, state)
      } catch {
        try? journal.close()
        printError("superapp: cannot write the snapshot to compact \(path) to: \(error); the journal was not changed")
        return 1
      }
    } else {
      try? journal.close()
      printError("superapp: journal \(path) holds no record after its base; nothing to compact")
      return 0
    }
    // The state after the last record is not needed any more (the base holds its own): let it go
    // before the base is encoded, so the two are never held together with the encoding.
    state = AppState()
    let first = 1
    let last = journal.lastSeq
    let basePayload = StateEncoder.json(base.state)
    let compactedLength = journal.compactedLength(
      base: base.point, basePayloadCount: basePayload.count, createdBy: Usage.appVersion)
    guard compactedLength < journal.endOffset else {
      let length = journal.endOffset
      try? journal.close()
      printError(
        "superapp: compacting \(path) would not shrink it (\(length) bytes -> \(compactedLength) bytes: its state "
          + "takes more room than the records that made it); the journal was kept as it is")
      return 0
    }
    do {
      let (before, after) = try journal.compact(
        path: path, base: base.point, basePayload: basePayload[...], createdBy: Usage.appVersion)
      // Only the snapshots the base record holds the state of (or a later one) are obsolete; a
      // newer one that was not usable (a newer format, damage) is not ours to judge and stays.
      Snapshot.prune(journal: path, keep: 0, through: base.point.seq)
      let elapsed = (clock.now - started).components
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
      let kept = last > base.point.seq ? "records \(base.point.seq + 1)-\(last) kept" : "no record after it"
      printError(
        "superapp: compacted \(path): records \(first)-\(base.point.seq) folded into its base record "
          + "(number \(base.point.seq)), \(kept); \(before) bytes -> \(after) bytes in \(String(format: "%.2f", seconds)) s"
      )
      return 0
    } catch {
      printError("superapp: cannot compact \(path): \(error)")
      return 1
    }
  }

  private static func replay(path: String, until: Int?) -> Int32 {
    let replay = ConcurrentReplay(state: AppState(), progress: ReplayProgress())
    do {
      let recovery = try JournalReader.read(path: path) { entry in
        if let until, entry.isBase, until < entry.seq { throw CompactedAway(until: until, base: entry.seq) }
        if let until, entry.seq > until { return }
        try replay.add(entry)
      }
      try replay.finish()
      if let warning = recovery.warning { printError("superapp: \(warning)") }
      replay.refusals.report()
    } catch {
      let first = replay.firstUndecodable() ?? error
      replay.abandon()
      printError(journalFailure("cannot replay journal", path, first))
      return 3
    }
    let state = replay.state
    // Streamed in pieces of about 1 MiB: a state of a million items is never also held as one
    // JSON text of a few hundred megabytes.
    var writer = JSONWriter(capacity: 1 << 20 + 1 << 16)
    var failure: (any Error)?
    StateEncoder.stream(state, into: &writer) { writer in
      guard failure == nil, writer.bytes.count >= 1 << 20 else { return }
      do {
        try writeAll(writer.bytes, to: 1)
      } catch {
        failure = error
      }
      writer.discardWritten()
    }
    writer.newline()
    do {
      if let failure { throw failure }
      try writeAll(writer.bytes, to: 1)
    } catch {
      printError("superapp: \(error)")
      return 1
    }
    return 0
  }

  /// The stderr line for a journal that cannot be used: `superapp: cannot use journal PATH:
  /// reason`, naming the path once. An error that names the path itself (it cannot be opened, it
  /// is locked) is printed as it is, instead of after a prefix that would say the path again.
  public static func journalFailure(_ failure: String, _ path: String, _ error: any Error) -> String {
    switch error as? JournalError {
    case .cannotOpen?, .locked?: return "superapp: \(error)"
    default: return "superapp: \(failure) \(path): \(error)"
    }
  }
}
