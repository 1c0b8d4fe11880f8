/// What reading a journal found: its header, how far the good records go and whether a torn tail
/// followed.
///
/// A torn tail is anything after the last good record that is not a complete record with a valid
/// checksum and has no newline-terminated, checksum-valid record after it: a record cut short, a
/// bad checksum, garbage or zeros, with or without a newline. It can only come from a write that
/// never finished. On open its bytes are first copied to a quarantine file beside the journal
/// (`<journal>.torn-at-<offset>`, made durable), then cut off; read-only, it is ignored. Only the
/// reader makes one (memberwise); others read it.
public struct JournalRecovery: Hashable, Sendable {
  /// The header, or `nil` for a format-1 journal (no header, records from byte 0).
  public let header: JournalHeader?
  /// The last good record's sequence number, 0 for an empty journal. Records are 1...lastSeq.
  public let lastSeq: Int
  /// The number of bytes the header and the good records occupy; the file is cut to this length.
  public let validLength: Int
  /// The torn tail that was found, if any.
  public let tornTail: JournalTornTail?
  /// Where the torn tail's bytes were kept before it was cut off; `nil` when nothing was cut
  /// (no tail, or read-only).
  public let quarantinePath: String?

  /// Whether the torn tail was cut off the file (after its bytes were quarantined).
  public var truncated: Bool { quarantinePath != nil }

  /// The same summary after the tail's bytes went to `path` and the file was cut.
  func quarantined(at path: String) -> JournalRecovery {
    JournalRecovery(
      header: header, lastSeq: lastSeq, validLength: validLength, tornTail: tornTail, quarantinePath: path)
  }

  /// The warning to print on stderr, or nil when the journal ended cleanly.
  public var warning: String? {
    guard let tail = tornTail else { return nil }
    let action =
      quarantinePath.map { "moved its bytes to \($0) and cut the journal to \(validLength) bytes" }
      ?? "ignored it (read only: the journal was not modified)"
    let size = tail.length == 1 ? "1 byte" : "\(tail.length) bytes"
    return "journal: torn last record \(tail.seq) at byte \(tail.offset) (\(size)): "
      + "\(tail.reason); \(action)"
  }
}

/// The unfinished write found at the end of a journal.
///
/// Why it is believed torn, not corrupt: nothing valid follows it (see `JournalRecovery`). Only
/// the reader makes one (memberwise); others read it.
public struct JournalTornTail: Hashable, Sendable {
  /// The sequence number the torn record would have had.
  public let seq: Int
  /// Where it starts (equal to `JournalRecovery.validLength`).
  public let offset: Int
  /// How many bytes it spans, to the end of the file.
  public let length: Int
  /// What is wrong with it, for people ("it is cut short: 17 bytes and no newline").
  public let reason: String
}

/// Where a replay may resume: just past record `seq`, at byte `end`, whose stored checksum is
/// `checksum` (a snapshot records it; the journal must still hold that record there).
public struct JournalResumePoint: Hashable, Sendable {
  /// The last record the snapshot covers.
  public let seq: Int
  /// Where that record starts.
  public let offset: Int
  /// Where the next record starts.
  public let end: Int
  /// That record's CRC32C, as stored.
  public let checksum: UInt32

  /// A resume point after record `seq`.
  public init(seq: Int, offset: Int, end: Int, checksum: UInt32) {
    self.seq = seq
    self.offset = offset
    self.end = end
    self.checksum = checksum
  }
}
