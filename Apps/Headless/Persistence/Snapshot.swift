import App
import Files
import Journal

/// The state after a journal's record N, stored beside the journal so a start replays only the
/// records after it: `<journal>.snapshot-<N>`. A cache: the journal stays the truth.
///
/// A header line, then the state. The header names the snapshot format, the record it was taken
/// after (its sequence number, where it starts and ends in the journal, its checksum), the app
/// that wrote it, and a CRC32C: from format 3, of the header's bytes before `,"crc32c"` and then
/// the state, so no byte of the header is used unchecked; in formats 1 and 2 (still read), of
/// the state alone:
///
///     {"superappSnapshot":3,"seq":990000,"offset":…,"end":…,"record":"1a2b3c4d","createdBy":"superapp 2.0.0","crc32c":"…"}
///     <the state in the binary stored shape>
///
/// The state is every domain's entities as their modules write them (`AppState.write`, the
/// fields of `state.get`), in the binary stored shape from format 2 (`BinaryShape`: UUIDs and
/// times as values, lengths in front, so nothing is scanned before it is read) and as one JSON
/// line in format 1.
///
/// This namespace is the app's door to snapshots; each job is a type of its own:
/// `SnapshotHeader` (the first line, read and written), `SnapshotFormat` (what each format's
/// checksum covers, and its state read back), `SnapshotFiles` (the files beside a journal:
/// candidates, pruning, leftovers), `SnapshotWriter` (the two-pass atomic write) and
/// `SnapshotLoader` (the newest snapshot that passes every check). A snapshot is used only if
/// everything checks; otherwise it is skipped with a warning naming it and the next older one
/// (or a full replay) is used, so a snapshot can never make a journal unusable.
public enum Snapshot {
  /// The snapshot format this build writes (`SnapshotFormat.current`): 3, the state in the
  /// binary stored shape under a checksum that covers the header too. Formats 2 and 1 are read.
  public static var format: Int { SnapshotFormat.current }

  /// Writes the snapshot of `state`, which must be the state after `point`'s record, atomically
  /// (`SnapshotWriter`); returns its path and its size in bytes.
  public static func write(
    _ state: AppState, after point: JournalResumePoint, journal: String, createdBy: String,
    fileSystem: any AtomicFileSystem = PosixFileSystem()
  ) throws -> (path: String, bytes: Int) {
    try SnapshotWriter.write(state, after: point, journal: journal, createdBy: createdBy, fileSystem: fileSystem)
  }

  /// Writes the snapshot of `state`, the state the base record `seq` of the compacted journal at
  /// `journal` holds, after that record (found where the journal's header line ends), so a start
  /// resumes after the base from the snapshot instead of reading the base record (a cache: without
  /// it, a start reads the base). Returns its path and its size in bytes.
  package static func write(
    _ state: AppState, afterBase seq: Int, journal: String, createdBy: String
  ) throws -> (path: String, bytes: Int) {
    let file = try PosixJournalFile.open(path: journal, access: .readOnly)
    defer { file.close() }
    let start = try RegularFile.read(journal, limit: 4_096)
    guard let newline = start.firstIndex(of: 0x0A), let found = try JournalReader.record(in: file, at: newline + 1),
      found.seq == seq
    else { throw SnapshotError("the base record \(seq) of \(journal) is not where its header line ends") }
    let point = JournalResumePoint(seq: seq, offset: newline + 1, end: found.end, checksum: found.checksum)
    return try write(state, after: point, journal: journal, createdBy: createdBy)
  }

  /// The newest usable snapshot of `journal`, checked against `file` (the journal, opened and
  /// locked by the caller), and a warning for each newer one that was skipped (`SnapshotLoader`).
  public static func newest(journal: String, file: any JournalFile) -> (found: Found?, warnings: [String]) {
    SnapshotLoader.newest(journal: journal, file: file)
  }

  /// Removes the temporary files killed processes of this app left beside `journal`, each proved
  /// ours, and returns their paths (`SnapshotFiles.removeLeftovers`). Call it holding the
  /// journal's lock.
  package static func removeLeftovers(journal: String) -> [String] {
    SnapshotFiles(journal: journal).removeLeftovers()
  }

  /// Removes this journal's snapshots older than the newest `keep`, and with `through`, only
  /// those after a record up to it (files named and headed as ours; `SnapshotFiles.prune`).
  package static func prune(journal: String, keep: Int, through last: Int = .max) {
    SnapshotFiles(journal: journal).prune(keep: keep, through: last)
  }

  /// The state a JSON stored shape holds (a compacted journal's base record, a format 1
  /// snapshot's state), through every domain's validation (`SnapshotFormat.restore(json:)`).
  package static func restore(_ stored: Span<UInt8>, releasingText: Bool = false) throws -> AppState {
    try SnapshotFormat.restore(json: stored, releasingText: releasingText)
  }

  /// The state a binary stored shape holds (a snapshot's state from format 2), through every
  /// domain's validation (`SnapshotFormat.restore(binary:)`).
  package static func restore(binary stored: Span<UInt8>, releasingBytes: Bool = false) throws -> AppState {
    try SnapshotFormat.restore(binary: stored, releasingBytes: releasingBytes)
  }
}
