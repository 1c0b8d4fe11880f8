import Files

/// Why the journal cannot be used, with a message a person can act on.
///
/// Exit codes are the app's choice, but the contract (PROTOCOL.md, "Framing") maps them by *when*
/// they happen: anything thrown while opening or reading a journal (`Journal.init`,
/// `JournalReader.read`) means the journal is unusable at start, **exit 3**: `cannotOpen`, `locked`,
/// `notAJournal`, `corrupt`, `newerVersion`, `newerFormat`, `readFailed`, and a
/// `quarantineFailed`/`truncateFailed`/`fsyncFailed` while cutting a torn tail. Anything thrown by `append`, `commit`, `flush` or `close` is a runtime failure,
/// **exit 1**: `writeFailed`, `fsyncFailed`, `unusable`, `closed`, and `invalidPayload` (a bug in
/// the caller: the payload was refused before anything was written).
public enum JournalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened or created (missing directory, permissions, a directory...).
  case cannotOpen(path: String, reason: String)
  /// Another open of the same journal (another process, or another open in this one) holds the lock.
  case locked(path: String)
  /// The file is not a journal (no valid header, and not a format-1 journal either); it was not
  /// modified.
  case notAJournal(reason: String)
  /// The header names a file format newer than this build reads.
  case newerFormat(Int)
  /// A torn tail's bytes could not be kept in a quarantine file, so nothing was cut.
  case quarantineFailed(reason: String)
  /// Damage that is not a torn tail: a bad record with more records after it, or a gap in `seq`.
  /// `seq` is the sequence number the record at `offset` should have had.
  case corrupt(seq: Int, offset: Int, reason: String)
  /// A record written by a newer format than this build reads.
  case newerVersion(seq: Int, offset: Int, version: Int)
  /// Reading the file failed.
  case readFailed(reason: String)
  /// Writing a record failed; part of it may be in the file (the next start cuts it off).
  case writeFailed(reason: String)
  /// fsync failed. The data may or may not be on disk, and retrying cannot tell, so the journal
  /// refuses further use.
  case fsyncFailed(reason: String)
  /// Cutting off a torn tail failed.
  case truncateFailed(reason: String)
  /// The caller handed a payload that cannot be a record (empty, or containing a newline byte).
  case invalidPayload(reason: String)
  /// An earlier write or fsync failed, so this journal refuses any further use.
  case unusable(reason: String)
  /// The journal was closed.
  case closed

  /// The message for people (stderr), naming the path, record, byte offset or system error.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      return "cannot open journal \(FilePath.shown(path)): \(reason)"
    case .locked(let path):
      return "journal \(FilePath.shown(path)) is locked: another process (or another open of it) is using it"
    case .notAJournal(let reason):
      return "it is not a superapp journal: \(reason); the file was not modified"
    case .newerFormat(let format):
      return "the journal's header says file format \(format); this superapp reads format "
        + "\(JournalHeader.format) and older; the file was not modified"
    case .quarantineFailed(let reason):
      return "cannot keep the journal's torn tail in a quarantine file, so it was not cut off: \(reason)"
    case .corrupt(let seq, let offset, let reason):
      return "journal is corrupt at record \(seq), byte \(offset): \(reason)"
    case .newerVersion(let seq, let offset, let version):
      return "journal record \(seq) at byte \(offset) has format version \(version); "
        + "this superapp reads version \(JournalRecordFormat.version)"
    case .readFailed(let reason):
      return "cannot read journal: \(reason)"
    case .writeFailed(let reason):
      return "journal write failed: \(reason)"
    case .fsyncFailed(let reason):
      return "journal fsync failed: \(reason); the journal is no longer trusted"
    case .truncateFailed(let reason):
      return "cannot cut off the journal's torn tail: \(reason)"
    case .invalidPayload(let reason):
      return "refused to journal a payload: \(reason)"
    case .unusable(let reason):
      return "journal refuses further use after an earlier failure (\(reason))"
    case .closed:
      return "journal is closed"
    }
  }
}
