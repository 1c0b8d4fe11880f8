/// What reading a journal found: how far the good records go and whether a torn tail followed.
///
/// A torn tail is anything after the last good record that is not itself a complete good record and
/// has no newline-terminated, checksum-valid record after it: a record cut short, a bad checksum,
/// garbage or zeros, with or without a newline. It can only come from a write that never finished,
/// so it was never acknowledged under `--fsync always` and is cut off (or, read-only, ignored).
public struct JournalRecovery: Hashable, Sendable {
  /// The last good record's sequence number, 0 for an empty journal. Records are 1...lastSeq.
  public let lastSeq: Int
  /// The number of bytes the good records occupy; the file is cut to this length.
  public let validLength: Int
  /// The torn tail that was found, if any.
  public let tornTail: JournalTornTail?
  /// Whether the torn tail was cut off the file (false in read-only mode).
  public let truncated: Bool

  /// Creates a recovery summary.
  public init(lastSeq: Int, validLength: Int, tornTail: JournalTornTail?, truncated: Bool) {
    self.lastSeq = lastSeq
    self.validLength = validLength
    self.tornTail = tornTail
    self.truncated = truncated
  }

  /// The warning to print on stderr, or nil when the journal ended cleanly.
  public var warning: String? {
    guard let tail = tornTail else { return nil }
    let action =
      truncated
      ? "cut it off (journal truncated to \(validLength) bytes)"
      : "ignored it (the journal was not modified)"
    return "journal: torn last record \(tail.seq) at byte \(tail.offset) (\(tail.length) bytes): "
      + "\(tail.reason); \(action)"
  }
}

/// The unfinished write found at the end of a journal.
///
/// Why it is believed torn, not corrupt: nothing valid follows it (see `JournalRecovery`).
public struct JournalTornTail: Hashable, Sendable {
  /// The sequence number the torn record would have had.
  public let seq: Int
  /// Where it starts (equal to `JournalRecovery.validLength`).
  public let offset: Int
  /// How many bytes it spans, to the end of the file.
  public let length: Int
  /// What is wrong with it, for people ("it is cut short: 17 bytes and no newline").
  public let reason: String

  /// Creates a torn-tail description.
  public init(seq: Int, offset: Int, length: Int, reason: String) {
    self.seq = seq
    self.offset = offset
    self.length = length
    self.reason = reason
  }
}
